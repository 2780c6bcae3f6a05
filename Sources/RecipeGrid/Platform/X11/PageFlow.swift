import CX11
import Foundation
import RecipeGridCore

/// A font of the printed page: DejaVu Sans (cairo's toy font API) at `size` points, in a
/// grey from 0 (black) to 1.
struct PrintFont: Equatable {
    var size: Double
    var bold = false
    var gray = 0.0

    /// The distance from one line's top to the next one's.
    var lineHeight: Double { (size * 1.32).rounded(.up) }
}

/// One thing drawn on a page, in points from the page's top left.
enum PageMark {
    /// A line of text; `y` is the top of its line.
    case text(String, x: Double, y: Double, font: PrintFont)
    /// A checklist box, with a tick in it when `ticked`.
    case checkbox(x: Double, y: Double, size: Double, ticked: Bool)
    /// A photo (PNG or JPEG), scaled to `frame` (its aspect kept by whoever chose the frame).
    case photo(path: String, frame: Rect)
    /// A hairline rule.
    case rule(x: Double, y: Double, width: Double)
}

/// Text flowing down pages: each line is measured with cairo, wrapped to its column and
/// placed on the current page, or on a new one when it would pass the bottom margin.
struct PageFlow {
    static let margin = 54.0
    /// Room kept below the text for the footer.
    static let footerRoom = 40.0
    private let context: OpaquePointer
    let paper: (width: Double, height: Double)
    private(set) var pages: [[PageMark]] = [[]]
    var y = PageFlow.margin

    init(context: OpaquePointer, paper: PaperSize) {
        self.context = context
        self.paper = paper.points
    }

    var left: Double { Self.margin }
    var width: Double { paper.width - 2 * Self.margin }
    var bottom: Double { paper.height - Self.margin - Self.footerRoom }
    var atTop: Bool { y <= Self.margin }

    mutating func newPage() {
        pages.append([])
        y = Self.margin
    }

    /// Starts a new page unless `height` more fits on this one (or this one is still empty).
    mutating func keep(_ height: Double) {
        if y + height > bottom, !atTop { newPage() }
    }

    mutating func add(_ mark: PageMark) { pages[pages.count - 1].append(mark) }

    /// Places `text` wrapped to `width` at `x`, a line at a time, breaking pages between lines.
    mutating func place(_ text: String, x: Double, width: Double, font: PrintFont) {
        for line in wrap(text, width: width, font: font) {
            keep(font.lineHeight)
            add(.text(line, x: x, y: y, font: font))
            y += font.lineHeight
        }
    }

    /// How far `text` advances in `font`.
    func measure(_ text: String, font: PrintFont) -> Double {
        PrintFonts.select(font, in: context)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        return extents.x_advance
    }

    /// The height `text` takes wrapped to `width`.
    func height(of text: String, width: Double, font: PrintFont) -> Double {
        Double(wrap(text, width: width, font: font).count) * font.lineHeight
    }

    /// `text` in lines no wider than `width`, broken at spaces; a word wider than a whole
    /// line is broken between characters.
    func wrap(_ text: String, width: Double, font: PrintFont) -> [String] {
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
        return lines
    }
}

/// The one typeface of printed pages: DejaVu Sans, which Debian installs with its fonts
/// package (fonts-dejavu-core) and which covers Latin, Greek, Cyrillic and the fractions
/// and degree signs of recipes.
enum PrintFonts {
    static func select(_ font: PrintFont, in context: OpaquePointer) {
        cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, font.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, font.size)
    }
}
