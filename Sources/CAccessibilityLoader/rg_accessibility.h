// The door between the shell and the accessibility module (Sources/CAccessibility): its
// types and the table of its functions. No GLib type crosses it.
//
// The module is a shared library of its own, librecipegrid-accessibility.so, that the
// program does not link: with it come ATK, atk-bridge, GLib, GObject and libdbus with what
// that pulls in (libsystemd, libgcrypt, zstd…), about 2.4 MB resident that a session without
// assistive technology never uses. The program opens it with `rg_accessibility_open` when
// accessibility is to start, and calls it through the table it returns. This header is all
// the program sees of it; the module includes it too, for the types and the table.
#ifndef RG_ACCESSIBILITY_H
#define RG_ACCESSIBILITY_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>

// The table's functions are marked _Nonnull, so that Swift calls them without unwrapping;
// the pointers they take and return are left as C has them.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

typedef struct RGAccessible RGAccessible;

/// What an object offers besides Component and Action.
typedef enum { RG_KIND_PLAIN, RG_KIND_TEXT, RG_KIND_TABLE, RG_KIND_CELL, RG_KIND_VALUE } RGKind;

/// Roles, as the core names them (AccessibleNode.Role); mapped to ATK's in C.
typedef enum {
    RG_ROLE_FRAME, RG_ROLE_MENU_BAR, RG_ROLE_MENU, RG_ROLE_MENU_ITEM, RG_ROLE_CHECK_MENU_ITEM, RG_ROLE_LIST,
    RG_ROLE_LIST_ITEM, RG_ROLE_TABLE, RG_ROLE_TABLE_CELL, RG_ROLE_PUSH_BUTTON, RG_ROLE_RADIO_GROUP, RG_ROLE_RADIO_BUTTON,
    RG_ROLE_CHECK_BOX, RG_ROLE_ENTRY, RG_ROLE_DIALOG, RG_ROLE_NOTIFICATION, RG_ROLE_PANEL, RG_ROLE_LABEL, RG_ROLE_SPIN_BUTTON,
    RG_ROLE_LINK
} RGRole;

/// States, the bits of AccessibleNode.States.
enum {
    RG_STATE_FOCUSABLE = 1 << 0, RG_STATE_FOCUSED = 1 << 1, RG_STATE_SELECTABLE = 1 << 2, RG_STATE_SELECTED = 1 << 3,
    RG_STATE_CHECKABLE = 1 << 4, RG_STATE_CHECKED = 1 << 5, RG_STATE_ENABLED = 1 << 6, RG_STATE_EDITABLE = 1 << 7,
    RG_STATE_SHOWING = 1 << 8, RG_STATE_MODAL = 1 << 9, RG_STATE_ACTIVE = 1 << 10, RG_STATE_MULTI_LINE = 1 << 11
};

/// What the objects ask of the program. `tag` is what Swift gave the object when it made
/// it; every call comes on the main thread, from `glib_dispatch`.
typedef struct {
    /// A table's cell `index` (row * columns + column), made or found by the program; NULL if none.
    RGAccessible *(*table_cell)(uintptr_t table_tag, int index);
    /// The object's action (press, toggle, select) was asked for.
    int (*do_action)(uintptr_t tag);
    /// A tool wrote into an entry (EditableText): its whole new text and the caret after the edit.
    void (*set_text)(uintptr_t tag, const char *text, int caret);
    /// A tool set a spin button's number (Value).
    void (*set_value)(uintptr_t tag, double value);
    /// The window's position on the screen, for screen extents.
    void (*window_origin)(int *x, int *y);
} RGCallbacks;

/* The module's functions, once: F(result, name, parameters) for each, the C function being
 * rg_<name>. The table's fields are made from this list, and so are the module's
 * declarations and the table it fills in, so the three cannot disagree.
 *
 * accessibility_start: starts atk-bridge on the accessibility bus; 1 when it runs. The
 *   application object's one child is the window (accessibility_set_window).
 * accessible_free: drops the program's reference; the bridge may hold the object a while longer.
 * accessible_set_table: a table's size and selected cell; its cells come from `table_cell`
 *   when asked for. accessible_set_cell_count: how many cells (the last row may be short).
 * accessible_set_value: a spin button's number and the range it moves in, which Value reports.
 * accessible_set_member_of: the radio buttons of a group name it as what they are members
 *   of: "2 of 3" is counted among them. accessible_set_position: "2 of 3", its place among
 *   its siblings of the same kind.
 * accessible_emit_value: the number set last changed (object:property-change:accessible-value).
 * accessible_emit_announcement: a notification to be spoken once: it shows (again).
 * accessibility_key: a key pressed or released in the window, for the tools listening to
 *   keys (a screen reader's echo and commands): `string` is the text it types, else its
 *   keysym's name. 1 when a listener consumed it: the program must then not act on it.
 * glib_prepare: the GLib main context folded into the program's poll loop: the descriptors
 *   to wait on (at most `capacity`, with events as poll(2) wants them) and the timeout in ms
 *   (-1: none). glib_dispatch: after poll, `revents` for the descriptors of the last
 *   prepare; runs what is due. */
