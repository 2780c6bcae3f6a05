import CX11
import FoundationEssentials
import RecipeGridCore

/// Writes a `PrintDocument` as a PDF with cairo's PDF surface: laid out first (so every
/// footer can say "Page 2 of 3"), then drawn page by page.
enum PDFWriter {
    /// What a PDF written holds: its pages, and the line that says its text was set without
    /// Pango, when it was.
    struct Written {
        var pages: Int
        var withoutPango: String?
    }

    /// Writes the PDF at `path` on `paper`; returns its pages, or throws why not. Text is
    /// set by Pango from `pangoLibrary`, or by cairo when that is missing.
    @discardableResult
    static func write(
        _ document: PrintDocument, paper: PaperSize, to path: String, pangoLibrary: String = PrintTypesetters.pangoLibrary
    ) throws(PrintError) -> Written {
        let size = paper.points
        guard let surface = cairo_pdf_surface_create(path, size.width, size.height) else {
            // TRANSLATORS: why a PDF could not be made, after "Could not print: ".
            throw PrintError(tr("cairo made no PDF surface"))
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            throw PrintError(String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        defer { cairo_destroy(context) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, document.title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "RecipeGrid")
        let (typesetter, missing) = PrintTypesetters.make(for: context, library: pangoLibrary)
        var flow = PageFlow(typesetter: typesetter, paper: paper, direction: document.direction)
        PrintLayout.lay(document, into: &flow)
        for (index, page) in flow.pages.enumerated() {
            for mark in page.marks { draw(mark, on: page, flow: flow, in: context) }
            drawFooter(document.title, page: index + 1, of: flow.pages.count, on: page, flow: flow, in: context)
            cairo_show_page(context)
        }
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw PrintError(String(cString: cairo_status_to_string(status))) }
        return Written(pages: flow.pages.count, withoutPango: missing)
    }

    /// Draws `mark` where the flow placed it, or at its mirror image on a right-to-left page.
    private static func draw(_ mark: PageMark, on page: PrintedPage, flow: PageFlow, in context: OpaquePointer) {
        let mirrored = page.direction == .rtl
        let across = { (x: Double, width: Double) in mirrored ? flow.paper.width - x - width : x }
        switch mark {
        case .text(let line, let x, let y, let font):
            cairo_set_source_rgb(context, font.gray, font.gray, font.gray)
            let left = mirrored ? across(x, flow.typesetter.width(of: line, font: font)) : x
            // Lines are placed by their top; text is drawn from the baseline.
            flow.typesetter.draw(line, x: left, baseline: y + font.size, font: font)
        case .checkbox(let x, let y, let size, let ticked):
            let x = across(x, size)
            cairo_set_source_rgb(context, 0.25, 0.25, 0.25)
            cairo_set_line_width(context, 0.8)
            cairo_rectangle(context, x, y, size, size)
            cairo_stroke(context)
            guard ticked else { return }
            cairo_set_line_width(context, 1.4)
            cairo_move_to(context, x + size * 0.2, y + size * 0.55)
            cairo_line_to(context, x + size * 0.42, y + size * 0.78)
            cairo_line_to(context, x + size * 0.85, y + size * 0.22)
            cairo_stroke(context)
        case .photo(let path, var frame):
            frame.x = across(frame.x, frame.width)
            PrintPhoto.draw(path, in: frame, context: context)
        case .rule(let x, let y, let width):
            let x = across(x, width)
            cairo_set_source_rgb(context, 0.75, 0.75, 0.75)
            cairo_set_line_width(context, 0.6)
            cairo_move_to(context, x, y + 0.3)
            cairo_line_to(context, x + width, y + 0.3)
            cairo_stroke(context)
        }
    }

    /// A hairline, the document's name at the left and the page number at the right.
    private static func drawFooter(_ title: String, page: Int, of count: Int, on printed: PrintedPage, flow: PageFlow, in context: OpaquePointer) {
        let y = flow.paper.height - PageFlow.margin - 12
        draw(.rule(x: flow.left, y: y - 6, width: flow.width), on: printed, flow: flow, in: context)
        // TRANSLATORS: a printed page's footer, at its right.
        let number = flow.typesetter.line(tr("Page {page} of {count}", ["page": String(page), "count": String(count)]), page: printed.direction)
        let numberWidth = flow.typesetter.width(of: number, font: PrintLayout.note)
        let name = flow.typesetter.lines(of: title, width: flow.width - numberWidth - 24, font: PrintLayout.note, page: printed.direction)[0]
        draw(.text(name, x: flow.left, y: y, font: PrintLayout.note), on: printed, flow: flow, in: context)
        draw(.text(number, x: flow.left + flow.width - numberWidth, y: y, font: PrintLayout.note), on: printed, flow: flow, in: context)
    }
}

/// Why a print could not be made, in words for the toast.
struct PrintError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Recipe photos on paper: a PNG as cairo reads it, a JPEG decoded by libjpeg-turbo (whose
/// handles are per call, so printing beside the photo decoder's threads is safe; Imlib2's
/// global state stays theirs). Other formats are left out of the print.
enum PrintPhoto {
    /// The longest side a JPEG is decoded to: 300 dpi across the photo box, and then some.
    private static let longestSide = 720

    /// The photo's size in pixels, or nil when it cannot be read.
    static func size(at path: String) -> (width: Double, height: Double)? {
        guard let image = surface(at: path) else { return nil }
        defer { cairo_surface_destroy(image) }
        let width = Double(cairo_image_surface_get_width(image))
        let height = Double(cairo_image_surface_get_height(image))
        return width > 0 && height > 0 ? (width, height) : nil
    }

    static func draw(_ path: String, in frame: Rect, context: OpaquePointer) {
        guard let image = surface(at: path) else { return }
        defer { cairo_surface_destroy(image) }
        cairo_save(context)
        cairo_translate(context, frame.x, frame.y)
        cairo_scale(context, frame.width / Double(cairo_image_surface_get_width(image)), frame.height / Double(cairo_image_surface_get_height(image)))
        cairo_set_source_surface(context, image, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The photo as a cairo image surface (the caller destroys it), or nil.
    private static func surface(at path: String) -> OpaquePointer? {
        if path.lowercased().hasSuffix(".png") {
            guard let image = cairo_image_surface_create_from_png(path) else { return nil }
            guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(image)
                return nil
            }
            return image
        }
        guard let photo = X11JPEG.decode(path: path, maximumPixels: 80_000_000, longestSide: { _, _ in longestSide }) else { return nil }
        return surface(photo)
    }

    /// libjpeg-turbo's opaque 0xAARRGGBB pixels are cairo's RGB24, row by row into its stride.
    private static func surface(_ photo: X11JPEG.Decoded) -> OpaquePointer? {
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(photo.width), Int32(photo.height)) else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let base = cairo_image_surface_get_data(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(image))
        cairo_surface_flush(image)
        photo.pixels.withUnsafeBytes { pixels in
            for row in 0..<photo.height {
                let source = pixels.baseAddress! + row * photo.width * 4
                (base + row * stride).update(from: source.assumingMemoryBound(to: UInt8.self), count: photo.width * 4)
            }
        }
        cairo_surface_mark_dirty(image)
        return image
    }
}
