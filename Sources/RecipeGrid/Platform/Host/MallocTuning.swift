import CLinux

/// glibc malloc settings for a program whose largest buffers are photos.
enum MallocTuning {
    /// A photo's buffers are megabytes, freed a moment later. Above 256 KB malloc maps and
    /// unmaps them rather than keeping them in each thread's arena, where the two photo
    /// threads would each hold on to the largest they ever had. (Set, the threshold no longer
    /// rises by itself after such a buffer is freed, which is what let arenas grow.)
    static func returnLargeBuffersToTheSystem() {
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 10)
    }

    /// A load leaves its thread's arena full of holes: each recipe's strings and lists were
    /// made, packed into the table and freed, and the arena keeps those pages. Handing the
    /// free pages back once the cookbook is in takes them off the resident memory for good.
    static func returnFreePages() {
        _ = malloc_trim(0)
    }
}
