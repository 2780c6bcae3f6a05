// zlib, for Platform/Host: the thumbnail cache writes PNG files itself (deflate and CRC-32),
// since neither cairo nor Imlib2 writes the tEXt chunks the thumbnail standard needs. Named
// apart from ZIPFoundation's own CZlib module, which is not a product to depend on.
#include <zlib.h>
