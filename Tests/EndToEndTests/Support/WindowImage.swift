import CX11
import Foundation
import Testing

/// An sRGB colour, 8 bits per channel.
struct RGB: Equatable, Sendable, CustomStringConvertible {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    init(hex: UInt32) {
        self.init(UInt8(hex >> 16 & 0xFF), UInt8(hex >> 8 & 0xFF), UInt8(hex & 0xFF))
    }

    var description: String { String(format: "#%02X%02X%02X", red, green, blue) }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isNear(_ other: RGB, tolerance: Int) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }

    /// Chroma (max − min channel), 0…255: grey is 0, a pure hue 255.
    var chroma: Int {
        let channels = [Int(red), Int(green), Int(blue)]
        return channels.max()! - channels.min()!
    }

    /// HSV saturation, 0…1.
    var saturation: Double {
        let maximum = max(red, green, blue)
        return maximum == 0 ? 0 : Double(chroma) / Double(maximum)
    }
}

/// A rectangle of pixels; `maxX` and `maxY` are inclusive.
struct PixelRect: Equatable, Sendable, CustomStringConvertible {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var width: Int { maxX - minX + 1 }
    var height: Int { maxY - minY + 1 }
    var midX: Int { (minX + maxX) / 2 }
    var midY: Int { (minY + maxY) / 2 }
    var description: String { "(\(minX),\(minY))–(\(maxX),\(maxY)) \(width)×\(height)" }

    /// The same rectangle moved inwards by `amount` on every side.
    func inset(by amount: Int) -> PixelRect {
        PixelRect(minX: minX + amount, minY: minY + amount, maxX: maxX - amount, maxY: maxY - amount)
    }
}

/// The pixels of a window, read back from the X server with XGetImage.
struct WindowImage: Sendable {
    let width: Int
    let height: Int
    /// Row-major, `width * height` entries.
    let pixels: [RGB]

    /// Reads `window`'s current contents; needs a TrueColor visual (Xvfb's 24-bit default).
    init(window: Window, connection: X11Connection) throws {
        guard let attributes = connection.attributes(of: window) else {
            throw HarnessError("cannot read the window's attributes")
        }
        let width = Int(attributes.width)
        let height = Int(attributes.height)
        guard
            let image = XGetImage(
                connection.display, window, 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap)
        else {
            throw HarnessError("XGetImage failed (is the window viewable and on screen?)")
        }
        defer { _ = image.pointee.f.destroy_image(image) }
        let ximage = image.pointee
        guard ximage.bits_per_pixel == 32, let data = ximage.data else {
            throw HarnessError("expected a 32-bit ZPixmap, got \(ximage.bits_per_pixel) bits per pixel")
        }
        let masks = (ximage.red_mask, ximage.green_mask, ximage.blue_mask)
        let shifts = (masks.0.trailingZeroBitCount, masks.1.trailingZeroBitCount, masks.2.trailingZeroBitCount)
        let bigEndian = ximage.byte_order == MSBFirst
        let raw = UnsafeRawPointer(data)
        var pixels: [RGB] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = raw + y * Int(ximage.bytes_per_line)
            for x in 0..<width {
                let stored = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let value = UInt(bigEndian ? stored.byteSwapped : stored)
                pixels.append(
                    RGB(
                        UInt8(truncatingIfNeeded: (value & masks.0) >> shifts.0),
                        UInt8(truncatingIfNeeded: (value & masks.1) >> shifts.1),
                        UInt8(truncatingIfNeeded: (value & masks.2) >> shifts.2)))
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width - 1, maxY: height - 1) }

    subscript(x: Int, y: Int) -> RGB { pixels[y * width + x] }

