import CPango
import CX11
import FoundationEssentials
import RecipeGridCore

/// Printed text set by Pango on the PDF's cairo context: the Unicode bidi algorithm and
/// HarfBuzz's shaping (Hebrew in its order, Arabic joined), UAX #14 line breaks (CJK breaks
/// between ideographs), and fontconfig's fallback for letters DejaVu Sans lacks (Noto Sans
/// CJK for Korean, Japanese and Chinese). One layout is reused for every call; a paragraph's
/// direction is resolved once and set on each of its lines, so a Hebrew paragraph's second
/// line stays right to left even when it starts with a Latin word.
final class PangoTypesetter: PrintTypesetter {
    private let cairo: OpaquePointer
    private let context: OpaquePointer
    private let layout: OpaquePointer
    private var direction = LayoutDirection.ltr
    private var fonts: [FontKey: OpaquePointer] = [:]
    private var font: FontKey?

    private struct FontKey: Hashable {
        var size: Double
        var bold: Bool
    }

    /// Nil when `library` cannot be opened or lacks a function used here.
    init?(context cairo: OpaquePointer, library: String) {
        guard cpango_available(library) != 0, let context = cpango_cairo_create_context(cairo) else { return nil }
        guard let layout = cpango_layout_new(context) else {
            cpango_object_unref(UnsafeMutableRawPointer(context))
            return nil
        }
        self.cairo = cairo
        self.context = context
        self.layout = layout
        cpango_context_keep_glyph_positions(context)
        cpango_context_set_base_dir(context, Int32(CPANGO_DIRECTION_LTR))
        // The direction is the paragraph's, set by `prepare`, never guessed line by line.
        cpango_layout_set_auto_dir(layout, 0)
    }

    deinit {
        for font in fonts.values { cpango_font_free(font) }
        cpango_object_unref(UnsafeMutableRawPointer(layout))
        cpango_object_unref(UnsafeMutableRawPointer(context))
    }

    func width(of line: PrintLine, font: PrintFont) -> Double {
        prepare(line.text, direction: line.direction, width: nil, font: font)
        return Double(cpango_layout_get_width(layout)) / Double(CPANGO_SCALE)
    }

    func lines(of text: String, width: Double, font: PrintFont, page: LayoutDirection) -> [PrintLine] {
        let direction = PrintDirection.of(text, page: page)
        prepare(text, direction: direction, width: width, font: font)
        let bytes = Array(text.utf8)
        let lines = (0..<cpango_layout_get_line_count(layout)).compactMap { index -> PrintLine? in
            guard let line = cpango_layout_get_line(layout, index) else { return nil }
            let start = min(Int(line.pointee.start_index), bytes.count)
            let end = min(start + Int(line.pointee.length), bytes.count)
            // A line keeps the spaces it broke after; they take no room at its end.
            let text = String(decoding: bytes[start..<end], as: UTF8.self).trimmingWhitespaceAndNewlines()
            return PrintLine(text: text, direction: direction)
        }
        return lines.isEmpty ? [PrintLine(text: "", direction: direction)] : lines
    }

    func draw(_ line: PrintLine, x: Double, baseline: Double, font: PrintFont) {
        prepare(line.text, direction: line.direction, width: nil, font: font)
        guard let first = cpango_layout_get_line(layout, 0) else { return }
        cairo_move_to(cairo, x, baseline)
        cpango_cairo_show_layout_line(cairo, first)
    }

    /// Sets the layout to `text` in `direction` and `font`, wrapped to `width` points when given.
    private func prepare(_ text: String, direction: LayoutDirection, width: Double?, font: PrintFont) {
        if direction != self.direction {
            self.direction = direction
            cpango_context_set_base_dir(context, Int32(direction == .rtl ? CPANGO_DIRECTION_RTL : CPANGO_DIRECTION_LTR))
            cpango_layout_context_changed(layout)
        }
        let key = FontKey(size: font.size, bold: font.bold)
        if key != self.font {
            self.font = key
            cpango_layout_set_font_description(layout, description(for: key))
        }
        cpango_layout_set_width(layout, width.map { Int32(($0 * Double(CPANGO_SCALE)).rounded(.down)) } ?? -1)
        cpango_layout_set_text(layout, text, -1)
    }

    private func description(for key: FontKey) -> OpaquePointer {
        if let font = fonts[key] { return font }
        let font = cpango_font(PrintFont.family, key.size, key.bold ? 1 : 0)!
        fonts[key] = font
        return font
    }
}
