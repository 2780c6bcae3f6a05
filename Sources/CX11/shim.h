#ifndef CX11_SHIM_H
#define CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/XKBlib.h>
#include <X11/keysym.h>
#include <X11/Xft/Xft.h>
/* Colour emoji: their font's bitmap strike, read as it is and scaled by cairo (X11EmojiStrike),
   through a size object of its own on the face Xft holds (FT_SIZES_H). */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SIZES_H
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
/* The preedit an input method draws comes in the locale's multi-byte encoding. */
#include <string.h>
#include <wchar.h>

/* Xlib's XCreateIC is variadic, which Swift cannot call. Root-window style: the input
   method shows what it composes in a window of its own. */
static inline XIC cx11_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, NULL);
}

/* The input styles an input method offers that the program can use. */
enum { CX11_ON_THE_SPOT = 1, CX11_OVER_THE_SPOT = 2, CX11_ROOT_WINDOW = 4 };

static inline int cx11_input_styles(XIM im) {
    XIMStyles *styles = NULL;
    int found = 0;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || styles == NULL) return 0;
    for (unsigned short i = 0; i < styles->count_styles; i++) {
        XIMStyle style = styles->supported_styles[i];
        if (style == (XIMPreeditCallbacks | XIMStatusNothing)) found |= CX11_ON_THE_SPOT;
        if (style == (XIMPreeditPosition | XIMStatusNothing)) found |= CX11_OVER_THE_SPOT;
        if (style == (XIMPreeditNothing | XIMStatusNothing)) found |= CX11_ROOT_WINDOW;
    }
    XFree(styles);
    return found;
}

/* On-the-spot: the preedit as the input method's callbacks leave it, read by Swift after
   each XFilterEvent (the callbacks run inside it). Code points, at most CX11_PREEDIT_MAX. */
#define CX11_PREEDIT_MAX 256
typedef struct {
    unsigned int text[CX11_PREEDIT_MAX];
    int length;
    int caret;
    /* Set by every callback, cleared by the reader. */
    int changed;
} cx11_preedit;

/* Composing starts or ends: nothing is composed. */
static inline void cx11_preedit_done(XIM ic, XPointer client, XPointer call) {
    (void)ic; (void)call;
    cx11_preedit *preedit = (cx11_preedit *)client;
    preedit->length = 0;
    preedit->caret = 0;
    preedit->changed = 1;
}

/* The answer is the most characters the preedit holds. */
static inline int cx11_preedit_start(XIC ic, XPointer client, XPointer call) {
    cx11_preedit_done((XIM)ic, client, call);
    return CX11_PREEDIT_MAX;
}

/* The characters of an XIMText as code points: wide characters are UCS-4 in glibc, and
   multi-byte text is in the locale's encoding. */
static inline int cx11_ximtext_code_points(const XIMText *text, unsigned int *out, int room) {
    if (text == NULL || room <= 0) return 0;
    int count = 0;
    if (text->encoding_is_wchar) {
        if (text->string.wide_char == NULL) return 0;
        for (; count < text->length && count < room; count++) out[count] = (unsigned int)text->string.wide_char[count];
        return count;
    }
    const char *bytes = text->string.multi_byte;
    if (bytes == NULL) return 0;
    mbstate_t state = {0};
    size_t left = strlen(bytes);
    while (left > 0 && count < room && count < text->length) {
        wchar_t character;
        size_t used = mbrtowc(&character, bytes, left, &state);
        if (used == 0 || used == (size_t)-1 || used == (size_t)-2) break;
        out[count++] = (unsigned int)character;
        bytes += used;
        left -= used;
    }
    return count;
}

/* chg_length characters from chg_first are replaced by the text (none when it is NULL). */
static inline void cx11_preedit_draw(XIM ic, XPointer client, XPointer call) {
    (void)ic;
    cx11_preedit *preedit = (cx11_preedit *)client;
    XIMPreeditDrawCallbackStruct *draw = (XIMPreeditDrawCallbackStruct *)call;
    int first = draw->chg_first < 0 ? 0 : (draw->chg_first > preedit->length ? preedit->length : draw->chg_first);
    int removed = draw->chg_length < 0 ? 0 : draw->chg_length;
    if (first + removed > preedit->length) removed = preedit->length - first;
    unsigned int inserted[CX11_PREEDIT_MAX];
    int count = cx11_ximtext_code_points(draw->text, inserted, CX11_PREEDIT_MAX);
    int tail = preedit->length - first - removed;
    if (first + count + tail > CX11_PREEDIT_MAX) tail = CX11_PREEDIT_MAX - first - count;
    if (tail < 0) { tail = 0; count = CX11_PREEDIT_MAX - first; }
    memmove(&preedit->text[first + count], &preedit->text[first + removed], (size_t)tail * sizeof(unsigned int));
    memcpy(&preedit->text[first], inserted, (size_t)count * sizeof(unsigned int));
    preedit->length = first + count + tail;
    preedit->caret = draw->caret < 0 ? 0 : (draw->caret > preedit->length ? preedit->length : draw->caret);
    preedit->changed = 1;
}

