import CX11
import FoundationEssentials
import RecipeGridCore

/// A font of the printed page: DejaVu Sans (fonts-dejavu-core; Pango falls back from it to
/// a font that has the letters it lacks) at `size` points, in a grey from 0 (black) to 1.
struct PrintFont: Equatable {
    static let family = "DejaVu Sans"  // not translated: a font's name

    var size: Double
    var bold = false
    var gray = 0.0

    /// The distance from one line's top to the next one's.
    var lineHeight: Double { (size * 1.32).rounded(.up) }
}

/// One thing drawn on a page, in points from the page's top left.
enum PageMark {
    /// A line of text; `y` is the top of its line, `x` its left end on a left-to-right page
    /// (on a right-to-left one, the mirror of its right end).
    case text(PrintLine, x: Double, y: Double, font: PrintFont)
    /// A checklist box, with a tick in it when `ticked`.
    case checkbox(x: Double, y: Double, size: Double, ticked: Bool)
    /// A photo (PNG or JPEG), scaled to `frame` (its aspect kept by whoever chose the frame).
    case photo(path: String, frame: Rect)
    /// A hairline rule.
    case rule(x: Double, y: Double, width: Double)
}

/// A page's marks, and its direction: a right-to-left page is drawn as the mirror image of
/// where its marks were placed.
struct PrintedPage {
    var marks: [PageMark] = []
    var direction: LayoutDirection
}

/// Text flowing down pages: each paragraph is broken into lines by the typesetter (Pango's
/// line breaking), and each line placed on the current page, or on a new one when it would
/// pass the bottom margin: the page breaks are ours. Positions are those of a left-to-right
/// page; a right-to-left one is its mirror image, drawn so by `PDFWriter`.
struct PageFlow {
    static let margin = 54.0
    /// Room kept below the text for the footer.
    static let footerRoom = 40.0
    let typesetter: PrintTypesetter
    let paper: (width: Double, height: Double)
    private(set) var pages: [PrintedPage]
    var y = PageFlow.margin

    init(typesetter: PrintTypesetter, paper: PaperSize, direction: LayoutDirection) {
        self.typesetter = typesetter
        self.paper = paper.points
        pages = [PrintedPage(direction: direction)]
    }

    /// The direction of the page being filled, and of those that follow it: paragraphs
    /// without a strong letter (a step's number) take it.
    var direction: LayoutDirection {
        get { pages[pages.count - 1].direction }
        set { pages[pages.count - 1].direction = newValue }
    }

    var left: Double { Self.margin }
    var width: Double { paper.width - 2 * Self.margin }
    var bottom: Double { paper.height - Self.margin - Self.footerRoom }
    var atTop: Bool { y <= Self.margin }

    mutating func newPage() {
        pages.append(PrintedPage(direction: direction))
        y = Self.margin
    }

    /// Starts a new page unless `height` more fits on this one (or this one is still empty).
    mutating func keep(_ height: Double) {
        if y + height > bottom, !atTop { newPage() }
    }

    mutating func add(_ mark: PageMark) { pages[pages.count - 1].marks.append(mark) }

    /// Places `text` wrapped to `width` at `x`, a line at a time, breaking pages between lines.
    mutating func place(_ text: String, x: Double, width: Double, font: PrintFont) {
        for line in wrap(text, width: width, font: font) {
            keep(font.lineHeight)
            add(.text(line, x: x, y: y, font: font))
            y += font.lineHeight
        }
    }

    /// `text` as one line, in its own direction.
    func line(_ text: String) -> PrintLine { typesetter.line(text, page: direction) }

    /// How far `text` advances in `font`.
    func measure(_ text: String, font: PrintFont) -> Double { typesetter.width(of: line(text), font: font) }

    /// The height `text` takes wrapped to `width`.
    func height(of text: String, width: Double, font: PrintFont) -> Double {
        Double(wrap(text, width: width, font: font).count) * font.lineHeight
    }

    /// `text` in lines no wider than `width`. A run of spaces prints as one, as it always has
    /// ("Total 1 h  ·  Serves 4" is spaced for the window's narrower font).
    func wrap(_ text: String, width: Double, font: PrintFont) -> [PrintLine] {
        let spaced = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return typesetter.lines(of: spaced, width: width, font: font, page: direction)
    }
}
