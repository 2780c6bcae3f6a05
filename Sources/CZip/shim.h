#ifndef CZIP_SHIM_H
#define CZIP_SHIM_H

/* libzip, for Paprika exports: zip files of gzipped recipes.
 *
 * libzip is opened the first time an export is read, not linked: it brings libcrypto (for
 * encrypted archives) and libbz2, about 1.5 MB of resident memory that every launch would
 * carry for a format few cookbooks hold. Only the types and constants come from the header.
 * Each call below is made only once czip_available() said 1. */
#include <dlfcn.h>
#include <zip.h>

/* The library is opened once (two threads that race both open it, which only counts a
 * reference twice); atomics keep ThreadSanitizer and the compiler honest about that. */
static inline void *czip_library(void) {
    static void *library;
    void *opened = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
    if (!opened) {
        opened = dlopen("libzip.so.4", RTLD_NOW | RTLD_LOCAL);
        __atomic_store_n(&library, opened, __ATOMIC_RELEASE);
    }
    return opened;
}

static inline void *czip_symbol(const char *name) { return czip_library() ? dlsym(czip_library(), name) : NULL; }

#define CZIP_CALL(type, name) ((type)czip_symbol(#name))

/* Whether libzip opens and has every function below. */
static inline int czip_available(void) {
    static const char *const names[] = {
        "zip_open", "zip_discard", "zip_get_num_entries", "zip_stat_index", "zip_file_get_external_attributes",
        "zip_fopen_index", "zip_fread", "zip_fclose", "zip_strerror", "zip_file_strerror",
    };
    for (unsigned i = 0; i < sizeof names / sizeof *names; i++)
        if (!czip_symbol(names[i])) return 0;
    return 1;
}

/* Why the library did not open, as the loader says it. */
static inline const char *czip_load_error(void) {
    const char *error = dlerror();
    return error ? error : "libzip.so.4 lacks a function";
}

static inline zip_t *czip_open(const char *path, int flags, int *error) {
    return CZIP_CALL(zip_t * (*)(const char *, int, int *), zip_open)(path, flags, error);
}

static inline void czip_discard(zip_t *archive) { CZIP_CALL(void (*)(zip_t *), zip_discard)(archive); }

static inline zip_int64_t czip_get_num_entries(zip_t *archive) {
    return CZIP_CALL(zip_int64_t(*)(zip_t *, zip_flags_t), zip_get_num_entries)(archive, 0);
}

static inline int czip_stat_index(zip_t *archive, zip_uint64_t index, zip_stat_t *stat) {
    return CZIP_CALL(int (*)(zip_t *, zip_uint64_t, zip_flags_t, zip_stat_t *), zip_stat_index)(archive, index, 0, stat);
}

static inline int czip_file_get_external_attributes(zip_t *archive, zip_uint64_t index, zip_uint8_t *system, zip_uint32_t *attributes) {
    return CZIP_CALL(int (*)(zip_t *, zip_uint64_t, zip_flags_t, zip_uint8_t *, zip_uint32_t *), zip_file_get_external_attributes)(
        archive, index, 0, system, attributes);
}

static inline zip_file_t *czip_fopen_index(zip_t *archive, zip_uint64_t index) {
    return CZIP_CALL(zip_file_t * (*)(zip_t *, zip_uint64_t, zip_flags_t), zip_fopen_index)(archive, index, 0);
}

static inline zip_int64_t czip_fread(zip_file_t *file, void *buffer, zip_uint64_t count) {
    return CZIP_CALL(zip_int64_t(*)(zip_file_t *, void *, zip_uint64_t), zip_fread)(file, buffer, count);
}

static inline int czip_fclose(zip_file_t *file) { return CZIP_CALL(int (*)(zip_file_t *), zip_fclose)(file); }

static inline const char *czip_strerror(zip_t *archive) { return CZIP_CALL(const char *(*)(zip_t *), zip_strerror)(archive); }

static inline const char *czip_file_strerror(zip_file_t *file) {
    return CZIP_CALL(const char *(*)(zip_file_t *), zip_file_strerror)(file);
}

#endif
