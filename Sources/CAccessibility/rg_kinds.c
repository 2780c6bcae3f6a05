// The kinds beyond plain: an entry's Text, a grid's Table and Selection, a tile's TableCell,
// a spin button's Value.
#include "rg_private.h"

#include <string.h>

// MARK: Text

static gchar *rg_get_text(AtkText *text, gint start, gint end) {
    const char *all = RG_ACCESSIBLE(text)->text ? RG_ACCESSIBLE(text)->text : "";
    glong length = g_utf8_strlen(all, -1);
    if (end < 0 || end > length) end = (gint)length;
    if (start < 0 || start > end) start = end;
    return g_utf8_substring(all, start, end);
}

static gint rg_get_character_count(AtkText *text) {
    return RG_ACCESSIBLE(text)->text ? (gint)g_utf8_strlen(RG_ACCESSIBLE(text)->text, -1) : 0;
}

static gint rg_get_caret_offset(AtkText *text) { return RG_ACCESSIBLE(text)->caret; }

static gunichar rg_get_character_at_offset(AtkText *text, gint offset) {
    const char *all = RG_ACCESSIBLE(text)->text;
    if (!all || offset < 0 || offset >= rg_get_character_count(text)) return 0;
    return g_utf8_get_char(g_utf8_offset_to_pointer(all, offset));
}

/// A character, the word around the offset, or the line (of a many-line entry, the one
/// between the line breaks around the offset, its break included, as GTK answers).
static gchar *rg_get_string_at_offset(AtkText *text, gint offset, AtkTextGranularity granularity, gint *start, gint *end) {
    gint count = rg_get_character_count(text);
    const char *all = RG_ACCESSIBLE(text)->text ? RG_ACCESSIBLE(text)->text : "";
    *start = 0;
    *end = count;
    if (granularity == ATK_TEXT_GRANULARITY_CHAR) {
        *start = CLAMP(offset, 0, count);
        *end = MIN(count, *start + 1);
    } else if (granularity == ATK_TEXT_GRANULARITY_WORD) {
        gint from = CLAMP(offset, 0, count), to = from;
        while (from > 0 && !g_unichar_isspace(g_utf8_get_char(g_utf8_offset_to_pointer(all, from - 1)))) from--;
        while (to < count && !g_unichar_isspace(g_utf8_get_char(g_utf8_offset_to_pointer(all, to)))) to++;
        *start = from;
        *end = to;
    } else if (granularity == ATK_TEXT_GRANULARITY_LINE || granularity == ATK_TEXT_GRANULARITY_PARAGRAPH) {
        gint from = CLAMP(offset, 0, count), to = from;
        while (from > 0 && g_utf8_get_char(g_utf8_offset_to_pointer(all, from - 1)) != '\n') from--;
        while (to < count && g_utf8_get_char(g_utf8_offset_to_pointer(all, to)) != '\n') to++;
        *start = from;
        *end = MIN(count, to + 1);
    }
    return g_utf8_substring(all, *start, *end);
}

/// The older form of the same question, which Orca asks: by boundary, not granularity.
static gchar *rg_get_text_at_offset(AtkText *text, gint offset, AtkTextBoundary boundary, gint *start, gint *end) {
    AtkTextGranularity granularity = ATK_TEXT_GRANULARITY_LINE;
    if (boundary == ATK_TEXT_BOUNDARY_CHAR) granularity = ATK_TEXT_GRANULARITY_CHAR;
    if (boundary == ATK_TEXT_BOUNDARY_WORD_START || boundary == ATK_TEXT_BOUNDARY_WORD_END) granularity = ATK_TEXT_GRANULARITY_WORD;
    return rg_get_string_at_offset(text, offset, granularity, start, end);
}

/// One run of no attributes over the whole text: without it the default answer is an empty
/// run at every offset, and Orca, which splits what it reads at runs, reads nothing.
static AtkAttributeSet *rg_get_run_attributes(AtkText *text, gint offset, gint *start, gint *end) {
    (void)offset;
    *start = 0;
    *end = rg_get_character_count(text);
    return NULL;
}

