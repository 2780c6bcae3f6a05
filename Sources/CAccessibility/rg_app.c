// The application object atk-bridge exports as the root, and GLib's main context folded
// into the program's poll loop.
#include "rg_private.h"

#include <atk-bridge.h>
#include <string.h>

static RGAccessible *application;
static char *toolkit_version;

static AtkObject *rg_get_root(void) { return ATK_OBJECT(application); }

// MARK: Key event listeners

// atk-bridge listens here and passes each key to the AT-SPI registry, which hands it to a
// screen reader (Orca echoes typed keys and takes its own commands from them), as GTK's
// key snooper does. A listener that answers non-zero has consumed the key.
static GHashTable *key_listeners;
static guint next_listener_id = 1;

typedef struct {
    AtkKeySnoopFunc function;
    gpointer data;
} RGKeyListener;

static guint rg_add_key_event_listener(AtkKeySnoopFunc function, gpointer data) {
    if (!key_listeners) key_listeners = g_hash_table_new_full(NULL, NULL, NULL, g_free);
    RGKeyListener *listener = g_new0(RGKeyListener, 1);
    listener->function = function;
    listener->data = data;
    guint id = next_listener_id++;
    g_hash_table_insert(key_listeners, GUINT_TO_POINTER(id), listener);
    return id;
}

static void rg_remove_key_event_listener(guint id) {
    if (key_listeners) g_hash_table_remove(key_listeners, GUINT_TO_POINTER(id));
}

int rg_accessibility_key(int pressed, unsigned keysym, unsigned state, unsigned keycode, const char *string, unsigned time) {
    if (!key_listeners || g_hash_table_size(key_listeners) == 0) return 0;
    AtkKeyEventStruct event = {
        .type = pressed ? ATK_KEY_EVENT_PRESS : ATK_KEY_EVENT_RELEASE,
        .state = state,
        .keyval = keysym,
        .length = (gint)strlen(string),
        .string = (gchar *)string,
        .keycode = (guint16)keycode,
        .timestamp = time,
    };
    int consumed = 0;
    GHashTableIter iter;
    gpointer value;
    g_hash_table_iter_init(&iter, key_listeners);
    while (g_hash_table_iter_next(&iter, NULL, &value)) {
        RGKeyListener *listener = value;
        if (listener->function(&event, listener->data)) consumed = 1;
    }
    return consumed;
}
static const gchar *rg_get_toolkit_name(void) { return "RecipeGrid"; }
static const gchar *rg_get_toolkit_version(void) { return toolkit_version; }

// Whether to start is the program's choice (AccessibilityStart.swift), made before the
// module was opened.
int rg_accessibility_start(const char *app_name, const char *version, RGCallbacks callbacks) {
    rg_callbacks = callbacks;
    toolkit_version = g_strdup(version);
    application = rg_accessible_new(RG_KIND_PLAIN, RG_ROLE_FRAME, 0);
    atk_object_set_role(ATK_OBJECT(application), ATK_ROLE_APPLICATION);
    atk_object_set_name(ATK_OBJECT(application), app_name);
    application->states = RG_STATE_ENABLED | RG_STATE_SHOWING;
    AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
    util->get_root = rg_get_root;
    util->get_toolkit_name = rg_get_toolkit_name;
    util->get_toolkit_version = rg_get_toolkit_version;
    util->add_key_event_listener = rg_add_key_event_listener;
    util->remove_key_event_listener = rg_remove_key_event_listener;
    g_type_class_unref(util);
    return atk_bridge_adaptor_init(NULL, NULL) == 0;
}

void rg_accessibility_set_window(RGAccessible *window) {
    RGAccessible *children[] = {window};
    rg_accessible_set_children(application, children, 1);
}

// MARK: GLib's main context in the program's loop

enum { MAXIMUM_FDS = 64 };
static GPollFD poll_fds[MAXIMUM_FDS];
static int poll_count;
static gint max_priority;

int rg_glib_prepare(int *fds, short *events, int capacity, int *timeout) {
    GMainContext *context = g_main_context_default();
    if (!g_main_context_acquire(context)) return 0;
    g_main_context_prepare(context, &max_priority);
    poll_count = g_main_context_query(context, max_priority, timeout, poll_fds, MAXIMUM_FDS);
    if (poll_count > MAXIMUM_FDS) poll_count = MAXIMUM_FDS;
    int count = poll_count < capacity ? poll_count : capacity;
    for (int i = 0; i < count; i++) {
        fds[i] = poll_fds[i].fd;
        // G_IO_IN and the others are poll(2)'s bits on Linux.
        events[i] = (short)poll_fds[i].events;
        poll_fds[i].revents = 0;
    }
    return count;
}

void rg_glib_dispatch(const short *revents, int count) {
    GMainContext *context = g_main_context_default();
    for (int i = 0; i < count && i < poll_count; i++) poll_fds[i].revents = (gushort)revents[i];
    if (g_main_context_check(context, max_priority, poll_fds, poll_count)) g_main_context_dispatch(context);
    g_main_context_release(context);
}

// MARK: The table

const RGAccessibilityFunctions *rg_accessibility_functions(void) {
#define RG_ENTRY(result, name, parameters) .name = rg_##name,
    static const RGAccessibilityFunctions functions = {.version = RG_ACCESSIBILITY_VERSION, RG_ACCESSIBILITY_FUNCTIONS(RG_ENTRY)};
#undef RG_ENTRY
    return &functions;
}
