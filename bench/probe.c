/*
 * probe — RecipeGrid's benchmark client. Runs one program on an X display
 * (normally a private Xvfb started by bench/run.py) and prints one JSON object
 * with what a keyboard user meets:
 *
 *   first_frame_ms  exec -> the first DAMAGE on the program's window after its
 *                   first Expose (before that it is the server painting the
 *                   window background, not the program)
 *   settled_ms      exec -> the last damage before --quiet-ms of no damage
 *   idle_cpu_ms     utime+stime of the process group over --idle-ms of idling
 *   keys            per arrow key, sent with XTEST one at a time after the
 *                   window went quiet: press -> first damage, press -> last
 *                   damage before --key-quiet-ms of quiet (microseconds)
 *   held            Down held for --hold-ms with the server's auto-repeat at
 *                   40/s: the time from the last repeat (seen through the
 *                   RECORD extension) to the last damage
 *   search          with --search 1: "/" then "s", "o", "u", "p", each sent after
 *                   quiet: press -> last damage (microseconds), the first search
 *                   of the session (RecipeGrid's search field; bench/run.py reads
 *                   how long each key was held from the app's trace)
 *   peak_kb         VmHWM of the program before the search (peak_after_search_kb
 *                   after it)
 *   loading_keys    with --loading-keys N: N keys (Right, Left, ...) sent from the
 *                   first frame on, every 40 ms without waiting for quiet, while
 *                   the program is still drawing its start (decoding photos):
 *                   press -> first damage after it (microseconds)
 *   jump            with --jump KEYS (e.g. Control+End, Shift+g): sent once the
 *                   start has settled: press -> first damage and -> the last
 *                   damage before --quiet-ms of quiet (every photo of the screen
 *                   it jumps to drawn)
 *
 * The probe is a tiny non-reparenting window manager: it holds
 * SubstructureRedirect on the root, so the program's MapRequest comes to it and
 * it creates the Damage object and selects Expose before mapping the window:
 * no drawing can be missed. A damage event counts for a key only when its
 * serial shows the server had already processed the fake key press.
 *
 *   probe [--keys N] [--warmup N] [--quiet-ms MS] [--key-quiet-ms MS]
 *         [--idle-ms MS] [--hold-ms MS] [--startup-timeout-ms MS]
 *         [--search 1] [--loading-keys N] [--jump KEYS] [--startup-only]
 *         -- command [args...]
 *
 * Build: gcc -O2 -o probe probe.c $(pkg-config --cflags --libs x11 xdamage xfixes xtst)
 */
#define _GNU_SOURCE
#include <X11/XKBlib.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/record.h>
#include <X11/keysym.h>
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MS 1000000LL
#define MAX_KEYS 1000

static struct {
    int keys, warmup, quiet_ms, key_quiet_ms, idle_ms, hold_ms, startup_timeout_ms, startup_only, search, loading_keys;
    const char *jump;
} cfg = {60, 2, 300, 150, 2000, 3000, 120000, 0, 0, 0, NULL};

static Display *dpy, *rec; /* rec: a second connection for RECORD */
static int damage_base, damage_error_base;
static pid_t child;
static int child_status = -1;
static Window target;
static Damage target_damage;
static int64_t t0, t_expose, t_first_frame, t_last_damage;
static long damage_events;
/* the key being measured */
static unsigned long key_serial;
static int key_pending;
static int64_t key_first;
/* the held key: presses (the first and the repeats) the server delivered */
static long presses;
static int64_t t_last_repeat;
static int x_errors;

static int64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static int on_x_error(Display *d, XErrorEvent *e)
{
    (void)d; (void)e;
    x_errors++;
    return 0;
}

