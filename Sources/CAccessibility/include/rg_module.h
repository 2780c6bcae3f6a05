// What the accessibility module exports: one function, its table, which the program finds
// with dlsym (rg_accessibility_open) and calls everything else through. The module is
// built with hidden visibility, so nothing else of it is seen.
#ifndef RG_MODULE_H
#define RG_MODULE_H

#include "../../CAccessibilityLoader/rg_accessibility.h"

__attribute__((visibility("default"))) const RGAccessibilityFunctions *rg_accessibility_functions(void);

#endif
