/*
 * floor — the bench's floors: the least an Xlib program does for the keys the bench sends
 * RecipeGrid, on the same grid.
 *
 * It lays the grid out as RecipeGrid does (GridLayout and Metrics at scale 1): a 30 px menu
 * bar, a 220 px sidebar, a 56 px header, then tiles of at least 240 px with 24 px padding
 * and 20 px gaps (3 columns of 290x237 at 1180x780), each an art area and a 40 px name band
 * with the recipe's name in Xft, and a 4 px selection ring 3 px outside the selected tile.
 * The arrow keys move the selection (Left and Right in reading order, as RecipeGrid's) and
 * scroll the view by the least that shows the selected tile and its ring
 * (GridLayout.scrollToShow). Three ways to draw:
 *
 *   --flat            every tile a key changes is filled and its text drawn with Xft,
 *                     straight into the window
 *   --pixmap          each tile is drawn once into a pixmap of a cache (96 pixmaps, enough
 *                     for every tile the bench's keys reach); a frame copies tiles from it
 *                     with XCopyArea
 *   --pixmap --blit   as --pixmap, and a scroll is one XCopyArea of the window onto itself,
 *                     then only the strip it uncovers is drawn
 *
 * A key draws only what it changed: without a scroll, the tile it left (without its ring)
 * and the tile it reached (with it); with one, the whole view (--blit: the old ring erased,
 * the copy, the uncovered strip). The ring comes last. Plain rectangles, no rounded corners and no
 * off-screen frame: less than RecipeGrid draws, which is the point. Events are read with
 * XNextEvent and each key is drawn as it is read, then XFlush.
 *
 *   floor (--flat | --pixmap [--blit]) [--count N] [--geometry WxH]
 *
 * Build: gcc -O2 -Wall -o floor floor.c $(pkg-config --cflags --libs x11 xft)
 */
#include <X11/Xft/Xft.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* RecipeGrid's Metrics at scale 1 */
enum { MENU = 30, SIDEBAR = 220, HEADER = 56, PAD = 24, GAP = 20, MIN_TILE = 240, NAME_H = 40,
       RING = 4, RING_GAP = 3, OUTSET = RING_GAP + RING + 2, CACHE = 96 };

static Display *dpy;
static Window win;
static GC gc;           /* clipped to the view */
static GC chrome_gc;    /* the menu bar, the sidebar, the header */
static XftDraw *xd;     /* the window, clipped to the view */
static XftDraw *chrome_xd;
static XftDraw *cache_xd; /* moved from pixmap to pixmap */
static XftFont *font, *small;
static XftColor ink, muted;
static unsigned long bg, band, ring, menu_bg, side_bg, art[12];

static int width = 1180, height = 780, count = 10000, pixmaps, blit;
static int cols, tile_w, tile_h, pitch, rows_total, view_x, view_y, view_w, view_h, max_scroll;
static int sel, scroll;
static Pixmap cache[CACHE];
static int cached[CACHE];

static const char *adjectives[] = {"Smoky", "Quick", "Lemony", "Roasted", "Spiced", "Creamy", "Crispy", "Herbed",
                                   "Sticky", "Golden", "Rustic", "Fresh", "Garlic", "Maple", "Charred", "Tangy"};
static const char *dishes[] = {"Lentil Soup", "Focaccia", "Shakshuka", "Noodles", "Risotto", "Dal", "Flatbread",
                               "Tacos", "Gnocchi", "Stew", "Curry", "Tart", "Salad", "Pilaf", "Dumplings", "Chili"};
static const char *categories[] = {"Breakfast", "Bread", "Soup", "Salad", "Pasta", "Rice", "Curry", "Stew",
                                   "Baking", "Dessert", "Drinks", "Snacks"};

static unsigned long pixel(const char *spec)
{
    XColor c;
    XParseColor(dpy, DefaultColormap(dpy, DefaultScreen(dpy)), spec, &c);
    XAllocColor(dpy, DefaultColormap(dpy, DefaultScreen(dpy)), &c);
    return c.pixel;
}

