import CX11
import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Colour emoji are drawn from the bitmaps of the face Xft already holds for their font: a
/// face of the strike reader's own made FreeType map Noto Color Emoji a second time, and
/// its tables and the bitmaps drawn were resident twice (scripts/memory-map.py).
@Suite(.serialized)
@MainActor
struct EmojiFontMappingTests {
    @Test("drawing colour emoji, as pictures and in text, maps their font file no second time")
    func emojiFontIsMappedOnce() throws {
        let fonts = try FontServer()
        defer { fonts.stop() }
        let style = TextStyle(size: 80)
        let run = try #require(fonts.measurer.fontSet.runs("🫐", style).first)
        try #require(run.isEmoji, "Noto Color Emoji draws 🫐")
        var file: UnsafeMutablePointer<FcChar8>?
        try #require(FcPatternGetString(run.font.pointee.pattern, "file", 0, &file) == FcResultMatch)
        let path = URL(fileURLWithPath: String(cString: try #require(file))).resolvingSymlinksInPath().path
        // Xft closes the faces of all but five files while they are unlocked: held open here,
        // its mapping is counted before and after alike.
        try #require(XftLockFace(run.font) != nil)
        defer { XftUnlockFace(run.font) }
        let before = try Self.mappings(of: path)
        #expect(before >= 1, "Xft's face maps \(path)")

        let renderer = X11Renderer(display: fonts.display, drawable: fonts.display.root, fontSet: fonts.measurer.fontSet)
        renderer.resize(to: Size(width: 400, height: 200))
        let white = Color(hex: 0xFFFFFF)
        renderer.draw([
            .fill(Rect(x: 0, y: 0, width: 400, height: 200), white),
            .emoji("🫐", frame: Rect(x: 0, y: 0, width: 200, height: 200), size: 80, background: white),
            .text("🥰", frame: Rect(x: 200, y: 0, width: 200, height: 200), style: style, color: Color(hex: 0x808080), alignment: .center),
        ])
        let pixels = try EmojiSmoothingTests.readPixels(renderer.pixmap, width: 400, height: 200, display: fonts.display)
        let coloured = pixels.joined().filter { pixel in pixel.max()! - pixel.min()! > 60 }
        #expect(coloured.count > 1000, "the emoji are drawn in colour")
        #expect(try Self.mappings(of: path) == before, "no second mapping of \(path)")
    }

    /// How many mappings of `path` the process has, read line by line until the end: the
    /// file has no size to read up to.
    static func mappings(of path: String) throws -> Int {
        let maps = try #require(fopen("/proc/self/maps", "r"))
        defer { fclose(maps) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        var count = 0
        while getline(&line, &capacity, maps) > 0, let line {
            if String(cString: line).trimmingCharacters(in: .newlines).hasSuffix(" " + path) { count += 1 }
        }
        return count
    }
}
