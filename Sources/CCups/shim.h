#ifndef CCUPS_SHIM_H
#define CCUPS_SHIM_H

/* Printers and print jobs: the destinations CUPS knows and a PDF handed to one of them.
 *
 * libcups is opened the first time printing is asked for, not linked: it brings GnuTLS,
 * Kerberos, Avahi and p11-kit, a dozen libraries (about 3 MB of memory and their start-up
 * code) that every launch would load for a dialog most sessions never open. Only the types
 * and constants come from the header. Without libcups each call answers as CUPS does when
 * its service is not there. */
#include <cups/cups.h>
#include <dlfcn.h>

/* The library is opened once (two threads that race both open it, which only counts a
 * reference twice); atomics keep ThreadSanitizer and the compiler honest about that. */
static inline void *ccups_symbol(const char *name) {
    static void *library;
    void *opened = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
    if (!opened) {
        opened = dlopen("libcups.so.2", RTLD_NOW | RTLD_LOCAL);
        __atomic_store_n(&library, opened, __ATOMIC_RELEASE);
    }
    return opened ? dlsym(opened, name) : NULL;
}

/* CUPS_HTTP_DEFAULT is a cast macro, which Swift cannot import. */
static inline http_t *ccups_http_default(void) { return CUPS_HTTP_DEFAULT; }

static inline int ccups_get_dests2(http_t *http, cups_dest_t **dests) {
    int (*call)(http_t *, cups_dest_t **) = (int (*)(http_t *, cups_dest_t **))ccups_symbol("cupsGetDests2");
    *dests = NULL;
    return call ? call(http, dests) : 0;
}

static inline void ccups_free_dests(int count, cups_dest_t *dests) {
    void (*call)(int, cups_dest_t *) = (void (*)(int, cups_dest_t *))ccups_symbol("cupsFreeDests");
    if (call && dests) call(count, dests);
}

static inline ipp_status_t ccups_last_error(void) {
    ipp_status_t (*call)(void) = (ipp_status_t (*)(void))ccups_symbol("cupsLastError");
    return call ? call() : IPP_STATUS_ERROR_SERVICE_UNAVAILABLE;
}

static inline const char *ccups_last_error_string(void) {
    const char *(*call)(void) = (const char *(*)(void))ccups_symbol("cupsLastErrorString");
    return call ? call() : "libcups is not installed (Debian's libcups2)";
}

static inline int ccups_add_option(const char *name, const char *value, int count, cups_option_t **options) {
    int (*call)(const char *, const char *, int, cups_option_t **) =
        (int (*)(const char *, const char *, int, cups_option_t **))ccups_symbol("cupsAddOption");
    return call ? call(name, value, count, options) : count;
}

static inline void ccups_free_options(int count, cups_option_t *options) {
    void (*call)(int, cups_option_t *) = (void (*)(int, cups_option_t *))ccups_symbol("cupsFreeOptions");
    if (call && options) call(count, options);
}

static inline int ccups_print_file(const char *printer, const char *path, const char *title, int count, cups_option_t *options) {
    int (*call)(const char *, const char *, const char *, int, cups_option_t *) =
        (int (*)(const char *, const char *, const char *, int, cups_option_t *))ccups_symbol("cupsPrintFile");
    return call ? call(printer, path, title, count, options) : 0;
}

#endif