static void rg_text_init(AtkTextIface *iface) {
    iface->get_run_attributes = rg_get_run_attributes;
    iface->get_text_at_offset = rg_get_text_at_offset;
    iface->get_text = rg_get_text;
    iface->get_character_count = rg_get_character_count;
    iface->get_caret_offset = rg_get_caret_offset;
    iface->get_character_at_offset = rg_get_character_at_offset;
    iface->get_string_at_offset = rg_get_string_at_offset;
}

// MARK: EditableText: a tool's edit becomes the entry's whole new text, which the program
// applies as typing would; the object shows it after the next frame, like any other change.

static void rg_propose_text(AtkEditableText *text, const char *proposed, gint caret) {
    if (rg_callbacks.set_text) rg_callbacks.set_text(RG_ACCESSIBLE(text)->tag, proposed, caret);
}

static void rg_set_text_contents(AtkEditableText *text, const gchar *string) {
    const char *proposed = string ? string : "";
    rg_propose_text(text, proposed, (gint)g_utf8_strlen(proposed, -1));
}

static void rg_insert_text(AtkEditableText *text, const gchar *string, gint length, gint *position) {
    if (!string || !position) return;
    if (length < 0) length = (gint)strlen(string);
    const char *all = RG_ACCESSIBLE(text)->text ? RG_ACCESSIBLE(text)->text : "";
    gint count = (gint)g_utf8_strlen(all, -1);
    gint at = CLAMP(*position, 0, count);
    const char *split = g_utf8_offset_to_pointer(all, at);
    GString *proposed = g_string_new_len(all, split - all);
    g_string_append_len(proposed, string, length);
    g_string_append(proposed, split);
    gint inserted = (gint)g_utf8_strlen(string, length);
    rg_propose_text(text, proposed->str, at + inserted);
    *position = at + inserted;
    g_string_free(proposed, TRUE);
}

static void rg_delete_text(AtkEditableText *text, gint start, gint end) {
    const char *all = RG_ACCESSIBLE(text)->text ? RG_ACCESSIBLE(text)->text : "";
    gint count = (gint)g_utf8_strlen(all, -1);
    if (end < 0 || end > count) end = count;
    start = CLAMP(start, 0, end);
    const char *from = g_utf8_offset_to_pointer(all, start), *to = g_utf8_offset_to_pointer(all, end);
    GString *proposed = g_string_new_len(all, from - all);
    g_string_append(proposed, to);
    rg_propose_text(text, proposed->str, start);
    g_string_free(proposed, TRUE);
}

static void rg_editable_text_init(AtkEditableTextIface *iface) {
    iface->set_text_contents = rg_set_text_contents;
    iface->insert_text = rg_insert_text;
    iface->delete_text = rg_delete_text;
}

typedef RGAccessible RGAccessibleText;
typedef RGAccessibleClass RGAccessibleTextClass;
G_DEFINE_TYPE_WITH_CODE(RGAccessibleText, rg_accessible_text, rg_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TEXT, rg_text_init)
                            G_IMPLEMENT_INTERFACE(ATK_TYPE_EDITABLE_TEXT, rg_editable_text_init))
static void rg_accessible_text_class_init(RGAccessibleTextClass *klass) { (void)klass; }
static void rg_accessible_text_init(RGAccessibleText *self) { (void)self; }

// MARK: Table and Selection

static AtkObject *rg_cell_at(RGAccessible *table, gint index) {
    if (index < 0 || index >= table->cell_count || !rg_callbacks.table_cell) return NULL;
    RGAccessible *cell = rg_callbacks.table_cell(table->tag, index);
    return cell ? g_object_ref(ATK_OBJECT(cell)) : NULL;
}