static void handle(XEvent *ev, int64_t t)
{
    if (ev->type == damage_base + XDamageNotify) {
        XDamageNotifyEvent *de = (XDamageNotifyEvent *)ev;
        if (de->damage != target_damage || !t_expose) return;
        if (!t_first_frame) t_first_frame = t;
        t_last_damage = t;
        damage_events++;
        if (key_pending && (long)(de->serial - key_serial) >= 0) {
            key_first = t;
            key_pending = 0;
        }
        return;
    }
    switch (ev->type) {
    case MapRequest:
        /* the first top-level mapped on our server is the program's window */
        if (!target) {
            target = ev->xmaprequest.window;
            target_damage = XDamageCreate(dpy, target, XDamageReportRawRectangles);
            XSelectInput(dpy, target, ExposureMask | StructureNotifyMask);
        }
        XMapWindow(dpy, ev->xmaprequest.window);
        XFlush(dpy);
        break;
    case ConfigureRequest: {
        XConfigureRequestEvent *c = &ev->xconfigurerequest;
        XWindowChanges wc = {c->x, c->y, c->width, c->height, c->border_width, c->above, c->detail};
        XConfigureWindow(dpy, c->window, (unsigned)c->value_mask, &wc);
        XFlush(dpy);
        break;
    }
    case MapNotify:
        if (ev->xmap.window == target) {
            XSetInputFocus(dpy, target, RevertToPointerRoot, CurrentTime);
            XFlush(dpy);
        }
        break;
    case Expose:
        if (ev->xexpose.window == target && !t_expose) t_expose = t;
        break;
    }
}

/* RECORD sees every key event the server delivers, auto-repeats included, whichever
 * way the program selects them (core events, or XInput 2 like GTK 4) */
static void on_recorded(XPointer closure, XRecordInterceptData *d)
{
    (void)closure;
    if (d->category == XRecordFromServer && d->data && d->data[0] == KeyPress) {
        presses++;
        t_last_repeat = now_ns();
    }
    XRecordFreeData(d);
}

static int child_alive(void)
{
    if (child_status >= 0) return 0;
    int st;
    if (waitpid(child, &st, WNOHANG) == child) {
        child_status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
        return 0;
    }
    return 1;
}

/* Handles events until `done()` holds or `deadline` passes; 1 when done. Each
 * event is stamped when it is taken from the connection. */
static int pump_until(int (*done)(void), int64_t deadline)
{
    for (;;) {
        if (rec) XRecordProcessReplies(rec);
        while (XEventsQueued(dpy, QueuedAfterReading)) {
            XEvent ev;
            XNextEvent(dpy, &ev);
            handle(&ev, now_ns());
        }
        if (done && done()) return 1;
        int64_t left = deadline - now_ns();
        if (left <= 0) return 0;
        if (left > 10 * MS) left = 10 * MS; /* look at the child now and then */
        struct timespec ts = {0, (long)left};
        struct pollfd p[2] = {{ConnectionNumber(dpy), POLLIN, 0}, {rec ? ConnectionNumber(rec) : -1, POLLIN, 0}};
        ppoll(p, 2, &ts, NULL);
        if (!child_alive()) return done && done();
    }
}

static int64_t quiet_ns;
static int is_quiet(void) { return now_ns() - t_last_damage >= quiet_ns; }
static int has_frame(void) { return t_first_frame != 0; }
static int key_answered(void) { return !key_pending; }

static int wait_quiet(int ms, int64_t max_ns)
{
    quiet_ns = ms * MS;
    return pump_until(is_quiet, now_ns() + max_ns);
}

/* utime+stime of every process in the program's process group, in ms */
static double group_cpu_ms(void)
{
    DIR *d = opendir("/proc");
    struct dirent *e;
    unsigned long long ticks = 0;
    while (d && (e = readdir(d))) {
        char path[300], buf[1024];
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
        FILE *f = fopen(path, "r");
        if (!f) continue;
        size_t n = fread(buf, 1, sizeof buf - 1, f);
        fclose(f);
        buf[n] = 0;
        char *s = strrchr(buf, ')'); /* the command name may hold spaces */
        int pgrp;
        unsigned long long ut, st;
        if (s && sscanf(s + 2, "%*c %*d %d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &pgrp, &ut,
                        &st) == 3 && pgrp == child)
            ticks += ut + st;
    }
    if (d) closedir(d);
    return ticks * 1000.0 / sysconf(_SC_CLK_TCK);
}

static long peak_kb(void)
{
    char path[64], line[256];
    long kb = -1;
    snprintf(path, sizeof path, "/proc/%d/status", child);
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "VmHWM: %ld", &kb) == 1) break;
    if (f) fclose(f);
    return kb;
}

