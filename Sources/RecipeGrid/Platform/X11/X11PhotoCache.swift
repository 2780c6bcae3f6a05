import CX11
import FoundationEssentials
import RecipeGridCore

/// Decoded recipe photos as server-side pictures (cairo xlib surfaces with alpha), one per
/// photo and size, the least recently drawn dropped past a memory budget.
///
/// The decoder makes each photo at exactly the size it is drawn at, so drawing is a copy.
/// While a new size is on its way (after a resize or a scale change) the nearest size
/// there is stands in, scaled by cairo.
@MainActor
final class X11PhotoCache {
    /// Server memory the pictures may take: a few hundred tiles.
    static let budgetBytes = 96 << 20

    struct Picture {
        var surface: OpaquePointer
        var width: Int
        var height: Int
        var lastUse: Int
        /// A stand-in made from the camera's small thumbnail, until the photo is decoded.
        var preview = false
    }

    private let decoder = X11PhotoDecoder.workers()
    private var pictures: [PhotoRequest: Picture] = [:]
    private var bytes = 0
    private var clock = 0
    /// Asked of the decoder and not back yet.
    private var asked: [PhotoRequest] = []
    /// Files already named on stderr as undecodable.
    private var reported: Set<String> = []

    var descriptor: Int32 { decoder.descriptor }

    /// A key or button was read: decoding pauses while they keep coming.
    func inputArrived() { decoder.inputArrived() }

    /// Asks for the photos in `wanted` that are not here at their size yet, then those in
    /// `nearby` (the screens a key would show next), as many as half the budget holds: the
    /// least recently drawn pictures make room for them, never the ones on screen.
    func request(_ wanted: [PhotoRequest], nearby: [PhotoRequest] = []) {
        let room = Self.budgetBytes / 2 / max(1, nearby.first.map { $0.width * $0.height * 4 } ?? 1)
        // A preview still wants its photo.
        let onScreen = wanted.filter { pictures[$0]?.preview != false }
        let missing = onScreen + nearby.prefix(room).filter { pictures[$0]?.preview != false }
        guard missing != asked else { return }
        asked = missing
        decoder.want(missing, onScreen: onScreen.count)
    }

    /// Takes what the decoder finished, as server pictures made like `reference`; returns
    /// each photo's path and whether it worked. A failure is named once on stderr.
    func collect(similarTo reference: OpaquePointer?) -> [(path: String, succeeded: Bool)] {
        var results: [(path: String, succeeded: Bool)] = []
        // A couple at a time: each is a copy to the X server, and a key waiting for its frame
        // comes first (the pipe stays readable for the rest).
        for photo in decoder.takeFinished(limit: 2) {
            if photo.preview {
                // Never over the photo itself, which a thread may have finished first.
                guard pictures[photo.request]?.preview != false, let reference, let surface = upload(photo, similarTo: reference) else { continue }
                store(
                    Picture(surface: surface, width: photo.request.width, height: photo.request.height, lastUse: 0, preview: true), for: photo.request
                )
                results.append((photo.request.path, true))
                continue
            }
            asked.removeAll { $0 == photo.request }
            if let failure = photo.failure {
                if let shown = pictures[photo.request] { drop(photo.request, shown) }
                if reported.insert(photo.request.path).inserted {
                    let message = tr(
                        // TRANSLATORS: on stderr; {path} is the photo's, {reason} why it cannot be shown.
                        "cannot show the photo {path}: {reason}; its recipe keeps the emoji tile", ["path": photo.request.path, "reason": failure])
                    Diagnostics.report(message)
                }
                results.append((photo.request.path, false))
                continue
            }
            guard let reference, let surface = upload(photo, similarTo: reference) else { continue }
            store(Picture(surface: surface, width: photo.request.width, height: photo.request.height, lastUse: 0), for: photo.request)
            results.append((photo.request.path, true))
        }
        return results
    }

    /// The picture of `path` at this size, else the nearest size there is.
    func picture(path: String, width: Int, height: Int) -> Picture? {
        clock += 1
        let exact = PhotoRequest(path: path, width: width, height: height)
        if pictures[exact] != nil {
            pictures[exact]!.lastUse = clock
            return pictures[exact]
        }
        let sizes = pictures.filter { $0.key.path == path }
        return sizes.min { abs($0.key.width - width) < abs($1.key.width - width) }?.value
    }

    private func upload(_ photo: DecodedPhoto, similarTo reference: OpaquePointer) -> OpaquePointer? {
        let width = Int32(photo.request.width)
        let height = Int32(photo.request.height)
        guard let target = cairo_surface_create_similar(reference, CAIRO_CONTENT_COLOR_ALPHA, width, height) else { return nil }
        // cairo only reads a source surface's data: no copy of the pixels for a mutable buffer.
        photo.pixels.withUnsafeBytes { buffer in
            guard let data = buffer.baseAddress else { return }
            // Straight into the pixmap: cairo's own copy would keep its shared memory mapped.
            if cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_XLIB, cairo_xlib_surface_get_depth(target) == 32,
                let display = cairo_xlib_surface_get_display(target),
                cx11_put_argb32(display, cairo_xlib_surface_get_drawable(target), width, height, data) != 0
            {
                cairo_surface_mark_dirty(target)
                return
            }
            guard
                let image = cairo_image_surface_create_for_data(
                    UnsafeMutablePointer(mutating: data.assumingMemoryBound(to: UInt8.self)), CAIRO_FORMAT_ARGB32, width, height, width * 4)
            else { return }
            let cairo = cairo_create(target)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cairo, image, 0, 0)
            cairo_paint(cairo)
            cairo_destroy(cairo)
            cairo_surface_destroy(image)
        }
        cairo_surface_flush(target)
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(target)
            return nil
        }
        return target
    }

    private func store(_ picture: Picture, for request: PhotoRequest) {
        clock += 1
        if let old = pictures[request] { drop(request, old) }
        var picture = picture
        picture.lastUse = clock
        pictures[request] = picture
        bytes += picture.width * picture.height * 4
        while bytes > Self.budgetBytes, pictures.count > 1,
            let oldest = pictures.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            drop(oldest.key, oldest.value)
        }
    }

    private func drop(_ request: PhotoRequest, _ picture: Picture) {
        cairo_surface_destroy(picture.surface)
        pictures[request] = nil
        bytes -= picture.width * picture.height * 4
    }
}
