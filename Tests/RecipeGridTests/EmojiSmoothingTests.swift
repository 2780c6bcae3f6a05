import CX11
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Colour emoji come from one large bitmap strike of Noto Color Emoji (109 px) scaled to
/// their size; scaled with a good filter their edges are antialiased, partly covered pixels
/// blending into the background, where nearest-neighbour scaling leaves stair steps.
///
/// Each emoji is drawn, by the shell's renderer on a private Xvfb, once on white and once
/// on black: an opaque pixel is the same on both, an uncovered one is the background, and a
/// pixel's coverage is how far it lies between the two (1 − (on white − on black) / 255).
@Suite(.serialized)
@MainActor
struct EmojiSmoothingTests {
    /// How an emoji reaches the screen: a tile's or the rating control's picture, or a
    /// character in a line of text (a recipe's name).
    enum Way: String, CaseIterable, Sendable {
        case picture, text
    }

    nonisolated static let emoji = ["😕", "🙂", "🥰", "🫐"]

    /// The rating control's emoji at scale 2 (52 px), a tile's at scale 1 (about 80 px) and
    /// at scale 2 (about 160 px): the 109 px strike scaled down by more than 2, by less, and up.
    static let sizes = [Metrics(scale: 2).px(26), 80, Metrics(scale: 2).px(80)]

    @Test("emoji edges are antialiased at every size", arguments: emoji, Way.allCases)
    func edgesAreAntialiased(_ emoji: String, _ way: Way) throws {
        let fonts = try FontServer()
        defer { fonts.stop() }
        for size in Self.sizes {
            let edge = Self.edge(of: try Self.coverage(of: emoji, size: size, way: way, fonts: fonts))
            let partial = edge.filter { $0 < 0.9 }.count
            let seen = "\(emoji) (\(way), \(Int(size)) px): \(partial) of \(edge.count) edge pixels are partly covered, the rest fully"
            #expect(edge.count >= 60, "drawn at all? \(seen)")
            // Scaled nearest-neighbour, a pixel is fully covered right beside an uncovered one
            // (a stair step) wherever it missed the strike's own soft rim: a third of the edge
            // at 80 px, a tenth at 160. Scaled with a filter, only where the strike itself has
            // a straight hard edge (the top of a face): a few pixels.
            #expect(Double(partial) >= 0.93 * Double(edge.count), "\(seen)")
        }
    }

    /// Each pixel's coverage by the emoji, 0…1, row by row in a square `cell` pixels wide.
    static func coverage(of emoji: String, size: Double, way: Way, fonts: FontServer, cell: Int = 240) throws -> [[Double]] {
        let renderer = X11Renderer(display: fonts.display, drawable: fonts.display.root, fontSet: fonts.measurer.fontSet)
        renderer.resize(to: Size(width: Double(2 * cell), height: Double(cell)))
        var list: [DrawCommand] = []
        for (index, background) in [Color(hex: 0xFFFFFF), Color(hex: 0x000000)].enumerated() {
            let frame = Rect(x: Double(index * cell), y: 0, width: Double(cell), height: Double(cell))
            list.append(.fill(frame, background))
            switch way {
            case .picture: list.append(.emoji(emoji, frame: frame, size: size, background: background))
            case .text: list.append(.text(emoji, frame: frame, style: TextStyle(size: size), color: Color(hex: 0x808080), alignment: .center))
            }
        }
        renderer.draw(list)
        let pixels = try readPixels(renderer.pixmap, width: 2 * cell, height: cell, display: fonts.display)
        return (0..<cell).map { y in
            (0..<cell).map { x in
                let onWhite = pixels[y][x]
                let onBlack = pixels[y][x + cell]
                let through = zip(onWhite, onBlack).map { Double(Int($0) - Int($1)) / 255 }
                return min(1, max(0, 1 - through.reduce(0, +) / 3))
            }
        }
    }

    /// The coverage of the pixels with some coverage that touch an uncovered one.
    static func edge(of coverage: [[Double]]) -> [Double] {
        let height = coverage.count
        let width = coverage.first?.count ?? 0
        var edge: [Double] = []
        for y in 1..<(height - 1) {
            for x in 1..<(width - 1) where coverage[y][x] > 0.04 {
                let neighbours = [coverage[y - 1][x], coverage[y + 1][x], coverage[y][x - 1], coverage[y][x + 1]]
                if neighbours.contains(where: { $0 <= 0.04 }) { edge.append(coverage[y][x]) }
            }
        }
        return edge
    }

    /// The pixmap's pixels as red, green and blue bytes, row by row.
    static func readPixels(_ pixmap: Pixmap, width: Int, height: Int, display: X11Display) throws -> [[[UInt8]]] {
        let image = try #require(XGetImage(display.handle, pixmap, 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap))
        defer { _ = image.pointee.f.destroy_image(image) }
        let ximage = image.pointee
        try #require(ximage.bits_per_pixel == 32 && ximage.byte_order == LSBFirst, "a 32-bit little-endian ZPixmap")
        let data = try #require(UnsafeRawPointer(ximage.data))
        return (0..<height).map { y in
            (0..<width).map { x in
                let value = data.loadUnaligned(fromByteOffset: y * Int(ximage.bytes_per_line) + x * 4, as: UInt32.self)
                return [UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            }
        }
    }
}
