import CX11
import RecipeGridCore

/// The window icon (_NET_WM_ICON), drawn with cairo: the accent square holding a 2×2 tile grid.
@MainActor
enum X11Icon {
    static func set(on window: X11Window) {
        var data: [CLong] = []
        for size in [16, 32, 48, 64] { data += pixels(size: size) }
        XChangeProperty(
            window.display.handle, window.id, window.display.atom("_NET_WM_ICON"), XA_CARDINAL, 32, PropModeReplace,
            data.withUnsafeBytes { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }, Int32(data.count))
    }

    /// Writes the icon as a `size`×`size` PNG, for the hicolor theme `make install` fills;
    /// nil on success, else cairo's reason.
    static func writePNG(size: Int, to path: String) -> String? {
        // TRANSLATORS: why a picture could not be made, after a colon.
        guard let surface = draw(size: size) else { return tr("out of memory") }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_write_to_png(surface, path)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }

    /// Width, height, then ARGB pixels, one per `long` as the property format demands.
    private static func pixels(size: Int) -> [CLong] {
        guard let surface = draw(size: size) else { return [] }
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return [] }
        var result: [CLong] = [CLong(size), CLong(size)]
        for y in 0..<size {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<size { result.append(CLong(unpremultiplied(row[x]))) }
        }
        return result
    }

    /// The drawing on a new ARGB32 image surface, which the caller destroys.
    private static func draw(size: Int) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size)) else { return nil }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        defer { cairo_destroy(cr) }
        let s = Double(size)
        X11Shapes.roundedRect(cr, Rect(x: 0, y: 0, width: s, height: s), radius: s * 0.22)
        cairo_set_source_rgb(cr, 0x1F / 255.0, 0x6F / 255.0, 0xEB / 255.0)
        cairo_fill(cr)
        let gap = s * 0.1
        let cell = (s - 3 * gap) / 2
        for row in 0..<2 {
            for column in 0..<2 {
                let rect = Rect(x: gap + Double(column) * (cell + gap), y: gap + Double(row) * (cell + gap), width: cell, height: cell)
                X11Shapes.roundedRect(cr, rect, radius: cell * 0.25)
                cairo_set_source_rgba(cr, 1, 1, 1, row == column ? 1 : 0.75)
                cairo_fill(cr)
            }
        }
        cairo_surface_flush(surface)
        return surface
    }

    /// Cairo keeps colour multiplied by alpha; the icon property does not (edges would darken).
    private static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha > 0, alpha < 255 else { return alpha == 0 ? 0 : pixel }
        func channel(_ shift: UInt32) -> UInt32 { min(255, ((pixel >> shift) & 0xFF) * 255 / alpha) << shift }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
