// For the end-to-end tests only: XTEST, which they press keys and click through (the app
// never links it), and a pseudo-terminal to read Orca's log line by line.
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <fcntl.h>
#include <stdlib.h>

// glibc's, declared here so that no feature macro changes how the X headers compile.
int posix_openpt(int flags);
int grantpt(int fd);
int unlockpt(int fd);
char *ptsname(int fd);

/// A pseudo-terminal's controlling end, its other end's path copied into `name`; -1 on failure.
static inline int cxtest_open_pty(char *name, size_t capacity) {
    int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) return -1;
    const char *path = ptsname(master);
    if (!path) return -1;
    size_t i = 0;
    for (; path[i] && i + 1 < capacity; i++) name[i] = path[i];
    name[i] = 0;
    return master;
}