#define RG_ACCESSIBILITY_FUNCTIONS(F)                                                                                   \
    F(int, accessibility_start, (const char *app_name, const char *version, RGCallbacks callbacks))                     \
    F(void, accessibility_set_window, (RGAccessible * window))                                                          \
    F(RGAccessible *, accessible_new, (RGKind kind, RGRole role, uintptr_t tag))                                        \
    F(void, accessible_free, (RGAccessible * object))                                                                   \
    F(void, accessible_set_name, (RGAccessible * object, const char *name))                                             \
    F(void, accessible_set_description, (RGAccessible * object, const char *description))                               \
    F(void, accessible_set_states, (RGAccessible * object, uint32_t states))                                            \
    F(void, accessible_set_extents, (RGAccessible * object, int x, int y, int width, int height))                       \
    F(void, accessible_set_children, (RGAccessible * object, RGAccessible *const *children, int count))                 \
    F(void, accessible_set_table, (RGAccessible * object, int rows, int columns, int selected_index))                   \
    F(void, accessible_set_cell_count, (RGAccessible * object, int count))                                              \
    F(void, accessible_set_cell, (RGAccessible * object, RGAccessible * table, int row, int column))                    \
    F(void, accessible_set_text, (RGAccessible * object, const char *text, int caret))                                  \
    F(void, accessible_set_value, (RGAccessible * object, double value, double minimum, double maximum))                \
    F(void, accessible_set_action, (RGAccessible * object, const char *name, const char *key_binding))                  \
    F(void, accessible_set_member_of, (RGAccessible * object, RGAccessible * group))                                    \
    F(void, accessible_set_position, (RGAccessible * object, int index, int count))                                     \
    F(void, accessible_emit_state, (RGAccessible * object, uint32_t state, int value))                                  \
    F(void, accessible_emit_focus, (RGAccessible * object))                                                             \
    F(void, accessible_emit_children_changed, (RGAccessible * object))                                                  \
    F(void, accessible_emit_text, (RGAccessible * object, int inserted, int position, const char *text))                \
    F(void, accessible_emit_caret, (RGAccessible * object, int offset))                                                 \
    F(void, accessible_emit_value, (RGAccessible * object))                                                             \
    F(void, accessible_emit_announcement, (RGAccessible * object, const char *text))                                    \
    F(int, accessibility_key, (int pressed, unsigned keysym, unsigned state, unsigned keycode, const char *string, unsigned time)) \
    F(int, glib_prepare, (int *fds, short *events, int capacity, int *timeout))                                         \
    F(void, glib_dispatch, (const short *revents, int count))

/// Changes whenever the table does: a module left from another build is refused, not called wrongly.
enum { RG_ACCESSIBILITY_VERSION = 1 };

#define RG_ACCESSIBILITY_FIELD(result, name, parameters) result(*_Nonnull name) parameters;
typedef struct {
    uint32_t version;
    RG_ACCESSIBILITY_FUNCTIONS(RG_ACCESSIBILITY_FIELD)
} RGAccessibilityFunctions;
#undef RG_ACCESSIBILITY_FIELD

/// The one symbol the module exports: its table.
#define RG_ACCESSIBILITY_ENTRY "rg_accessibility_functions"

/// Opens the module at `path` and returns its table; NULL, with `error` saying why, when it
/// cannot be opened (or is of another build). Opened once and never closed: GLib cannot be
/// unloaded.
static inline const RGAccessibilityFunctions *rg_accessibility_open(const char *path, const char **error) {
    void *module = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!module) {
        *error = dlerror();
        return NULL;
    }
    const RGAccessibilityFunctions *(*entry)(void) = (const RGAccessibilityFunctions *(*)(void))dlsym(module, RG_ACCESSIBILITY_ENTRY);
    const RGAccessibilityFunctions *functions = entry ? entry() : NULL;
    if (!functions || functions->version != RG_ACCESSIBILITY_VERSION) {
        // Not closed: its libraries' constructors have run, and GLib cannot be unloaded.
        *error = "it is not this build's accessibility module";
        return NULL;
    }
    return functions;
}

#pragma clang diagnostic pop

#endif
