#ifndef CPANGO_SHIM_H
#define CPANGO_SHIM_H

/* Printed pages set with Pango: bidi and shaping (Hebrew, Arabic), UAX #14 line breaks and
 * fontconfig's fallback fonts (CJK).
 *
 * libpangocairo is opened the first time a page is printed, not linked: with it come Pango,
 * HarfBuzz, libthai and GLib's type system, memory the grid would carry in every session for
 * something most sessions never do. Nothing here includes Pango's headers (the build needs
 * no libpango1.0-dev): the few types used are declared as Pango 1.x defines them, its
 * objects opaque. Without the library `cpango_available` says 0 and printing sets its text
 * with cairo's own calls. */
#include <dlfcn.h>
#include <stddef.h>

/* cairo's context, as cairo.h names it (that header is CX11's; one declaration of its
 * functions keeps Swift from seeing two). */
struct _cairo;

typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;

/* PangoLayoutLine's public fields, which Pango 1.x has kept since 1.0. */
typedef struct {
    PangoLayout *layout;
    int start_index; /* bytes into the layout's text */
    int length;      /* in bytes */
} CPangoLayoutLine;

/* PangoDirection's values. */
enum { CPANGO_DIRECTION_LTR = 0, CPANGO_DIRECTION_RTL = 1 };
/* PANGO_SCALE: Pango's units in a point (a device unit, on a PDF surface). */
enum { CPANGO_SCALE = 1024 };

/* The library, once opened (on the main thread, where pages are printed). A static in a
 * function, as Swift emits the inline functions it calls and not a header's variables. */
static inline void **cpango_handle(void) {
    static void *library;
    return &library;
}

/* Whether the library `name` opens: the first time it is kept; later it is open already,
 * and this only counts a reference up and down again. */
static inline int cpango_open(const char *name) {
    void *opened = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!opened) return 0;
    if (*cpango_handle()) dlclose(opened);
    else *cpango_handle() = opened;
    return 1;
}

/* A function of Pango, PangoCairo or GObject (dlsym searches what the library brought). */
static inline void *cpango_symbol(const char *name) { return *cpango_handle() ? dlsym(*cpango_handle(), name) : NULL; }

#define CPANGO_CALL(type, name) ((type)cpango_symbol(#name))

/* Whether the library `name` opens (or is open) and has every function below. */
static inline int cpango_available(const char *name) {
    static const char *const names[] = {
        "pango_cairo_create_context", "pango_cairo_show_layout_line", "pango_layout_new", "pango_layout_set_text",
        "pango_layout_set_width", "pango_layout_set_wrap", "pango_layout_set_auto_dir", "pango_layout_set_font_description",
        "pango_layout_context_changed", "pango_layout_get_line_count", "pango_layout_get_line_readonly", "pango_layout_get_size",
        "pango_context_set_base_dir", "pango_font_description_new", "pango_font_description_set_family",
        "pango_font_description_set_weight", "pango_font_description_set_absolute_size", "pango_font_description_free",
        "g_object_unref",
    };
    if (!cpango_open(name)) return 0;
    for (unsigned i = 0; i < sizeof names / sizeof *names; i++)
        if (!cpango_symbol(names[i])) return 0;
    return 1;
}

/* Each call below is made only once cpango_available() said 1. */

static inline PangoContext *cpango_cairo_create_context(struct _cairo *cr) {
    return CPANGO_CALL(PangoContext * (*)(struct _cairo *), pango_cairo_create_context)(cr);
}

/* Pango 1.44 and later round glyph positions to whole units by default, which suits a
 * screen; a PDF keeps the font's own advances. Older Pangos never rounded. */
static inline void cpango_context_keep_glyph_positions(PangoContext *context) {
    void (*call)(PangoContext *, int) = CPANGO_CALL(void (*)(PangoContext *, int), pango_context_set_round_glyph_positions);
    if (call) call(context, 0);
}

static inline void cpango_context_set_base_dir(PangoContext *context, int direction) {
    CPANGO_CALL(void (*)(PangoContext *, int), pango_context_set_base_dir)(context, direction);
}

static inline PangoLayout *cpango_layout_new(PangoContext *context) {
    return CPANGO_CALL(PangoLayout * (*)(PangoContext *), pango_layout_new)(context);
}

static inline void cpango_layout_context_changed(PangoLayout *layout) {
    CPANGO_CALL(void (*)(PangoLayout *), pango_layout_context_changed)(layout);
}

static inline void cpango_layout_set_text(PangoLayout *layout, const char *text, int length) {
    CPANGO_CALL(void (*)(PangoLayout *, const char *, int), pango_layout_set_text)(layout, text, length);
}

/* `width` in Pango units, -1 for none; lines break at words, and inside a word wider than one. */
static inline void cpango_layout_set_width(PangoLayout *layout, int width) {
    CPANGO_CALL(void (*)(PangoLayout *, int), pango_layout_set_width)(layout, width);
    CPANGO_CALL(void (*)(PangoLayout *, int), pango_layout_set_wrap)(layout, 2 /* PANGO_WRAP_WORD_CHAR */);
}

static inline void cpango_layout_set_auto_dir(PangoLayout *layout, int automatic) {
    CPANGO_CALL(void (*)(PangoLayout *, int), pango_layout_set_auto_dir)(layout, automatic);
}

static inline void cpango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *font) {
    CPANGO_CALL(void (*)(PangoLayout *, const PangoFontDescription *), pango_layout_set_font_description)(layout, font);
}

static inline int cpango_layout_get_line_count(PangoLayout *layout) {
    return CPANGO_CALL(int (*)(PangoLayout *), pango_layout_get_line_count)(layout);
}

static inline const CPangoLayoutLine *cpango_layout_get_line(PangoLayout *layout, int line) {
    return CPANGO_CALL(const CPangoLayoutLine *(*)(PangoLayout *, int), pango_layout_get_line_readonly)(layout, line);
}

/* The layout's logical width in Pango units. */
static inline int cpango_layout_get_width(PangoLayout *layout) {
    int width = 0, height = 0;
    CPANGO_CALL(void (*)(PangoLayout *, int *, int *), pango_layout_get_size)(layout, &width, &height);
    return width;
}

/* Draws `line` with its baseline at cairo's current point. */
static inline void cpango_cairo_show_layout_line(struct _cairo *cr, const CPangoLayoutLine *line) {
    CPANGO_CALL(void (*)(struct _cairo *, const CPangoLayoutLine *), pango_cairo_show_layout_line)(cr, line);
}

/* A font of `family` at `size` device units (points on a PDF), bold or regular. */
static inline PangoFontDescription *cpango_font(const char *family, double size, int bold) {
    PangoFontDescription *font = CPANGO_CALL(PangoFontDescription * (*)(void), pango_font_description_new)();
    CPANGO_CALL(void (*)(PangoFontDescription *, const char *), pango_font_description_set_family)(font, family);
    CPANGO_CALL(void (*)(PangoFontDescription *, int), pango_font_description_set_weight)(font, bold ? 700 : 400);
    CPANGO_CALL(void (*)(PangoFontDescription *, double), pango_font_description_set_absolute_size)(font, size * CPANGO_SCALE);
    return font;
}

static inline void cpango_font_free(PangoFontDescription *font) {
    CPANGO_CALL(void (*)(PangoFontDescription *), pango_font_description_free)(font);
}

static inline void cpango_object_unref(void *object) { CPANGO_CALL(void (*)(void *), g_object_unref)(object); }

#endif