static void press(KeyCode kc, Bool down)
{
    XTestFakeKeyEvent(dpy, kc, down, CurrentTime);
    XFlush(dpy);
}

static void stop_child(void)
{
    if (!child_alive()) return;
    kill(-child, SIGTERM);
    for (int i = 0; i < 100 && child_alive(); i++) usleep(10000);
    if (child_alive()) kill(-child, SIGKILL);
    waitpid(child, NULL, 0);
}

static double ms(int64_t ns) { return ns / 1e6; }

static void finish(const char *error)
{
    printf(",\"exit_status\":%d,\"x_errors\":%d,\"ok\":%s", child_status, x_errors,
           error ? "false" : "true");
    if (error) printf(",\"error\":\"%s\"", error);
    printf("}\n");
    fflush(stdout);
    stop_child();
    exit(error ? 3 : 0);
}

/* Sends one key (press and release) and waits for the first damage after it; the
 * press -> first damage time in microseconds, -1 when nothing was drawn within 1 s.
 * `mods` are held around it. The release goes in a later flush: one sent in the same
 * flush as its press is lost by some programs. */
static int64_t send_key(KeyCode kc, KeyCode *mods, int nmods)
{
    for (int m = 0; m < nmods; m++) press(mods[m], True);
    int64_t t_press = now_ns();
    key_serial = NextRequest(dpy);
    key_pending = 1;
    key_first = 0;
    press(kc, True);
    pump_until(key_answered, t_press + 1000 * MS);
    press(kc, False);
    for (int m = nmods - 1; m >= 0; m--) press(mods[m], False);
    key_pending = 0;
    return key_first > t_press ? (key_first - t_press) / 1000 : -1;
}

/* --loading-keys: keys every 40 ms from the first frame on, not waiting for quiet */
static void keys_while_loading(void)
{
    static const KeySym sides[] = {XK_Right, XK_Left};
    printf(",\"loading_key_first_us\":[");
    for (int k = 0; k < cfg.loading_keys && child_alive(); k++) {
        int64_t t_next = now_ns() + 40 * MS;
        printf("%s%lld", k ? "," : "", (long long)send_key(XKeysymToKeycode(dpy, sides[k % 2]), NULL, 0));
        pump_until(NULL, t_next);
    }
    printf("]");
}

/* --jump: KEYS such as "Control+End" once the start has settled */
static void jump(void)
{
    KeyCode codes[8];
    int n = 0;
    char spec[128];
    snprintf(spec, sizeof spec, "%s", cfg.jump);
    for (char *save = NULL, *name = strtok_r(spec, "+", &save); name && n < 8; name = strtok_r(NULL, "+", &save)) {
        KeySym sym = XStringToKeysym(strcmp(name, "Control") == 0 ? "Control_L" : strcmp(name, "Shift") == 0 ? "Shift_L" : name);
        if (sym == NoSymbol) finish("--jump names an unknown key");
        codes[n++] = XKeysymToKeycode(dpy, sym);
    }
    if (n == 0) finish("--jump names no key");
    int64_t t_press = now_ns();
    int64_t first = send_key(codes[n - 1], codes, n - 1);
    wait_quiet(cfg.quiet_ms, cfg.startup_timeout_ms * MS);
    printf(",\"jump_first_ms\":%.3f,\"jump_settled_ms\":%.3f", first / 1e3,
           t_last_damage > t_press ? ms(t_last_damage - t_press) : -1.0);
}