static void layout(void)
{
    int available = width - SIDEBAR - 2 * PAD;
    if (available < 0) available = 0;
    cols = (available + GAP) / (MIN_TILE + GAP);
    if (cols < 1) cols = 1;
    tile_w = (available - GAP * (cols - 1)) / cols;
    if (tile_w < 40) tile_w = 40;
    tile_h = (int)(tile_w * 0.68 + 0.5) + NAME_H;
    pitch = tile_h + GAP;
    rows_total = (count + cols - 1) / cols;
    view_x = SIDEBAR;
    view_y = MENU + HEADER;
    view_w = width - SIDEBAR;
    view_h = height - view_y;
    int content = rows_total ? 2 * PAD + rows_total * tile_h + (rows_total - 1) * GAP : 0;
    max_scroll = content > view_h ? content - view_h : 0;
}

/* tile i's top-left in the window at the current scroll */
static int tile_x(int i) { return view_x + PAD + (i % cols) * (tile_w + GAP); }
static int tile_y(int i) { return view_y + PAD + (i / cols) * pitch - scroll; }

static int scroll_to_show(int i, int from)
{
    int top = PAD + (i / cols) * pitch - OUTSET, bottom = PAD + (i / cols) * pitch + tile_h + OUTSET;
    int s = from;
    if (bottom > s + view_h) s = bottom - view_h;
    if (top < s) s = top;
    if (s > max_scroll) s = max_scroll;
    return s < 0 ? 0 : s;
}

static void name_of(int i, char *out, size_t size)
{
    snprintf(out, size, "%s %s %d", adjectives[(i * 7) % 16], dishes[(i * 5 + i / 16) % 16], i + 1);
}

/* One tile at (x, y) of `d`: the art area, the name band, the category and the name. */
static void paint_tile(Drawable d, GC g, XftDraw *x_draw, int i, int x, int y)
{
    char name[64];
    int art_h = tile_h - NAME_H;
    XSetForeground(dpy, g, art[i % 12]);
    XFillRectangle(dpy, d, g, x, y, tile_w, art_h);
    XSetForeground(dpy, g, band);
    XFillRectangle(dpy, d, g, x, y + art_h, tile_w, NAME_H);
    const char *category = categories[i % 12];
    XftDrawStringUtf8(x_draw, &muted, small, x + 12, y + 12 + small->ascent, (const FcChar8 *)category,
                      (int)strlen(category));
    name_of(i, name, sizeof name);
    XftDrawStringUtf8(x_draw, &ink, font, x + 12, y + art_h + (NAME_H + font->ascent - font->descent) / 2,
                      (const FcChar8 *)name, (int)strlen(name));
}

static Pixmap cached_tile(int i)
{
    int slot = i % CACHE;
    if (!cache[slot]) cache[slot] = XCreatePixmap(dpy, win, tile_w, tile_h, DefaultDepth(dpy, DefaultScreen(dpy)));
    if (cached[slot] != i) {
        XftDrawChange(cache_xd, cache[slot]);
        paint_tile(cache[slot], chrome_gc, cache_xd, i, 0, 0);
        cached[slot] = i;
    }
    return cache[slot];
}

/* Tile i, or the part of it inside the rectangle (cx, cy, cw, ch) of the window. */
static void draw_tile_part(int i, int cx, int cy, int cw, int ch)
{
    int x = tile_x(i), y = tile_y(i);
    if (!pixmaps) {
        paint_tile(win, gc, xd, i, x, y); /* the GC and the XftDraw clip to the view */
        return;
    }
    int x0 = x > cx ? x : cx, y0 = y > cy ? y : cy;
    int x1 = x + tile_w < cx + cw ? x + tile_w : cx + cw, y1 = y + tile_h < cy + ch ? y + tile_h : cy + ch;
    if (x1 <= x0 || y1 <= y0) return;
    XCopyArea(dpy, cached_tile(i), win, gc, x0 - x, y0 - y, x1 - x0, y1 - y0, x0, y0);
}

static void draw_tile(int i) { draw_tile_part(i, view_x, view_y, view_w, view_h); }

/* The ring's four sides around tile i, in `color`. */
static void draw_ring(int i, unsigned long color)
{
    int x = tile_x(i) - RING_GAP - RING, y = tile_y(i) - RING_GAP - RING;
    int w = tile_w + 2 * (RING_GAP + RING), h = tile_h + 2 * (RING_GAP + RING);
    XRectangle sides[4] = {{x, y, w, RING}, {x, y + h - RING, w, RING}, {x, y + RING, RING, h - 2 * RING},
                           {x + w - RING, y + RING, RING, h - 2 * RING}};
    XSetForeground(dpy, gc, color);
    XFillRectangles(dpy, win, gc, sides, 4);
}