    /// Writes the image to a temp file and names it in the test's issues, for a failure
    /// someone will want to look at.
    func keepForInspection(named name: String) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recipegrid-e2e-\(name)-\(UUID().uuidString.prefix(8)).ppm")
        if (try? writePPM(to: url)) != nil {
            Issue.record("window image saved to \(url.path)")
        }
    }

    /// Pixels within `tolerance` of `colour` inside `rect` (the whole image by default).
    func count(near colour: RGB, tolerance: Int = 12, in rect: PixelRect? = nil) -> Int {
        count(in: rect) { $0.isNear(colour, tolerance: tolerance) }
    }

    /// The smallest rectangle holding every pixel within `tolerance` of `colour`.
    func boundingBox(near colour: RGB, tolerance: Int = 12, in rect: PixelRect? = nil) -> PixelRect? {
        var box: PixelRect?
        forEachPixel(in: rect) { x, y, pixel in
            guard pixel.isNear(colour, tolerance: tolerance) else { return }
            if var found = box {
                found.minX = min(found.minX, x)
                found.minY = min(found.minY, y)
                found.maxX = max(found.maxX, x)
                found.maxY = max(found.maxY, y)
                box = found
            } else {
                box = PixelRect(minX: x, minY: y, maxX: x, maxY: y)
            }
        }
        return box
    }

    /// Pixels of vivid colour (emoji, photos) inside `rect`: strongly saturated and not
    /// within 40 of any `palette` colour the UI itself draws with.
    func countColourful(in rect: PixelRect? = nil, excluding palette: [RGB] = []) -> Int {
        count(in: rect) { pixel in
            pixel.chroma >= 80 && pixel.saturation >= 0.45
                && !palette.contains { pixel.isNear($0, tolerance: 40) }
        }
    }

    /// Outlines drawn in `colour`: connected groups of near-`colour` pixels at least
    /// `minimumSize` wide and tall whose box is mostly empty (a stroke, not a fill).
    func outlines(of colour: RGB, tolerance: Int = 12, minimumSize: Int = 40) -> [PixelRect] {
        var matches = pixels.map { $0.isNear(colour, tolerance: tolerance) }
        var found: [PixelRect] = []
        for start in matches.indices where matches[start] {
            matches[start] = false
            var box = PixelRect(minX: start % width, minY: start / width, maxX: start % width, maxY: start / width)
            var size = 0
            var stack = [start]
            while let index = stack.popLast() {
                size += 1
                let x = index % width
                let y = index / width
                box = PixelRect(minX: min(box.minX, x), minY: min(box.minY, y), maxX: max(box.maxX, x), maxY: max(box.maxY, y))
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = x + dx
                        let ny = y + dy
                        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                        let neighbour = ny * width + nx
                        if matches[neighbour] {
                            matches[neighbour] = false
                            stack.append(neighbour)
                        }
                    }
                }
            }
            let filled = Double(size) / Double(box.width * box.height)
            if box.width >= minimumSize, box.height >= minimumSize, filled < 0.5 {
                found.append(box)
            }
        }
        return found
    }

    /// Writes the image as a binary PPM, for looking at a failure.
    func writePPM(to url: URL) throws {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.reserveCapacity(data.count + pixels.count * 3)
        for pixel in pixels { data.append(contentsOf: [pixel.red, pixel.green, pixel.blue]) }
        try data.write(to: url)
    }

    private func count(in rect: PixelRect?, where predicate: (RGB) -> Bool) -> Int {
        var total = 0
        forEachPixel(in: rect) { _, _, pixel in if predicate(pixel) { total += 1 } }
        return total
    }

    private func forEachPixel(in rect: PixelRect?, _ body: (Int, Int, RGB) -> Void) {
        let area = rect ?? bounds
        let minX = max(0, area.minX)
        let maxX = min(width - 1, area.maxX)
        let minY = max(0, area.minY)
        let maxY = min(height - 1, area.maxY)
        guard minX <= maxX, minY <= maxY else { return }
        for y in minY...maxY {
            for x in minX...maxX { body(x, y, pixels[y * width + x]) }
        }
    }
}
