// Accessible objects for ATK: one GObject type per kind (plain, text, table, table cell),
// each holding what Swift last set on it. atk-bridge reads them over AT-SPI.
#include "rg_private.h"

#include <string.h>

RGCallbacks rg_callbacks;
// Defined by G_DEFINE_TYPE below; the class functions above it chain up through it.
static gpointer rg_accessible_parent_class;

static AtkRole atk_role(RGRole role) {
    switch (role) {
    case RG_ROLE_FRAME: return ATK_ROLE_FRAME;
    case RG_ROLE_MENU_BAR: return ATK_ROLE_MENU_BAR;
    case RG_ROLE_MENU: return ATK_ROLE_MENU;
    case RG_ROLE_MENU_ITEM: return ATK_ROLE_MENU_ITEM;
    case RG_ROLE_CHECK_MENU_ITEM: return ATK_ROLE_CHECK_MENU_ITEM;
    case RG_ROLE_LIST: return ATK_ROLE_LIST;
    case RG_ROLE_LIST_ITEM: return ATK_ROLE_LIST_ITEM;
    case RG_ROLE_TABLE: return ATK_ROLE_TABLE;
    case RG_ROLE_TABLE_CELL: return ATK_ROLE_TABLE_CELL;
    case RG_ROLE_PUSH_BUTTON: return ATK_ROLE_PUSH_BUTTON;
    case RG_ROLE_RADIO_GROUP: return ATK_ROLE_GROUPING;
    case RG_ROLE_RADIO_BUTTON: return ATK_ROLE_RADIO_BUTTON;
    case RG_ROLE_CHECK_BOX: return ATK_ROLE_CHECK_BOX;
    case RG_ROLE_ENTRY: return ATK_ROLE_ENTRY;
    case RG_ROLE_DIALOG: return ATK_ROLE_DIALOG;
    case RG_ROLE_NOTIFICATION: return ATK_ROLE_NOTIFICATION;
    case RG_ROLE_PANEL: return ATK_ROLE_PANEL;
    case RG_ROLE_LABEL: return ATK_ROLE_LABEL;
    case RG_ROLE_SPIN_BUTTON: return ATK_ROLE_SPIN_BUTTON;
    case RG_ROLE_LINK: return ATK_ROLE_LINK;
    }
    return ATK_ROLE_UNKNOWN;
}

AtkStateType rg_atk_state(uint32_t state) {
    switch (state) {
    case RG_STATE_FOCUSABLE: return ATK_STATE_FOCUSABLE;
    case RG_STATE_FOCUSED: return ATK_STATE_FOCUSED;
    case RG_STATE_SELECTABLE: return ATK_STATE_SELECTABLE;
    case RG_STATE_SELECTED: return ATK_STATE_SELECTED;
    case RG_STATE_CHECKABLE: return ATK_STATE_CHECKABLE;
    case RG_STATE_CHECKED: return ATK_STATE_CHECKED;
    case RG_STATE_ENABLED: return ATK_STATE_ENABLED;
    case RG_STATE_EDITABLE: return ATK_STATE_EDITABLE;
    case RG_STATE_SHOWING: return ATK_STATE_SHOWING;
    case RG_STATE_MODAL: return ATK_STATE_MODAL;
    case RG_STATE_ACTIVE: return ATK_STATE_ACTIVE;
    case RG_STATE_MULTI_LINE: return ATK_STATE_MULTI_LINE;
    }
    return ATK_STATE_INVALID;
}

// MARK: AtkObject

static gint rg_get_n_children(AtkObject *object) {
    RGAccessible *self = RG_ACCESSIBLE(object);
    if (self->kind == RG_KIND_TABLE) return self->cell_count;
    return self->children ? (gint)self->children->len : 0;
}

static AtkObject *rg_ref_child(AtkObject *object, gint index) {
    RGAccessible *self = RG_ACCESSIBLE(object);
    if (self->kind == RG_KIND_TABLE) {
        if (index < 0 || index >= self->cell_count || !rg_callbacks.table_cell) return NULL;
        RGAccessible *cell = rg_callbacks.table_cell(self->tag, index);
        return cell ? g_object_ref(ATK_OBJECT(cell)) : NULL;
    }
    if (!self->children || index < 0 || index >= (gint)self->children->len) return NULL;
    return g_object_ref(ATK_OBJECT(g_ptr_array_index(self->children, index)));
}

