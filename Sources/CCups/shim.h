#ifndef CCUPS_SHIM_H
#define CCUPS_SHIM_H

/* Printers and print jobs: the destinations CUPS knows and a PDF handed to one of them. */
#include <cups/cups.h>

/* CUPS_HTTP_DEFAULT is a cast macro, which Swift cannot import. */
static inline http_t *ccups_http_default(void) { return CUPS_HTTP_DEFAULT; }

#endif
