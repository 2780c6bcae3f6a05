#ifndef CX11_JPEG_H
#define CX11_JPEG_H

/* JPEG photos through libjpeg(-turbo)'s own API, read from a file as the decoder goes (a few
   kilobytes at a time, never the whole file in memory) or from bytes, and decoded at
   eighths/8 of their size straight from the DCT: a phone's 12-megapixel photo for a tile
   costs a fraction of a full decode. */
#include <stdio.h>
#include <setjmp.h>
#include <jpeglib.h>

/* libjpeg reports an error by calling error_exit, which must not return: it jumps back into
   the call below, which Swift cannot do (setjmp). A warning (corrupt data, a file cut
   short) fails the decode too, so that Imlib2 tries and says what is wrong. */
struct cx11_jpeg_errors {
    struct jpeg_error_mgr manager;
    jmp_buf back;
};

static inline void cx11_jpeg_fail(j_common_ptr info) { longjmp(((struct cx11_jpeg_errors *)info->err)->back, 1); }

static inline void cx11_jpeg_message(j_common_ptr info, int level) {
    if (level < 0) cx11_jpeg_fail(info);
}

/* Reads the header from `file` (from its start) or else from `bytes`; with `pixels`, also
   decodes at eighths/8 into them as B, G, R, A bytes (0xAARRGGBB words on a little-endian
   machine), which must be exactly `*width` by `*height` at that scale. Returns 1, and the
   size (full, or scaled when decoding), or 0 when libjpeg cannot read it in full or cannot
   give RGB (CMYK). `pause`, when given, is called with `context` before each row: it may
   sleep while the user is pressing keys, and must not call libjpeg. */
static inline int cx11_jpeg_read(FILE *file, const unsigned char *bytes, unsigned long count, int eighths, unsigned char *pixels,
                                 int *width, int *height, void (*pause)(void *), void *context) {
    struct jpeg_decompress_struct info;
    struct cx11_jpeg_errors errors;
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = cx11_jpeg_fail;
    errors.manager.emit_message = cx11_jpeg_message;
    if (setjmp(errors.back)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    if (file) {
        rewind(file);
        jpeg_stdio_src(&info, file);
    } else {
        jpeg_mem_src(&info, bytes, count);
    }
    jpeg_read_header(&info, TRUE);
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    if (!pixels) {
        *width = (int)info.image_width;
        *height = (int)info.image_height;
        jpeg_destroy_decompress(&info);
        return 1;
    }
    info.out_color_space = JCS_EXT_BGRA;
    info.scale_num = (unsigned)eighths;
    info.scale_denom = 8;
    info.dct_method = JDCT_IFAST;
    jpeg_calc_output_dimensions(&info);
    if ((int)info.output_width != *width || (int)info.output_height != *height) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        if (pause) pause(context);
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)info.output_width * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 1;
}

/* Encodes `pixels` (B, G, R, A bytes, `width` by `height`, alpha ignored) as a baseline JPEG
   of `quality` into a buffer libjpeg allocates: `*out` (free() it) and `*size`. Returns 1,
   or 0 when libjpeg fails. */
static inline int cx11_jpeg_write(const unsigned char *pixels, int width, int height, int quality, unsigned char **out,
                                  unsigned long *size) {
    struct jpeg_compress_struct info;
    struct cx11_jpeg_errors errors;
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = cx11_jpeg_fail;
    *out = NULL;
    *size = 0;
    if (setjmp(errors.back)) {
        jpeg_destroy_compress(&info);
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, out, size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)width * 4);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 1;
}

#endif