int main(int argc, char **argv)
{
    int i = 1;
    for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
        struct { const char *name; int *value; } opts[] = {
            {"--keys", &cfg.keys}, {"--warmup", &cfg.warmup}, {"--quiet-ms", &cfg.quiet_ms},
            {"--key-quiet-ms", &cfg.key_quiet_ms}, {"--idle-ms", &cfg.idle_ms},
            {"--hold-ms", &cfg.hold_ms}, {"--startup-timeout-ms", &cfg.startup_timeout_ms}, {"--search", &cfg.search},
            {"--loading-keys", &cfg.loading_keys}};
        int known = 0;
        if (strcmp(argv[i], "--startup-only") == 0) known = cfg.startup_only = 1;
        if (strcmp(argv[i], "--jump") == 0 && i + 1 < argc) {
            cfg.jump = argv[++i];
            known = 1;
        }
        for (size_t o = 0; o < sizeof opts / sizeof *opts && !known; o++)
            if (strcmp(argv[i], opts[o].name) == 0 && i + 1 < argc) {
                *opts[o].value = atoi(argv[++i]);
                known = 1;
            }
        if (!known) {
            fprintf(stderr, "probe: unknown option %s (see the comment atop bench/probe.c)\n", argv[i]);
            return 2;
        }
    }
    if (i + 1 >= argc) {
        fprintf(stderr, "usage: probe [options] -- command [args...]\n");
        return 2;
    }
    char **command = argv + i + 1;
    if (cfg.keys + cfg.warmup > MAX_KEYS) cfg.keys = MAX_KEYS - cfg.warmup;

    if (!(dpy = XOpenDisplay(NULL))) {
        fprintf(stderr, "probe: cannot open display %s\n", getenv("DISPLAY") ? getenv("DISPLAY") : "(unset)");
        return 3;
    }
    XSetErrorHandler(on_x_error);
    int major, minor, xtest_ev, xtest_err;
    if (!XDamageQueryExtension(dpy, &damage_base, &damage_error_base) ||
        !XTestQueryExtension(dpy, &xtest_ev, &xtest_err, &major, &minor)) {
        fprintf(stderr, "probe: the X server lacks DAMAGE or XTEST\n");
        return 3;
    }
    XDamageQueryVersion(dpy, &major, &minor);
    Window root = DefaultRootWindow(dpy);
    /* be the window manager; no screen saver, no auto-repeat (until the held key),
     * the pointer in the bottom-right corner, away from any hover effect */
    XSelectInput(dpy, root, SubstructureRedirectMask | SubstructureNotifyMask);
    XSetScreenSaver(dpy, 0, 0, DontPreferBlanking, DontAllowExposures);
    XAutoRepeatOff(dpy);
    XWarpPointer(dpy, None, root, 0, 0, 0, 0, DisplayWidth(dpy, 0) - 1, DisplayHeight(dpy, 0) - 1);
    XSync(dpy, False);
    if (x_errors) {
        fprintf(stderr, "probe: another window manager runs on this display\n");
        return 3;
    }

    printf("{\"command\":\"%s\"", command[0]);
    fflush(stdout);
    t0 = now_ns();
    child = fork();
    if (child == 0) {
        setpgid(0, 0);
        close(ConnectionNumber(dpy));
        execvp(command[0], command);
        fprintf(stderr, "probe: cannot run %s: %s\n", command[0], strerror(errno));
        _exit(127);
    }
    setpgid(child, child);

    /* start-up: the first frame, then drawing until it goes quiet */
    if (!pump_until(has_frame, t0 + cfg.startup_timeout_ms * MS))
        finish(child_alive() ? "timeout" : "exited before its first frame");
    printf(",\"first_frame_ms\":%.3f", ms(t_first_frame - t0));
    if (cfg.loading_keys) keys_while_loading();
    if (!wait_quiet(cfg.quiet_ms, cfg.startup_timeout_ms * MS))
        finish(child_alive() ? "timeout" : "exited while starting");
    printf(",\"settled_ms\":%.3f,\"startup_damage_events\":%ld", ms(t_last_damage - t0), damage_events);
    if (cfg.jump) jump();
    if (cfg.startup_only) {
        printf(",\"peak_kb\":%ld", peak_kb());
        finish(NULL);
    }

    /* idle CPU */
    long damage_before = damage_events;
    double cpu_before = group_cpu_ms();
    pump_until(NULL, now_ns() + cfg.idle_ms * MS);
    printf(",\"idle_cpu_ms\":%.0f,\"idle_damage_events\":%ld", group_cpu_ms() - cpu_before,
           damage_events - damage_before);

    /* keys, one at a time after quiet: Down*12, Right*4, Up*12, Left*4, cycled */
    static const KeySym cycle[] = {XK_Down, XK_Right, XK_Up, XK_Left};
    static const int counts[] = {12, 4, 12, 4};
    static int64_t first_us[MAX_KEYS], last_us[MAX_KEYS];
    int not_quiet = 0;
    for (int k = 0, step = 0, left = counts[0]; k < cfg.warmup + cfg.keys; k++) {
        KeyCode kc = XKeysymToKeycode(dpy, cycle[step]);
        if (--left == 0) { step = (step + 1) % 4; left = counts[step]; }
        if (!wait_quiet(cfg.key_quiet_ms, 5000 * MS)) not_quiet++;
        if (!child_alive()) finish("exited during the key test");
        int64_t t_press = now_ns();
        first_us[k] = send_key(kc, NULL, 0);
        wait_quiet(cfg.key_quiet_ms, 5000 * MS);
        last_us[k] = t_last_damage > t_press ? (t_last_damage - t_press) / 1000 : -1;
    }
    printf(",\"not_quiet_before_key\":%d,\"key_first_us\":[", not_quiet);
    for (int k = cfg.warmup; k < cfg.warmup + cfg.keys; k++) printf("%s%lld", k > cfg.warmup ? "," : "", (long long)first_us[k]);
    printf("],\"key_last_us\":[");
    for (int k = cfg.warmup; k < cfg.warmup + cfg.keys; k++) printf("%s%lld", k > cfg.warmup ? "," : "", (long long)last_us[k]);
    printf("]");

    /* a held Down key: server auto-repeat after 250 ms at 40/s, watched with RECORD */
    if (cfg.hold_ms > 0) {
        XRecordRange *range = XRecordAllocRange();
        XRecordClientSpec clients = XRecordAllClients;
        range->device_events.first = range->device_events.last = KeyPress;
        XRecordContext context = XRecordCreateContext(dpy, 0, &clients, 1, &range, 1);
        XkbSetAutoRepeatRate(dpy, XkbUseCoreKbd, 250, 25);
        XAutoRepeatOn(dpy);
        XSync(dpy, False);
        if (!context || !(rec = XOpenDisplay(NULL)) || !XRecordEnableContextAsync(rec, context, on_recorded, NULL))
            finish("the X server lacks RECORD");
        wait_quiet(cfg.key_quiet_ms, 5000 * MS);
        KeyCode kc = XKeysymToKeycode(dpy, XK_Down);
        presses = 0;
        press(kc, True);
        pump_until(NULL, now_ns() + cfg.hold_ms * MS);
        int64_t t_release = now_ns();
        press(kc, False);
        XAutoRepeatOff(dpy);
        XFlush(dpy);
        wait_quiet(cfg.quiet_ms, 30000 * MS);
        printf(",\"held\":{\"repeats\":%ld,\"backlog_ms\":%.3f,\"release_to_last_damage_ms\":%.3f}", presses - 1,
               presses > 1 ? ms(t_last_damage - t_last_repeat) : -1.0, ms(t_last_damage - t_release));
    }
    /* peak memory of the browsing session, before a search builds the ingredient index */
    printf(",\"peak_kb\":%ld", peak_kb());
    /* the session's first search: "/" opens the field, then a word typed a key at a time */
    if (cfg.search) {
        static const KeySym typed[] = {XK_slash, XK_s, XK_o, XK_u, XK_p};
        printf(",\"search_last_us\":[");
        for (size_t k = 0; k < sizeof typed / sizeof *typed; k++) {
            wait_quiet(cfg.key_quiet_ms, 5000 * MS);
            KeyCode kc = XKeysymToKeycode(dpy, typed[k]);
            int64_t t_press = now_ns();
            press(kc, True);
            /* as for the arrows: a release sent in the same flush as its press is lost */
            pump_until(NULL, now_ns() + 20 * MS);
            press(kc, False);
            wait_quiet(cfg.key_quiet_ms, 30000 * MS);
            printf("%s%lld", k ? "," : "", (long long)(t_last_damage > t_press ? (t_last_damage - t_press) / 1000 : -1));
        }
        printf("],\"peak_after_search_kb\":%ld", peak_kb());
    }
    finish(child_alive() ? NULL : "exited during the test");
}