/* The view's rows that meet the window's rows [top, bottom), on a cleared background. */
static void draw_strip(int top, int bottom)
{
    if (top < view_y) top = view_y;
    if (bottom > view_y + view_h) bottom = view_y + view_h;
    if (bottom <= top) return;
    XSetForeground(dpy, gc, bg);
    XFillRectangle(dpy, win, gc, view_x, top, view_w, bottom - top);
    int first_row = (top - view_y - PAD + scroll) / pitch - 1, last_row = (bottom - view_y - PAD + scroll) / pitch + 1;
    if (first_row < 0) first_row = 0;
    for (int row = first_row; row <= last_row && row < rows_total; row++)
        for (int c = 0; c < cols && row * cols + c < count; c++) {
            int i = row * cols + c;
            if (tile_y(i) < bottom && tile_y(i) + tile_h > top) draw_tile_part(i, view_x, top, view_w, bottom - top);
        }
}

static void draw_chrome(void)
{
    static const char *menus[] = {"File", "Edit", "View", "Go", "Help"};
    XSetForeground(dpy, chrome_gc, menu_bg);
    XFillRectangle(dpy, win, chrome_gc, 0, 0, width, MENU);
    for (int m = 0, x = 12; m < 5; x += 60, m++)
        XftDrawStringUtf8(chrome_xd, &ink, small, x, (MENU + small->ascent - small->descent) / 2,
                          (const FcChar8 *)menus[m], (int)strlen(menus[m]));
    XSetForeground(dpy, chrome_gc, side_bg);
    XFillRectangle(dpy, win, chrome_gc, 0, MENU, SIDEBAR, height - MENU);
    for (int c = 0; c < 12; c++)
        XftDrawStringUtf8(chrome_xd, &ink, font, 20, MENU + 10 + 36 * c + (36 + font->ascent - font->descent) / 2,
                          (const FcChar8 *)categories[c], (int)strlen(categories[c]));
    XSetForeground(dpy, chrome_gc, bg);
    XFillRectangle(dpy, win, chrome_gc, SIDEBAR, MENU, width - SIDEBAR, HEADER);
    char header[64];
    snprintf(header, sizeof header, "All recipes (%d)", count);
    XftDrawStringUtf8(chrome_xd, &ink, font, SIDEBAR + PAD, MENU + (HEADER + font->ascent - font->descent) / 2,
                      (const FcChar8 *)header, (int)strlen(header));
}

static void draw_all(void)
{
    draw_chrome();
    draw_strip(view_y, view_y + view_h);
    draw_ring(sel, ring);
}

static void on_key(KeySym sym)
{
    int to = sel;
    switch (sym) {
    case XK_Down: if (sel + cols < count) to = sel + cols; break;
    case XK_Up: if (sel - cols >= 0) to = sel - cols; break;
    case XK_Right: if (sel + 1 < count) to = sel + 1; break;
    case XK_Left: if (sel > 0) to = sel - 1; break;
    default: return;
    }
    if (to == sel) return;
    int from = sel, old_scroll = scroll;
    int new_scroll = scroll_to_show(to, scroll), delta = new_scroll - old_scroll;
    sel = to;
    if (delta == 0) {
        /* the tile left, without its ring (its background first), then the tile reached */
        draw_ring(from, bg);
        draw_tile(from);
        draw_tile(to);
    } else if (blit && abs(delta) < view_h) {
        /* the view moved by delta: the part still shown is copied, the strip uncovered drawn */
        draw_ring(from, bg);
        if (delta > 0)
            XCopyArea(dpy, win, win, gc, view_x, view_y + delta, view_w, view_h - delta, view_x, view_y);
        else
            XCopyArea(dpy, win, win, gc, view_x, view_y, view_w, view_h + delta, view_x, view_y - delta);
        scroll = new_scroll;
        if (delta > 0) draw_strip(view_y + view_h - delta, view_y + view_h);
        else draw_strip(view_y, view_y - delta);
    } else {
        scroll = new_scroll;
        draw_strip(view_y, view_y + view_h);
    }
    draw_ring(sel, ring);
    XFlush(dpy);
}

