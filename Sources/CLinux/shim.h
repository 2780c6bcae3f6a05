// Linux calls the Glibc module leaves out, for Platform/Host: inotify watches the cookbook; signalfd turns SIGTERM and
// SIGINT into a descriptor the event loop polls; mallopt tunes glibc's malloc; sched_setattr
// gives the photo decoders a short time slice; renameat2 moves files to and from the Trash
// without replacing one.
#include <malloc.h>
#include <sys/signalfd.h>
/* inotify(7): the open cookbook's folders are watched for recipe files that change. */
#include <sys/inotify.h>

/* sched_setattr(2), which glibc wraps only from 2.41: a thread's nice value together with the
   length of its time slice under EEVDF (Linux 6.12 and later; earlier kernels ignore it). */
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

struct clinux_sched_attr {
    uint32_t size;
    uint32_t sched_policy;
    uint64_t sched_flags;
    int32_t sched_nice;
    uint32_t sched_priority;
    uint64_t sched_runtime;
    uint64_t sched_deadline;
    uint64_t sched_period;
};

static inline int clinux_set_nice_and_slice(int nice, uint64_t slice_nanoseconds) {
    struct clinux_sched_attr attr = {0};
    attr.size = sizeof attr;
    attr.sched_policy = 0; /* SCHED_OTHER */
    attr.sched_nice = nice;
    attr.sched_runtime = slice_nanoseconds;
    return (int)syscall(SYS_sched_setattr, 0, &attr, 0);
}

/* renameat2(2) with RENAME_NOREPLACE, which glibc declares only with _GNU_SOURCE: a move
   into the Trash or back out of it must never replace a file that took the name meanwhile.
   Returns 0, or -1 with errno (EEXIST when the name is taken; EINVAL where the file system
   cannot refuse to replace, and the caller checks by hand). */
#include <fcntl.h>
static inline int clinux_rename_noreplace(const char *from, const char *to) {
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, 1u /* RENAME_NOREPLACE */);
}

/* The calling thread's name for a debugger and top (15 bytes and the NUL at most), which
   pthread_setname_np would set but glibc declares only with _GNU_SOURCE. */
#include <sys/prctl.h>
static inline int clinux_name_thread(const char *name) {
    return prctl(PR_SET_NAME, name, 0, 0, 0);
}
