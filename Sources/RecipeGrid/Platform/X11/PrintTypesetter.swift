import CX11
import FoundationEssentials
import RecipeGridCore

/// A line of printed text, and the direction of the paragraph it came from: the order its
/// letters are set in (README, Printing).
struct PrintLine: Equatable {
    var text: String
    var direction: LayoutDirection
}

/// How printed text is measured, broken into lines and drawn: by Pango when its library
/// is installed (`PangoTypesetter`), else by cairo's own text calls (`CairoTypesetter`).
/// The page layout is the same with either; only the letters differ.
protocol PrintTypesetter {
    /// How far `line` advances in `font`.
    func width(of line: PrintLine, font: PrintFont) -> Double
    /// `text` broken into lines no wider than `width`, a word wider than a line broken
    /// between letters, each in the paragraph's direction (`PrintDirection`).
    func lines(of text: String, width: Double, font: PrintFont, page: LayoutDirection) -> [PrintLine]
    /// Draws `line` from `x` (its left end) with its baseline at `baseline`, in the source colour.
    func draw(_ line: PrintLine, x: Double, baseline: Double, font: PrintFont)
}

extension PrintTypesetter {
    /// `text` as one line, in its own direction (`PrintDirection`).
    func line(_ text: String, page: LayoutDirection) -> PrintLine {
        PrintLine(text: text, direction: PrintDirection.of(text, page: page))
    }
}

/// Chooses the typesetter of a print.
enum PrintTypesetters {
    /// Where Debian's libpangocairo-1.0-0 puts it, by its soname.
    static let pangoLibrary = "libpangocairo-1.0.so.0"

    /// Pango's on `context` when `library` is there, else cairo's with the line that says
    /// what is missing.
    static func make(for context: OpaquePointer, library: String = pangoLibrary) -> (PrintTypesetter, missing: String?) {
        if let pango = PangoTypesetter(context: context, library: library) { return (pango, nil) }
        return (CairoTypesetter(context: context), withoutPango)
    }

    /// What a page set without Pango lacks, in one line for the toast.
    static var withoutPango: String {
        // TRANSLATORS: added to a toast after "Saved ~/Documents/Pancakes.pdf, "; keep the package's name as it is.
        tr("without Pango (libpangocairo-1.0-0), so Hebrew, Arabic and CJK print wrongly")
    }
}

/// cairo's toy text calls with DejaVu Sans (fonts-dejavu-core), which covers Latin, Greek,
/// Cyrillic and the fractions and degree signs of recipes. Letters are set in the order they
/// are stored, one font for all, so right-to-left text comes out reversed and unjoined and
/// scripts DejaVu lacks as boxes: the way pages print when Pango is not installed.
struct CairoTypesetter: PrintTypesetter {
    let context: OpaquePointer

    func width(of line: PrintLine, font: PrintFont) -> Double { measure(line.text, font: font) }

    func draw(_ line: PrintLine, x: Double, baseline: Double, font: PrintFont) {
        select(font)
        cairo_move_to(context, x, baseline)
        cairo_show_text(context, line.text)
    }

    /// Broken at spaces; a word wider than a whole line between characters.
    func lines(of text: String, width: Double, font: PrintFont, page: LayoutDirection) -> [PrintLine] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if measure(candidate, font: font) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if !line.isEmpty, measure(line + String(character), font: font) > width {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        let direction = PrintDirection.of(text, page: page)
        return lines.map { PrintLine(text: $0, direction: direction) }
    }

    private func measure(_ text: String, font: PrintFont) -> Double {
        select(font)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        return extents.x_advance
    }

    private func select(_ font: PrintFont) {
        cairo_select_font_face(context, PrintFont.family, CAIRO_FONT_SLANT_NORMAL, font.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, font.size)
    }
}
