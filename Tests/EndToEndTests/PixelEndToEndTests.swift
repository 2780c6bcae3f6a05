import Foundation
import Testing

/// What the window shows, read back with XGetImage (README, Using it: the selection
/// stroke, the rating capsule, colour emoji, clicks).
@Suite("Pixels")
struct PixelEndToEndTests {
    static let accent = RGB(hex: 0x1F6FEB)
    static let muted = RGB(hex: 0x9AA3B2)
    static let arguments = ["--theme", "light"]

    @Test func selectionStrokeIsAnAccentFrameThatFollowsTheSelection() throws {
        try withRecipeGrid(geometry: "1000x700", arguments: Self.arguments) { app in
            // The window's focus may come just after the first frame (it is the X server's
            // answer to taking focus): the stroke turns accent then.
            _ = try? waitFor("the grid's accent stroke", timeout: Timeouts.event) { () -> Bool? in
                try app.image().outlines(of: Self.accent, minimumSize: 100).count == 1 ? true : nil
            }
            let first = try selectionFrame(in: app.image(), app: app)
            try app.press("Right")
            let second = try selectionFrame(in: app.image(), app: app)

            let shift = second.minX - first.minX
            #expect(
                Double(shift) >= 0.9 * Double(first.width) && Double(shift) <= 1.5 * Double(first.width),
                "the frame moved right by one tile pitch: \(first) → \(second)")
            #expect(abs(second.minY - first.minY) <= 2, "same row: \(first) → \(second)")
            #expect(abs(second.width - first.width) <= 2 && abs(second.height - first.height) <= 2)
        }
    }

    @Test func strokeTurnsMutedAndTheEmojiShowsWhenTheGridLosesFocus() throws {
        try withRecipeGrid(geometry: "1000x700", arguments: Self.arguments) { app in
            try app.press("Right")
            let focused = try app.image()
            let frame = try selectionFrame(in: focused, app: app)
            let accentBefore = focused.count(near: Self.accent, in: frame)

            try #require(try app.press("Tab").focus == "sidebar")
            let unfocused = try app.image()

            let accentAfter = unfocused.count(near: Self.accent, in: frame)
            let mutedAfter = unfocused.count(near: Self.muted, in: frame)
            let colourful = unfocused.countColourful(in: frame.inset(by: 8), excluding: [Self.accent, Self.muted])
            let looked = "accent \(accentBefore) → \(accentAfter), muted \(mutedAfter), colourful \(colourful) in \(frame)"
            #expect(accentAfter * 10 < accentBefore, "the stroke is no longer accent: \(looked)")
            #expect(mutedAfter * 2 >= accentBefore, "the stroke is muted: \(looked)")
            #expect(colourful >= 200, "the tile shows a colour emoji (🥧 for Apple Pie): \(looked)")
            if accentAfter * 10 >= accentBefore || mutedAfter * 2 < accentBefore || colourful < 200 {
                unfocused.keepForInspection(named: "unfocused-stroke")
            }
        }
    }

    @Test func clickingATileSelectsItAndFocusesTheGrid() throws {
        try withRecipeGrid(geometry: "1000x700", arguments: Self.arguments) { app in
            try app.press("Right")
            let second = try selectionFrame(in: app.image(), app: app)
            try app.press("Left")
            try #require(try app.press("Tab").focus == "sidebar")

            let line = try app.click(x: second.midX, y: second.midY)
            #expect(line.selectionIndex == 1, "clicked the second tile at (\(second.midX), \(second.midY)): \(line)")
            #expect(line.focus == "grid")
            #expect(line.screen == "grid", "a single click selects, it does not open")
        }
    }

    @Test func doubleClickingATileOpensItsRecipe() throws {
        try withRecipeGrid(geometry: "1000x700", arguments: Self.arguments) { app in
            let second = try app.press("Right")
            let frame = try selectionFrame(in: app.image(), app: app)
            try app.press("Left")
            try app.click(x: frame.midX, y: frame.midY)
            let opened = try app.click(x: frame.midX, y: frame.midY)
            #expect(opened.screen == "detail")
            #expect(opened.recipe == second.selection)
        }
    }

    @Test func clicksAreMirroredInRightToLeftLayouts() throws {
        try withRecipeGrid(geometry: "1000x700", arguments: Self.arguments + ["--layout-direction", "rtl"]) { app in
            let second = try app.press("Left")
            let frame = try selectionFrame(in: app.image(), app: app)
            #expect(frame.midX < 500, "in rtl the second tile is left of the first")
            try app.press("Right")
            let line = try app.click(x: frame.midX, y: frame.midY)
            #expect(line.selection == second.selection)
        }
    }

    /// The one accent outline in `image`: the selected tile's stroke.
    private func selectionFrame(in image: WindowImage, app: AppSession) throws -> PixelRect {
        let outlines = image.outlines(of: Self.accent, minimumSize: 100)
        if outlines.count != 1 { image.keepForInspection(named: "selection-frame") }
        return try #require(
            outlines.count == 1 ? outlines.first : nil,
            "expected one accent (#1F6FEB) outline around the selected tile, found \(outlines)")
    }
}
