import CX11

/// A picture in memory as cairo draws it: ARGB32, premultiplied, native-endian 0xAARRGGBB,
/// rows without padding.
///
/// Scaling and PNG reading go through cairo's image surfaces (pixman and libpng), which keep
/// no global state, unlike Imlib2: both photo threads use them at once.
struct X11PhotoPixels: Sendable {
    var pixels: [UInt32]
    var width: Int
    var height: Int

    /// A PNG file, read by cairo; nil when it cannot be read.
    static func readPNG(_ path: String) -> X11PhotoPixels? {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let format = cairo_image_surface_get_format(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // RGB24 leaves the top byte undefined: opaque.
        let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, initialized in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { buffer[y * width + x] = row[x] | opaque }
            }
            initialized = width * height
        }
        return X11PhotoPixels(pixels: pixels, width: width, height: height)
    }

    /// The pixels with straight alpha, as a PNG keeps them.
    var unpremultiplied: [UInt32] {
        pixels.map { pixel in
            let alpha = pixel >> 24
            guard alpha != 0, alpha != 255 else { return pixel }
            func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift }
            return alpha << 24 | channel(16) | channel(8) | channel(0)
        }
    }

    /// The part `crop` of the picture scaled to exactly `width`×`height`, box-filtered (cairo's
    /// good filter averages every source pixel when it scales down); nil when out of memory.
    func scaled(crop: (x: Int, y: Int, width: Int, height: Int), width: Int, height: Int) -> X11PhotoPixels? {
        guard width > 0, height > 0, crop.width > 0, crop.height > 0 else { return nil }
        var failed = false
        let out = [UInt32](unsafeUninitializedCapacity: width * height) { target, initialized in
            initialized = width * height
            // cairo only reads a source surface; its constructor takes a mutable pointer.
            pixels.withUnsafeBytes { sourceBytes in
                guard
                    let from = cairo_image_surface_create_for_data(
                        UnsafeMutableRawPointer(mutating: sourceBytes.baseAddress)?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                        Int32(self.width),
                        Int32(self.height), Int32(self.width * 4)),
                    let to = cairo_image_surface_create_for_data(
                        UnsafeMutableRawPointer(target.baseAddress)?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                        Int32(width), Int32(height), Int32(width * 4))
                else {
                    failed = true
                    return
                }
                let cairo = cairo_create(to)
                cairo_scale(cairo, Double(width) / Double(crop.width), Double(height) / Double(crop.height))
                cairo_set_source_surface(cairo, from, Double(-crop.x), Double(-crop.y))
                // Pad: the edge pixels are the crop's own, not averaged with transparency.
                cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
                cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
                cairo_paint(cairo)
                failed = cairo_status(cairo) != CAIRO_STATUS_SUCCESS
                cairo_destroy(cairo)
                cairo_surface_finish(to)
                cairo_surface_destroy(to)
                cairo_surface_destroy(from)
            }
        }
        return failed ? nil : X11PhotoPixels(pixels: out, width: width, height: height)
    }

    /// The whole picture scaled so that its longest side is `longestSide`.
    func scaled(longestSide: Int) -> X11PhotoPixels? {
        let scale = Double(longestSide) / Double(max(width, height))
        let newWidth = max(1, Int((Double(width) * scale).rounded()))
        let newHeight = max(1, Int((Double(height) * scale).rounded()))
        return scaled(crop: (0, 0, width, height), width: newWidth, height: newHeight)
    }
}
