import CLinux

/// glibc malloc settings for a program whose largest buffers are photos.
enum MallocTuning {
    /// Every thread allocates from the one arena, the main heap. The cookbook is read on a
    /// thread of its own and its table is kept for the program's life: glibc gave that
    /// thread an arena of its own (as it does each new thread, up to eight per core), a
    /// heap beside the main one whose free pages the main thread could not reuse, and the
    /// two held 0.3 MB more between them (scripts/memory-map.py at 10,000 recipes:
    /// [heap] and anonymous 4.40 → 4.10 MB). Small blocks still come from each thread's
    /// cache without the arena's lock, and a photo's buffers are mapped on their own
    /// (`returnLargeBuffersToTheSystem`). Set before any thread starts.
    static func useOneArena() {
        _ = mallopt(M_ARENA_MAX, 1)
    }

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