static gint rg_get_index_in_parent(AtkObject *object) {
    RGAccessible *self = RG_ACCESSIBLE(object);
    if (self->kind == RG_KIND_CELL) return self->row * (self->table ? self->table->columns : 1) + self->column;
    AtkObject *parent = atk_object_get_parent(object);
    if (!parent || !RG_IS_ACCESSIBLE(parent)) return 0;
    GPtrArray *siblings = RG_ACCESSIBLE(parent)->children;
    for (guint i = 0; siblings && i < siblings->len; i++)
        if (g_ptr_array_index(siblings, i) == self) return (gint)i;
    return -1;
}

static AtkStateSet *rg_ref_state_set(AtkObject *object) {
    AtkStateSet *set = ATK_OBJECT_CLASS(rg_accessible_parent_class)->ref_state_set(object);
    uint32_t states = RG_ACCESSIBLE(object)->states;
    for (uint32_t bit = 1; bit <= RG_STATE_MULTI_LINE; bit <<= 1)
        if (states & bit) atk_state_set_add_state(set, rg_atk_state(bit));
    if (states & RG_STATE_SHOWING) atk_state_set_add_state(set, ATK_STATE_VISIBLE);
    if (states & RG_STATE_ENABLED) atk_state_set_add_state(set, ATK_STATE_SENSITIVE);
    // An entry is one line unless it says it has many, as GTK's are.
    if (ATK_OBJECT(object)->role == ATK_ROLE_ENTRY && !(states & RG_STATE_MULTI_LINE))
        atk_state_set_add_state(set, ATK_STATE_SINGLE_LINE);
    return set;
}

static AtkAttributeSet *rg_get_attributes(AtkObject *object) {
    RGAccessible *self = RG_ACCESSIBLE(object);
    AtkAttributeSet *set = NULL;
    if (self->set_size > 0) {
        AtkAttribute *position = g_new0(AtkAttribute, 1), *size = g_new0(AtkAttribute, 1);
        position->name = g_strdup("posinset");
        position->value = g_strdup_printf("%d", self->position);
        size->name = g_strdup("setsize");
        size->value = g_strdup_printf("%d", self->set_size);
        set = g_slist_append(g_slist_append(set, position), size);
    }
    return set;
}

static void rg_finalize(GObject *object) {
    RGAccessible *self = RG_ACCESSIBLE(object);
    if (self->children) g_ptr_array_unref(self->children);
    g_free(self->text);
    g_free(self->action_name);
    g_free(self->key_binding);
    G_OBJECT_CLASS(rg_accessible_parent_class)->finalize(object);
}

// MARK: Component and Action

static void rg_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height, AtkCoordType coords) {
    RGAccessible *self = RG_ACCESSIBLE(component);
    int origin_x = 0, origin_y = 0;
    if (coords == ATK_XY_SCREEN && rg_callbacks.window_origin) rg_callbacks.window_origin(&origin_x, &origin_y);
    if (x) *x = self->x + origin_x;
    if (y) *y = self->y + origin_y;
    if (width) *width = self->width;
    if (height) *height = self->height;
}

static void rg_component_init(AtkComponentIface *iface) { iface->get_extents = rg_get_extents; }

static gint rg_get_n_actions(AtkAction *action) { return RG_ACCESSIBLE(action)->action_name ? 1 : 0; }
static const gchar *rg_action_name(AtkAction *action, gint i) { return i == 0 ? RG_ACCESSIBLE(action)->action_name : NULL; }
static const gchar *rg_action_keybinding(AtkAction *action, gint i) { return i == 0 ? RG_ACCESSIBLE(action)->key_binding : NULL; }
static gboolean rg_do_action(AtkAction *action, gint i) {
    return i == 0 && rg_callbacks.do_action && rg_callbacks.do_action(RG_ACCESSIBLE(action)->tag);
}

static void rg_action_init(AtkActionIface *iface) {
    iface->get_n_actions = rg_get_n_actions;
    iface->get_name = rg_action_name;
    iface->get_keybinding = rg_action_keybinding;
    iface->do_action = rg_do_action;
}

G_DEFINE_TYPE_WITH_CODE(RGAccessible, rg_accessible, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, rg_component_init)
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, rg_action_init))

static void rg_accessible_class_init(RGAccessibleClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = rg_get_n_children;
    atk->ref_child = rg_ref_child;
    atk->get_index_in_parent = rg_get_index_in_parent;
    atk->ref_state_set = rg_ref_state_set;
    atk->get_attributes = rg_get_attributes;
    G_OBJECT_CLASS(klass)->finalize = rg_finalize;
}

static void rg_accessible_init(RGAccessible *self) { self->selected_index = -1; }

// MARK: Made and set from Swift

