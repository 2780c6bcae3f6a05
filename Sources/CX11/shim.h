#ifndef CX11_SHIM_H
#define CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>
#include <cairo/cairo.h>
#include <cairo/cairo-xlib.h>
/* File ▸ Print… lays recipes out on PDF pages. */
#include <cairo/cairo-pdf.h>
/* Recipe photos: decoding and anti-aliased scaling (PNG, JPEG and what else its loaders read). */
#include <Imlib2.h>
/* JPEG photos, decoded scaled down as they are read (jpeg.h). */
#include "jpeg.h"
/* Right-to-left text: the bidi algorithm and Arabic shaping, which Xft does not do. */
#include <fribidi.h>
/* The event loop polls SIGTERM and SIGINT beside the X connection. */
#include <sys/signalfd.h>

/* Xlib's XCreateIC is variadic, which Swift cannot call. */
static inline XIC cx11_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, NULL);
}

/* IsModifierKey is a macro. */
static inline int cx11_is_modifier_key(KeySym keysym) {
    return IsModifierKey(keysym) || keysym == XK_Mode_switch || keysym == XK_ISO_Level3_Shift;
}

/* FRIBIDI_PAR_ON is a macro of macros. */
static inline FriBidiParType cx11_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }

static inline XEvent cx11_zero_event(void) { XEvent e = {0}; return e; }

#endif