static void usage(void)
{
    fprintf(stderr, "usage: floor (--flat | --pixmap [--blit]) [--count N] [--geometry WxH]\n");
    exit(2);
}

int main(int argc, char **argv)
{
    int flat = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--flat") == 0) flat = 1;
        else if (strcmp(argv[i], "--pixmap") == 0) pixmaps = 1;
        else if (strcmp(argv[i], "--blit") == 0) blit = 1;
        else if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) count = atoi(argv[++i]);
        else if (strcmp(argv[i], "--geometry") == 0 && i + 1 < argc) {
            if (sscanf(argv[++i], "%dx%d", &width, &height) != 2) usage();
        } else usage();
    }
    if (flat == pixmaps || (blit && !pixmaps) || count < 1 || width < 400 || height < 200) usage();
    if (!(dpy = XOpenDisplay(NULL))) {
        fprintf(stderr, "floor: cannot open the display\n");
        return 1;
    }
    int screen = DefaultScreen(dpy);
    layout();
    bg = pixel("#f6f4f0");
    band = pixel("#ffffff");
    ring = pixel("#2a6df4");
    menu_bg = pixel("#e8e6e1");
    side_bg = pixel("#eeeae4");
    for (int c = 0; c < 12; c++) {
        char spec[16];
        snprintf(spec, sizeof spec, "#%02x%02x%02x", 120 + (c * 37) % 120, 120 + (c * 71) % 120, 120 + (c * 53) % 120);
        art[c] = pixel(spec);
    }
    for (int s = 0; s < CACHE; s++) cached[s] = -1;

    XSetWindowAttributes wa = {.background_pixel = bg, .event_mask = ExposureMask | KeyPressMask | StructureNotifyMask};
    win = XCreateWindow(dpy, RootWindow(dpy, screen), 0, 0, width, height, 0, CopyFromParent, InputOutput,
                        CopyFromParent, CWBackPixel | CWEventMask, &wa);
    XStoreName(dpy, win, flat ? "floor --flat" : blit ? "floor --pixmap --blit" : "floor --pixmap");
    XSizeHints hints = {.flags = PSize | PMinSize | PMaxSize, .width = width, .height = height,
                        .min_width = width, .min_height = height, .max_width = width, .max_height = height};
    XSetWMNormalHints(dpy, win, &hints);
    XWMHints wm = {.flags = InputHint, .input = True};
    XSetWMHints(dpy, win, &wm);

    XGCValues gv = {.graphics_exposures = False};
    gc = XCreateGC(dpy, win, GCGraphicsExposures, &gv);
    chrome_gc = XCreateGC(dpy, win, GCGraphicsExposures, &gv);
    XRectangle view = {view_x, view_y, view_w, view_h};
    XSetClipRectangles(dpy, gc, 0, 0, &view, 1, YXBanded);
    Visual *visual = DefaultVisual(dpy, screen);
    Colormap colormap = DefaultColormap(dpy, screen);
    xd = XftDrawCreate(dpy, win, visual, colormap);
    XftDrawSetClipRectangles(xd, 0, 0, &view, 1);
    chrome_xd = XftDrawCreate(dpy, win, visual, colormap);
    cache_xd = XftDrawCreate(dpy, win, visual, colormap);
    font = XftFontOpenName(dpy, screen, "sans:bold:pixelsize=15");
    small = XftFontOpenName(dpy, screen, "sans:pixelsize=13");
    if (!font || !small || !XftColorAllocName(dpy, visual, colormap, "#202020", &ink) ||
        !XftColorAllocName(dpy, visual, colormap, "#505050", &muted)) {
        fprintf(stderr, "floor: no font or colour\n");
        return 1;
    }
    XMapWindow(dpy, win);
    XFlush(dpy);

    for (;;) {
        XEvent ev;
        XNextEvent(dpy, &ev);
        if (ev.type == Expose && ev.xexpose.count == 0) {
            draw_all();
            XFlush(dpy);
        } else if (ev.type == KeyPress) {
            on_key(XLookupKeysym(&ev.xkey, 0));
        }
    }
}