static gint rg_get_n_rows(AtkTable *table) { return RG_ACCESSIBLE(table)->rows; }
static gint rg_get_n_columns(AtkTable *table) { return RG_ACCESSIBLE(table)->columns; }
static AtkObject *rg_table_ref_at(AtkTable *table, gint row, gint column) {
    RGAccessible *self = RG_ACCESSIBLE(table);
    return column < 0 || column >= self->columns ? NULL : rg_cell_at(self, row * self->columns + column);
}
static gint rg_get_index_at(AtkTable *table, gint row, gint column) { return row * RG_ACCESSIBLE(table)->columns + column; }
static gint rg_get_row_at_index(AtkTable *table, gint index) { return index / MAX(1, RG_ACCESSIBLE(table)->columns); }
static gint rg_get_column_at_index(AtkTable *table, gint index) { return index % MAX(1, RG_ACCESSIBLE(table)->columns); }

static void rg_table_init(AtkTableIface *iface) {
    iface->get_n_rows = rg_get_n_rows;
    iface->get_n_columns = rg_get_n_columns;
    iface->ref_at = rg_table_ref_at;
    iface->get_index_at = rg_get_index_at;
    iface->get_row_at_index = rg_get_row_at_index;
    iface->get_column_at_index = rg_get_column_at_index;
}

static gint rg_get_selection_count(AtkSelection *selection) { return RG_ACCESSIBLE(selection)->selected_index >= 0 ? 1 : 0; }
static AtkObject *rg_ref_selection(AtkSelection *selection, gint i) {
    RGAccessible *self = RG_ACCESSIBLE(selection);
    return i == 0 ? rg_cell_at(self, self->selected_index) : NULL;
}
static gboolean rg_is_child_selected(AtkSelection *selection, gint i) { return i == RG_ACCESSIBLE(selection)->selected_index; }

static void rg_selection_init(AtkSelectionIface *iface) {
    iface->get_selection_count = rg_get_selection_count;
    iface->ref_selection = rg_ref_selection;
    iface->is_child_selected = rg_is_child_selected;
}

typedef RGAccessible RGAccessibleTable;
typedef RGAccessibleClass RGAccessibleTableClass;
G_DEFINE_TYPE_WITH_CODE(RGAccessibleTable, rg_accessible_table, rg_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE, rg_table_init) G_IMPLEMENT_INTERFACE(ATK_TYPE_SELECTION, rg_selection_init))
static void rg_accessible_table_class_init(RGAccessibleTableClass *klass) { (void)klass; }
static void rg_accessible_table_init(RGAccessibleTable *self) { (void)self; }

void rg_accessible_set_table(RGAccessible *object, int rows, int columns, int selected_index) {
    object->rows = rows;
    object->columns = columns;
    object->selected_index = selected_index;
}

void rg_accessible_set_cell_count(RGAccessible *object, int count) { object->cell_count = count; }

// MARK: TableCell

static gboolean rg_cell_get_position(AtkTableCell *cell, gint *row, gint *column) {
    *row = RG_ACCESSIBLE(cell)->row;
    *column = RG_ACCESSIBLE(cell)->column;
    return TRUE;
}
static gint rg_cell_span(AtkTableCell *cell) { (void)cell; return 1; }
static AtkObject *rg_cell_get_table(AtkTableCell *cell) {
    RGAccessible *table = RG_ACCESSIBLE(cell)->table;
    return table ? g_object_ref(ATK_OBJECT(table)) : NULL;
}

/// Tiles have no header cells; the bridge frees what it gets, so an empty array, not NULL.
static GPtrArray *rg_cell_no_headers(AtkTableCell *cell) {
    (void)cell;
    return g_ptr_array_new_with_free_func(g_object_unref);
}

static void rg_table_cell_init(AtkTableCellIface *iface) {
    iface->get_column_header_cells = rg_cell_no_headers;
    iface->get_row_header_cells = rg_cell_no_headers;
    iface->get_position = rg_cell_get_position;
    iface->get_row_span = rg_cell_span;
    iface->get_column_span = rg_cell_span;
    iface->get_table = rg_cell_get_table;
}

