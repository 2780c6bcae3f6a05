// XTEST: the end-to-end tests press keys and click through it. The app never links it.
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
