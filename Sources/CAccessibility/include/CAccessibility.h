// The door between the shell and ATK: accessible objects made, updated and announced
// from Swift, exported on the AT-SPI bus by atk-bridge. No GLib type crosses it.
#ifndef RG_ACCESSIBILITY_H
#define RG_ACCESSIBILITY_H

#include <stdint.h>

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
/// it; every call comes on the main thread, from `rg_glib_dispatch`.
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

/// Starts the bridge when an accessibility bus is there to be found (a session bus, or
/// AT_SPI_BUS_ADDRESS), unless NO_AT_BRIDGE=1; returns 1 when it runs. `root` is the
/// application's one child, the window.
int rg_accessibility_start(const char *app_name, const char *version, RGCallbacks callbacks);

RGAccessible *rg_accessible_new(RGKind kind, RGRole role, uintptr_t tag);
/// Drops the program's reference; the bridge may hold the object a while longer.
void rg_accessible_free(RGAccessible *object);
/// The application object's one child: the window's frame.
void rg_accessibility_set_window(RGAccessible *window);

void rg_accessible_set_name(RGAccessible *object, const char *name);
void rg_accessible_set_description(RGAccessible *object, const char *description);
void rg_accessible_set_states(RGAccessible *object, uint32_t states);
void rg_accessible_set_extents(RGAccessible *object, int x, int y, int width, int height);
void rg_accessible_set_children(RGAccessible *object, RGAccessible *const *children, int count);
/// A table's size and selected cell; its cells come from `table_cell` when asked for.
void rg_accessible_set_table(RGAccessible *object, int rows, int columns, int selected_index);
/// How many cells the table has (the last row may be short).
void rg_accessible_set_cell_count(RGAccessible *object, int count);
void rg_accessible_set_cell(RGAccessible *object, RGAccessible *table, int row, int column);
void rg_accessible_set_text(RGAccessible *object, const char *text, int caret);
/// A spin button's number and the range it moves in, which Value reports.
void rg_accessible_set_value(RGAccessible *object, double value, double minimum, double maximum);
void rg_accessible_set_action(RGAccessible *object, const char *name, const char *key_binding);
/// The radio buttons of a group name it as what they are members of: "2 of 3" is
/// counted among them.
void rg_accessible_set_member_of(RGAccessible *object, RGAccessible *group);
/// "2 of 3": its place among its siblings of the same kind.
void rg_accessible_set_position(RGAccessible *object, int index, int count);

void rg_accessible_emit_state(RGAccessible *object, uint32_t state, int value);
void rg_accessible_emit_focus(RGAccessible *object);
void rg_accessible_emit_children_changed(RGAccessible *object);
void rg_accessible_emit_text(RGAccessible *object, int inserted, int position, const char *text);
void rg_accessible_emit_caret(RGAccessible *object, int offset);
/// The number set last changed: object:property-change:accessible-value.
void rg_accessible_emit_value(RGAccessible *object);
/// A notification to be spoken once: it shows (again).
void rg_accessible_emit_announcement(RGAccessible *object, const char *text);

/// A key pressed or released in the window, for the tools listening to keys (a screen
/// reader's echo and commands): `string` is the text it types, else its keysym's name.
/// Returns 1 when a listener consumed it: the program must then not act on it.
int rg_accessibility_key(int pressed, unsigned keysym, unsigned state, unsigned keycode, const char *string, unsigned time);

/// The GLib main context folded into the program's poll loop: the descriptors to wait on
/// (at most `capacity`, with events as poll(2) wants them) and the timeout in ms (-1: none).
int rg_glib_prepare(int *fds, short *events, int capacity, int *timeout);
/// After poll: `revents` for the descriptors of the last prepare; runs what is due.
void rg_glib_dispatch(const short *revents, int count);

#endif
