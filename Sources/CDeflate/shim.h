// zlib, for Platform/Host: the thumbnail cache writes PNG files itself (deflate and CRC-32),
// since neither cairo nor Imlib2 writes the tEXt chunks the thumbnail standard needs; and
// the recipes of a Paprika export are gzipped.
#include <zlib.h>
