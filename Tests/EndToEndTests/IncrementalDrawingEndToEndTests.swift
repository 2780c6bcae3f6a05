import CX11
import Foundation
import Testing

/// Frames redraw only what changed; what the window then shows must be exactly
/// what a full redraw shows, or stale pixels would linger where something moved away.
@Suite("Incremental drawing")
struct IncrementalDrawingEndToEndTests {
    @Test func framesDrawnPieceByPieceMatchAFullRedraw() throws {
        try withRecipeGrid(geometry: "1000x700", arguments: ["--theme", "light"]) { app in
            // Selection moves, a mark, a menu opened and closed, the grocery panel in and
            // out, the detail and back, a toast that comes and goes, type-ahead.
            for key in ["Right", "Down", "Right", "space", "Left", "Up", "Next", "Prior", "F10", "Right", "Escape"] { try app.press(key) }
            try app.press("l", [.control])
            try app.press("Escape")
            try app.press("Return")
            try app.press("Tab")
            try app.press("3")
            try app.press("Escape")
            try app.press("g", [.control])
            try app.trace.waitForLine("the toast's fade", timeout: .seconds(10)) { $0.event == "timer" && $0.toast == nil }
            try app.press("b")
            try app.trace.waitForLine("the type-ahead's end", timeout: .seconds(10)) { $0.event == "timer" }
            // Rows scrolled half under the header: a changed tile there is copied to the window
            // straight from its cache, but for the part the header covers.
            for key in ["Right", "Down", "space", "Left", "Left", "Down", "Down", "Down", "Right", "Up"] { try app.press(key) }
            try expectTheWindowMatchesAFullRedraw(app, named: "piece-by-piece")
        }
    }

    /// The window as it is, against the same state drawn whole (dark and back to light:
    /// every command changes, so that frame is drawn whole).
    private func expectTheWindowMatchesAFullRedraw(_ app: AppSession, named name: String) throws {
        let pieceByPiece = try app.image()
        for _ in 0..<2 {
            try app.press("v", [.alt])
            try app.press("d")
        }
        let whole = try app.image()
        let differing = zip(pieceByPiece.pixels, whole.pixels).filter { $0 != $1 }.count
        if differing > 0 {
            pieceByPiece.keepForInspection(named: name)
            whole.keepForInspection(named: name + "-whole")
        }
        #expect(differing == 0, "pixels that differ from a full redraw: \(differing)")
    }

    /// Pages through more tiles than the tile cache keeps (it frees the least recently
    /// used): tiles drawn again after that must still be the right ones.
    @Test func tilesFreedFromTheCacheAreDrawnRightAgain() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recipes = (0..<600).map { #"{"@type": "Recipe", "name": "Dish \#($0)", "recipeCategory": "Test"}"# }
        try Data("[\(recipes.joined(separator: ","))]".utf8).write(to: folder.appendingPathComponent("many.json"))
        try withRecipeGrid(geometry: "1000x700", arguments: ["--theme", "light"], cookbookDirectory: folder) { app in
            try app.press("Right")
            try app.press("Next", times: 30)
            try app.press("Home", [.control])
            try app.press("Next", times: 3)
            for key in ["Down", "Right", "space", "Up", "Prior"] { try app.press(key) }
            try expectTheWindowMatchesAFullRedraw(app, named: "after-eviction")
        }
    }

    /// A window uncovered after keys is drawn again from the back buffer, which must hold
    /// the frame the last key left, not an older one.
    @Test func aWindowUncoveredAfterKeysShowsTheirLastFrame() throws {
        try withRecipeGrid(geometry: "1000x700") { app in
            for key in ["Right", "Right", "Down", "Down", "Down", "Left", "Up"] { try app.press(key) }
            let shown = try app.image()
            let display = app.connection.display
            let cover = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1200, 900, 0, 0, 0x00FF_00FF)
            XMapRaised(display, cover)
            XSync(display, 0)
            _ = try app.waitForImage("the window covered") { image in image.pixels != shown.pixels ? true : nil }
            XDestroyWindow(display, cover)
            XSync(display, 0)
            _ = try app.waitForImage("the window drawn again as the last key left it") { image in image.pixels == shown.pixels ? true : nil }
        }
    }
}
