import CX11
import RecipeGridCore

/// Colour emoji drawn from the largest bitmap strike of their font (Noto Color Emoji has
/// one, 109 px high), scaled to their size by cairo with a filter.
///
/// Xft scales a colour bitmap itself, sampling one strike pixel per screen pixel whenever
/// it shrinks it by less than half or enlarges it: a tile's emoji at either scale came out
/// with stair-stepped edges. Here FreeType hands over the strike's glyph as it is, and
/// cairo's good filter (bilinear up, a box-like convolution down) scales it. The result
/// is only drawn once per emoji and size, into `X11EmojiCache`.
///
/// The glyphs are read from the face Xft already has open for the run's font
/// (`XftLockFace`), not from a face of our own: FreeType maps the whole font file for each
/// face it opens, and Noto Color Emoji opened a second time kept its tables and bitmaps
/// resident twice (0.35 MB; `scripts/memory-map.py` lists the fonts' mappings). The strike
/// is selected on a size object of our own, active only while the glyphs are read, so the
/// size Xft set on the face for its own glyphs is what it finds again.
@MainActor
final class X11EmojiStrike {
    /// A face locked from Xft, with our size object active at its largest strike.
    private struct Face {
        var face: FT_Face
        /// Pixels per em of the strike: what the bitmaps are drawn at.
        var ppem: Double
    }

    /// The run's glyphs at `size` px (the size its Xft font was asked for) in an ARGB32
    /// image `width` by `height`, the first one's origin (on the baseline) at `origin`, over
    /// `background` or, when nil, transparent. Nil when the run's font has no colour strike:
    /// Xft draws it then.
    func image(of run: X11FontSet.Run, size: Double, width: Int32, height: Int32, origin: (x: Double, y: Double), background: Color?)
        -> OpaquePointer?
    {
        withStrike(of: run.font) { face in
            guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
            guard let cairo = cairo_create(image) else {
                cairo_surface_destroy(image)
                return nil
            }
            defer { cairo_destroy(cairo) }
            if let background {
                cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
                cairo_paint(cairo)
            }
            // Fontconfig asks Xft to scale the strike by size ÷ ppem: the same size here.
            let scale = max(1, size.rounded()) / face.ppem
            var pen = origin.x
            for scalar in String(decoding: run.bytes, as: UTF8.self).unicodeScalars {
                guard let advance = drawGlyph(scalar, of: face, scale: scale, at: (pen, origin.y), on: cairo) else {
                    cairo_surface_destroy(image)
                    return nil
                }
                pen += advance
            }
            cairo_surface_flush(image)
            return image
        }
    }

    /// Draws `scalar`'s colour bitmap with its origin at `origin`, scaled; returns its
    /// advance, or nil when the glyph is not a colour bitmap.
    private func drawGlyph(_ scalar: Unicode.Scalar, of face: Face, scale: Double, at origin: (x: Double, y: Double), on cairo: OpaquePointer)
        -> Double?
    {
        let index = FT_Get_Char_Index(face.face, FT_ULong(scalar.value))
        // Xft may have set a transform on the face (fontconfig's matrix that scales a bitmap
        // font to the size asked for); the advance is wanted at the strike's size, as drawn.
        let flags = Int32(FT_LOAD_COLOR | FT_LOAD_IGNORE_TRANSFORM)
        guard FT_Load_Glyph(face.face, index, flags) == 0, let slot = face.face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int32(bitmap.width)
        let height = Int32(bitmap.rows)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, height > 0, let buffer = bitmap.buffer,
            bitmap.pitch == cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
        else { return nil }
        // FreeType's BGRA is premultiplied, B, G, R, A in memory: cairo's ARGB32 on a
        // little-endian machine, so the glyph is read where it lies.
        #if _endian(big)
            return nil
        #endif
        guard let glyph = cairo_image_surface_create_for_data(buffer, CAIRO_FORMAT_ARGB32, width, height, bitmap.pitch) else { return nil }
        defer { cairo_surface_destroy(glyph) }
        cairo_save(cairo)
        cairo_translate(cairo, origin.x + Double(slot.pointee.bitmap_left) * scale, origin.y - Double(slot.pointee.bitmap_top) * scale)
        cairo_scale(cairo, scale, scale)
        cairo_set_source_surface(cairo, glyph, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_restore(cairo)
        return Double(slot.pointee.advance.x) / 64 * scale
    }

    /// `body` on the face Xft holds for `font`, at its largest strike, or nil without
    /// calling it for a font without one (an outline font: Xft draws it well). The glyphs
    /// `body` loads are the face's: it must be done with them when it returns.
    private func withStrike(of font: X11FontSet.Font, _ body: (Face) -> OpaquePointer?) -> OpaquePointer? {
        guard let face = XftLockFace(font) else { return nil }
        defer { XftUnlockFace(font) }
        let strikes = (0..<Int(face.pointee.num_fixed_sizes)).map { face.pointee.available_sizes[$0].y_ppem }
        guard let largest = strikes.indices.max(by: { strikes[$0] < strikes[$1] }) else { return nil }
        var made: FT_Size?
        guard FT_New_Size(face, &made) == 0, let strike = made else { return nil }
        let xftSize = face.pointee.size
        defer {
            FT_Activate_Size(xftSize)
            FT_Done_Size(strike)
        }
        guard FT_Activate_Size(strike) == 0, FT_Select_Size(face, Int32(largest)) == 0 else { return nil }
        return body(Face(face: face, ppem: Double(strikes[largest]) / 64))
    }
}