typedef RGAccessible RGAccessibleCell;
typedef RGAccessibleClass RGAccessibleCellClass;
G_DEFINE_TYPE_WITH_CODE(RGAccessibleCell, rg_accessible_cell, rg_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_TABLE_CELL, rg_table_cell_init))
static void rg_accessible_cell_class_init(RGAccessibleCellClass *klass) { (void)klass; }
static void rg_accessible_cell_init(RGAccessibleCell *self) { (void)self; }

void rg_accessible_set_cell(RGAccessible *object, RGAccessible *table, int row, int column) {
    object->table = table;
    object->row = row;
    object->column = column;
    if (table) atk_object_set_parent(ATK_OBJECT(object), ATK_OBJECT(table));
}

// MARK: Value: the number Swift set, and a tool's new number sent back to the program,
// which applies it as typing would; the object shows it after the next frame.

static void rg_get_value_and_text(AtkValue *object, gdouble *value, gchar **text) {
    RGAccessible *self = RG_ACCESSIBLE(object);
    if (value) *value = self->value;
    if (text) *text = g_strdup_printf("%g", self->value);
}

static AtkRange *rg_get_range(AtkValue *object) {
    RGAccessible *self = RG_ACCESSIBLE(object);
    return atk_range_new(self->minimum, self->maximum, NULL);
}

static gdouble rg_get_increment(AtkValue *object) {
    (void)object;
    return 1;
}

static void rg_set_value(AtkValue *object, gdouble value) {
    if (rg_callbacks.set_value) rg_callbacks.set_value(RG_ACCESSIBLE(object)->tag, value);
}

// The older, GValue form of the same questions, which some tools still ask.
static void rg_get_current_value(AtkValue *object, GValue *value) {
    g_value_init(value, G_TYPE_DOUBLE);
    g_value_set_double(value, RG_ACCESSIBLE(object)->value);
}

static void rg_get_minimum_value(AtkValue *object, GValue *value) {
    g_value_init(value, G_TYPE_DOUBLE);
    g_value_set_double(value, RG_ACCESSIBLE(object)->minimum);
}

static void rg_get_maximum_value(AtkValue *object, GValue *value) {
    g_value_init(value, G_TYPE_DOUBLE);
    g_value_set_double(value, RG_ACCESSIBLE(object)->maximum);
}

static gboolean rg_set_current_value(AtkValue *object, const GValue *value) {
    if (!G_VALUE_HOLDS_DOUBLE(value) && !G_VALUE_HOLDS_INT(value)) return FALSE;
    rg_set_value(object, G_VALUE_HOLDS_DOUBLE(value) ? g_value_get_double(value) : g_value_get_int(value));
    return TRUE;
}

static void rg_value_init(AtkValueIface *iface) {
    iface->get_value_and_text = rg_get_value_and_text;
    iface->get_range = rg_get_range;
    iface->get_increment = rg_get_increment;
    iface->set_value = rg_set_value;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    iface->get_current_value = rg_get_current_value;
    iface->get_minimum_value = rg_get_minimum_value;
    iface->get_maximum_value = rg_get_maximum_value;
    iface->set_current_value = rg_set_current_value;
    G_GNUC_END_IGNORE_DEPRECATIONS
}

typedef RGAccessible RGAccessibleValue;
typedef RGAccessibleClass RGAccessibleValueClass;
G_DEFINE_TYPE_WITH_CODE(RGAccessibleValue, rg_accessible_value, rg_accessible_get_type(),
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_VALUE, rg_value_init))
static void rg_accessible_value_class_init(RGAccessibleValueClass *klass) { (void)klass; }
static void rg_accessible_value_init(RGAccessibleValue *self) { (void)self; }

void rg_accessible_set_value(RGAccessible *object, double value, double minimum, double maximum) {
    object->value = value;
    object->minimum = minimum;
    object->maximum = maximum;
}
