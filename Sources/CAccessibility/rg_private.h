// What the C files of the accessibility module share; not seen by Swift, which calls the
// module through its table (rg_accessibility.h).
#ifndef RG_PRIVATE_H
#define RG_PRIVATE_H

#include "rg_module.h"

#include <atk/atk.h>

struct RGAccessible {
    AtkObject parent;
    uintptr_t tag;
    RGKind kind;
    uint32_t states;
    int x, y, width, height;
    GPtrArray *children;
    // A table: its size, its cells (made by the program when asked for), the selected one.
    int rows, columns, cell_count, selected_index;
    // A cell: its table (not held) and place.
    RGAccessible *table;
    int row, column;
    char *text;
    int caret;
    char *action_name, *key_binding;
    int position, set_size;
    // A spin button: its number and range.
    double value, minimum, maximum;
};

typedef struct {
    AtkObjectClass parent_class;
} RGAccessibleClass;

GType rg_accessible_get_type(void);
GType rg_accessible_text_get_type(void);
GType rg_accessible_table_get_type(void);
GType rg_accessible_cell_get_type(void);
GType rg_accessible_value_get_type(void);

#define RG_ACCESSIBLE(object) ((RGAccessible *)(object))
#define RG_IS_ACCESSIBLE(object) G_TYPE_CHECK_INSTANCE_TYPE((object), rg_accessible_get_type())

// The functions of the table, each defined in one of the C files.
#define RG_DECLARE(result, name, parameters) result rg_##name parameters;
RG_ACCESSIBILITY_FUNCTIONS(RG_DECLARE)
#undef RG_DECLARE

extern RGCallbacks rg_callbacks;
AtkStateType rg_atk_state(uint32_t state);

#endif