RGAccessible *rg_accessible_new(RGKind kind, RGRole role, uintptr_t tag) {
    GType type = kind == RG_KIND_TEXT ? rg_accessible_text_get_type()
                 : kind == RG_KIND_TABLE ? rg_accessible_table_get_type()
                 : kind == RG_KIND_CELL ? rg_accessible_cell_get_type()
                 : kind == RG_KIND_VALUE ? rg_accessible_value_get_type()
                                        : rg_accessible_get_type();
    RGAccessible *self = g_object_new(type, NULL);
    self->kind = kind;
    self->tag = tag;
    atk_object_set_role(ATK_OBJECT(self), atk_role(role));
    return self;
}

void rg_accessible_free(RGAccessible *object) { g_object_unref(object); }

void rg_accessible_set_name(RGAccessible *object, const char *name) {
    const char *now = atk_object_get_name(ATK_OBJECT(object));
    if (!now || strcmp(now, name) != 0) atk_object_set_name(ATK_OBJECT(object), name);
}

void rg_accessible_set_description(RGAccessible *object, const char *description) {
    const char *now = atk_object_get_description(ATK_OBJECT(object));
    if (!now || strcmp(now, description) != 0) atk_object_set_description(ATK_OBJECT(object), description);
}

void rg_accessible_set_states(RGAccessible *object, uint32_t states) { object->states = states; }

void rg_accessible_set_extents(RGAccessible *object, int x, int y, int width, int height) {
    object->x = x;
    object->y = y;
    object->width = width;
    object->height = height;
}

void rg_accessible_set_children(RGAccessible *object, RGAccessible *const *children, int count) {
    GPtrArray *list = g_ptr_array_new_with_free_func(g_object_unref);
    for (int i = 0; i < count; i++) {
        g_ptr_array_add(list, g_object_ref(children[i]));
        atk_object_set_parent(ATK_OBJECT(children[i]), ATK_OBJECT(object));
    }
    if (object->children) g_ptr_array_unref(object->children);
    object->children = list;
}

void rg_accessible_set_text(RGAccessible *object, const char *text, int caret) {
    g_free(object->text);
    object->text = g_strdup(text);
    object->caret = caret;
}

void rg_accessible_set_action(RGAccessible *object, const char *name, const char *key_binding) {
    g_free(object->action_name);
    g_free(object->key_binding);
    object->action_name = name ? g_strdup(name) : NULL;
    object->key_binding = key_binding ? g_strdup(key_binding) : NULL;
}

void rg_accessible_set_member_of(RGAccessible *object, RGAccessible *group) {
    atk_object_add_relationship(ATK_OBJECT(object), ATK_RELATION_MEMBER_OF, ATK_OBJECT(group));
}

void rg_accessible_set_position(RGAccessible *object, int index, int count) {
    object->position = index;
    object->set_size = count;
}

// MARK: Events

void rg_accessible_emit_state(RGAccessible *object, uint32_t state, int value) {
    atk_object_notify_state_change(ATK_OBJECT(object), rg_atk_state(state), value != 0);
}

void rg_accessible_emit_focus(RGAccessible *object) {
    atk_object_notify_state_change(ATK_OBJECT(object), ATK_STATE_FOCUSED, TRUE);
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    // The bridge turns this into the "focus:" event older clients listen for.
    atk_focus_tracker_notify(ATK_OBJECT(object));
    G_GNUC_END_IGNORE_DEPRECATIONS
}

void rg_accessible_emit_children_changed(RGAccessible *object) {
    AtkObject *first = rg_get_n_children(ATK_OBJECT(object)) > 0 ? rg_ref_child(ATK_OBJECT(object), 0) : NULL;
    if (!first) return;
    g_signal_emit_by_name(object, "children-changed::add", 0, first);
    g_object_unref(first);
}

void rg_accessible_emit_text(RGAccessible *object, int inserted, int position, const char *text) {
    g_signal_emit_by_name(object, inserted ? "text-insert" : "text-remove", position, (gint)g_utf8_strlen(text, -1), text);
}

void rg_accessible_emit_caret(RGAccessible *object, int offset) { g_signal_emit_by_name(object, "text-caret-moved", offset); }

void rg_accessible_emit_value(RGAccessible *object) {
    // AtkObject turns the notify into property-change::accessible-value, which the bridge
    // sends as object:property-change:accessible-value, as GTK 3's spin buttons do.
    g_object_notify(G_OBJECT(object), "accessible-value");
}

void rg_accessible_emit_announcement(RGAccessible *object, const char *text) {
    (void)text;
    // A notification that shows is what screen readers speak, Orca 43 included; ATK's
    // newer announcement signal is not heard by it, and both would be spoken twice later.
    atk_object_notify_state_change(ATK_OBJECT(object), ATK_STATE_SHOWING, TRUE);
}