/* The input method moves the caret within the preedit; the answer is where it is now. */
static inline void cx11_preedit_caret(XIM ic, XPointer client, XPointer call) {
    (void)ic;
    cx11_preedit *preedit = (cx11_preedit *)client;
    XIMPreeditCaretCallbackStruct *caret = (XIMPreeditCaretCallbackStruct *)call;
    switch (caret->direction) {
    case XIMAbsolutePosition: preedit->caret = caret->position; break;
    case XIMForwardChar: preedit->caret += 1; break;
    case XIMBackwardChar: preedit->caret -= 1; break;
    case XIMLineStart: preedit->caret = 0; break;
    case XIMLineEnd: preedit->caret = preedit->length; break;
    default: break;
    }
    if (preedit->caret < 0) preedit->caret = 0;
    if (preedit->caret > preedit->length) preedit->caret = preedit->length;
    caret->position = preedit->caret;
    preedit->changed = 1;
}

/* On-the-spot: the program draws the preedit in its field, told by the callbacks above. */
static inline XIC cx11_create_ic_on_the_spot(XIM im, Window window, cx11_preedit *preedit) {
    XICCallback start = { (XPointer)preedit, (XICProc)cx11_preedit_start };
    XIMCallback done = { (XPointer)preedit, cx11_preedit_done };
    XIMCallback draw = { (XPointer)preedit, cx11_preedit_draw };
    XIMCallback caret = { (XPointer)preedit, cx11_preedit_caret };
    XVaNestedList attributes = XVaCreateNestedList(0, XNPreeditStartCallback, &start, XNPreeditDoneCallback, &done,
                                                   XNPreeditDrawCallback, &draw, XNPreeditCaretCallback, &caret, NULL);
    XIC ic = XCreateIC(im, XNInputStyle, XIMPreeditCallbacks | XIMStatusNothing, XNClientWindow, window,
                       XNFocusWindow, window, XNPreeditAttributes, attributes, NULL);
    XFree(attributes);
    return ic;
}

/* Over-the-spot: the input method draws the preedit in a window of its own at `spot` (the
   foot of the caret, in the window); X wants a font set for it. */
static inline XIC cx11_create_ic_over_the_spot(XIM im, Window window, XFontSet fonts, short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList attributes = XVaCreateNestedList(0, XNSpotLocation, &spot, XNFontSet, fonts, NULL);
    XIC ic = XCreateIC(im, XNInputStyle, XIMPreeditPosition | XIMStatusNothing, XNClientWindow, window,
                       XNFocusWindow, window, XNPreeditAttributes, attributes, NULL);
    XFree(attributes);
    return ic;
}

/* Where the caret is now: the over-the-spot window moves there, and IBus opens its
   candidates there in the on-the-spot style too. */
static inline void cx11_set_spot(XIC ic, short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList attributes = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    XSetICValues(ic, XNPreeditAttributes, attributes, NULL);
    XFree(attributes);
}

/* XCreateFontSet, for an over-the-spot input method: any fonts of the locale's charsets. */
static inline XFontSet cx11_create_font_set(Display *display) {
    char **missing = NULL;
    int missingCount = 0;
    char *defaultString = NULL;
    XFontSet fonts = XCreateFontSet(display, "-*-*-medium-r-normal--*-*-*-*-*-*-*-*,*", &missing, &missingCount, &defaultString);
    if (missing) XFreeStringList(missing);
    return fonts;
}

/* IsModifierKey is a macro. */
static inline int cx11_is_modifier_key(KeySym keysym) {
    return IsModifierKey(keysym) || keysym == XK_Mode_switch || keysym == XK_ISO_Level3_Shift;
}

/* FRIBIDI_PAR_ON is a macro of macros. */
static inline FriBidiParType cx11_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }

static inline XEvent cx11_zero_event(void) { XEvent e = {0}; return e; }

/* Writes premultiplied ARGB32 pixels (host byte order, rows of width * 4 bytes) into a
   depth-32 drawable with a plain XPutImage. A photo painted from an image surface instead
   goes through cairo's MIT-SHM pool, shared memory it keeps mapped: about 8 MB resident for
   a screen of photos, which the socket does not need. Returns 0 when Xlib refuses the image. */
static inline int cx11_put_argb32(Display *dpy, Drawable drawable, int width, int height, const void *pixels) {
    XImage image;
    memset(&image, 0, sizeof image);
    image.width = width;
    image.height = height;
    image.format = ZPixmap;
    image.data = (char *)pixels;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    image.byte_order = MSBFirst;
#else
    image.byte_order = LSBFirst;
#endif
    image.bitmap_unit = 32;
    image.bitmap_bit_order = image.byte_order;
    image.bitmap_pad = 32;
    image.depth = 32;
    image.bytes_per_line = width * 4;
    image.bits_per_pixel = 32;
    image.red_mask = 0xff0000;
    image.green_mask = 0xff00;
    image.blue_mask = 0xff;
    if (!XInitImage(&image)) return 0;
    GC gc = XCreateGC(dpy, drawable, 0, NULL);
    XPutImage(dpy, drawable, gc, &image, 0, 0, 0, 0, (unsigned)width, (unsigned)height);
    XFreeGC(dpy, gc);
    return 1;
}

#endif
