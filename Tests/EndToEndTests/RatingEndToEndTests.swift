import Foundation
import Testing

/// The capsule emoji rating control on the detail screen, by keyboard, by click and in
/// pixels (README's key table).
@Suite("Rating control")
struct RatingEndToEndTests {
    static let accent = RGB(hex: 0x1F6FEB)
    static let capsuleBackground = RGB(hex: 0xE4E8EE)
    static let arguments = ["--theme", "light"]

    /// A key pressed on the focused rating control and the rating it must leave.
    struct Step: CustomStringConvertible {
        var key: String
        var rating: String?
        var description: String { "\(key) → \(rating ?? "none")" }
    }

    @Test func keysStepThroughTheRatingsWithoutWrapping() throws {
        try withRecipeGrid { app in
            try openFirstRecipeAndFocusTheRating(app)
            let steps = [
                Step(key: "space", rating: "yummy"),  // no rating chosen before: Yummy
                Step(key: "space", rating: nil),
                Step(key: "Right", rating: "meh"),  // from no rating, Right picks Meh
                Step(key: "Right", rating: "yummy"),
                Step(key: "End", rating: "delicious"),
                Step(key: "Right", rating: "delicious"),  // no wrap to Meh
                Step(key: "Home", rating: "meh"),
                Step(key: "2", rating: "yummy"),
                Step(key: "3", rating: "delicious"),
                Step(key: "0", rating: nil),
                Step(key: "space", rating: "delicious"),  // back to the last one chosen
                Step(key: "Delete", rating: nil),
                Step(key: "Left", rating: "delicious"),  // from no rating, Left picks Delicious
                Step(key: "Left", rating: "yummy"),
                Step(key: "1", rating: "meh"),
            ]
            for step in steps {
                let line = try app.press(step.key)
                expect(line, rates: step.rating, after: step)
                #expect(line.focus == "detail.rating", "\(step) keeps focus on the control: \(line)")
            }

            let out = try app.press("Left")
            #expect(out.rating == "meh", "Left at Meh does not wrap to Delicious: \(out)")
            #expect(out.focus == "detail.back", "Left at Meh travels up the chain to the element on the left: \(out)")

            let back = try app.press("Escape")
            #expect(back.screen == "grid")
            #expect(back.rating == "meh", "the grid's selected recipe keeps its rating: \(back)")
        }
    }

    @Test func rightToLeftMirrorsTheArrows() throws {
        try withRecipeGrid(arguments: ["--layout-direction", "rtl"]) { app in
            try openFirstRecipeAndFocusTheRating(app)
            let steps = [
                Step(key: "Left", rating: "meh"),  // Left is forward in rtl: from no rating, Meh
                Step(key: "Left", rating: "yummy"),
                Step(key: "Left", rating: "delicious"),
                Step(key: "Left", rating: "delicious"),  // no wrap
                Step(key: "Right", rating: "yummy"),
                Step(key: "0", rating: nil),
                Step(key: "Right", rating: "delicious"),  // backward from no rating: Delicious
                Step(key: "Home", rating: "meh"),
            ]
            for step in steps {
                let line = try app.press(step.key)
                expect(line, rates: step.rating, after: step)
                #expect(line.focus == "detail.rating", "\(step) keeps focus on the control: \(line)")
                #expect(line.layoutDirection == "rtl")
            }

            let out = try app.press("Right")
            #expect(out.rating == "meh", "Right at Meh does not wrap in rtl: \(out)")
            #expect(out.focus == "detail.back", "Right at Meh leaves the control towards the back button: \(out)")
        }
    }

    @Test func clickingAnEmojiRatesWithoutMovingFocusAndClickingTheChosenOneClears() throws {
        try withRecipeGrid(arguments: Self.arguments) { app in
            try #require(try app.press("Return").focus == "detail.back")
            let (ring, focused) = try focusRing(of: app)
            let centres = emojiCentres(in: focused, ring: ring)
            try #require(centres.count == 3, "expected three emoji in the capsule \(ring), found columns at \(centres)")
            try #require(try app.press("Tab", .shift).focus == "detail.back")

            let delicious = try app.click(x: centres[2].x, y: centres[2].y)
            #expect(delicious.rating == "delicious", "clicked 🥰 at \(centres[2]): \(delicious)")
            #expect(delicious.focus == "detail.back", "a click on the rating does not move keyboard focus: \(delicious)")
            // The accent circle shows around the emoji it sits under.
            let cell = PixelRect(minX: centres[2].x - 22, minY: centres[2].y - 22, maxX: centres[2].x + 22, maxY: centres[2].y + 22)
            let accentAround = try app.waitForImage("an accent circle under the chosen emoji") { image in
                let count = image.count(near: Self.accent, in: cell)
                return count >= 300 ? count : nil
            }
            #expect(accentAround >= 300)

            let meh = try app.click(x: centres[0].x, y: centres[0].y)
            #expect(meh.rating == "meh", "clicked 😕 at \(centres[0]): \(meh)")
            #expect(meh.focus == "detail.back")

            let cleared = try app.click(x: centres[0].x, y: centres[0].y)
            #expect(cleared.isNull("rating"), "clicking the chosen emoji clears the rating: \(cleared)")
            #expect(cleared.focus == "detail.back")
            #expect(cleared.screen == "detail")

            try #require(try app.press("Tab").focus == "detail.rating")
            let yummy = try app.click(x: centres[1].x, y: centres[1].y)
            #expect(yummy.rating == "yummy", "clicked 🙂 at \(centres[1]): \(yummy)")
            #expect(yummy.focus == "detail.rating", "focus stays on the control too: \(yummy)")
        }
    }

    @Test func focusRingFollowsTheCapsuleOutline() throws {
        try withRecipeGrid(arguments: Self.arguments) { app in
            try #require(try app.press("Return").focus == "detail.back")
            let (ring, image) = try focusRing(of: app)
            let looked = "ring \(ring)"
            #expect(ring.width > 2 * ring.height, "the rating control is a wide capsule: \(looked)")
            #expect(ring.height >= 40, "the ring surrounds the 52 px tall control: \(looked)")

            // The capsule's fill sits inside the ring, which hugs its rounded ends.
            let capsule = try #require(
                image.boundingBox(near: Self.capsuleBackground, tolerance: 4, in: ring), "no capsule background (#E4E8EE) inside \(looked)")
            #expect(ring.minX < capsule.minX && ring.maxX > capsule.maxX, "the ring lies outside the capsule \(capsule): \(looked)")
            #expect(ring.minY < capsule.minY && ring.maxY > capsule.maxY, "the ring lies outside the capsule \(capsule): \(looked)")

            let ends = [
                ("left end", PixelRect(minX: ring.minX, minY: ring.midY - 2, maxX: capsule.minX - 1, maxY: ring.midY + 2)),
                ("right end", PixelRect(minX: capsule.maxX + 1, minY: ring.midY - 2, maxX: ring.maxX, maxY: ring.midY + 2)),
                ("top middle", PixelRect(minX: ring.midX - 2, minY: ring.minY, maxX: ring.midX + 2, maxY: capsule.minY - 1)),
                ("bottom middle", PixelRect(minX: ring.midX - 2, minY: capsule.maxY + 1, maxX: ring.midX + 2, maxY: ring.maxY)),
            ]
            for (name, rect) in ends {
                #expect(image.count(near: Self.accent, in: rect) > 0, "accent at the ring's \(name) \(rect): \(looked)")
            }

            // A rounded rectangle's ring reaches into its corners; a capsule's stays 29 % of its radius away.
            let side = max(3, ring.height * 12 / 100)
            let corners = [
                ("top left", PixelRect(minX: ring.minX, minY: ring.minY, maxX: ring.minX + side - 1, maxY: ring.minY + side - 1)),
                ("top right", PixelRect(minX: ring.maxX - side + 1, minY: ring.minY, maxX: ring.maxX, maxY: ring.minY + side - 1)),
                ("bottom left", PixelRect(minX: ring.minX, minY: ring.maxY - side + 1, maxX: ring.minX + side - 1, maxY: ring.maxY)),
                ("bottom right", PixelRect(minX: ring.maxX - side + 1, minY: ring.maxY - side + 1, maxX: ring.maxX, maxY: ring.maxY)),
            ]
            for (name, rect) in corners {
                #expect(image.count(near: Self.accent, in: rect) == 0, "no accent in the \(name) corner \(rect) of the ring's box: \(looked)")
            }
        }
    }

    // MARK: Helpers

    private func openFirstRecipeAndFocusTheRating(_ app: AppSession) throws {
        let opened = try app.press("Return")
        try #require(opened.screen == "detail" && opened.recipe == TestCookbook.names[0], "\(opened)")
        let focused = try app.press("Tab")
        try #require(focused.focus == "detail.rating", "\(focused)")
        try #require(focused.isNull("rating"), "a fresh data dir has no ratings: \(focused)")
    }

    private func expect(_ line: TraceLine, rates rating: String?, after step: Step, sourceLocation: SourceLocation = #_sourceLocation) {
        if let rating {
            #expect(line.rating == rating, "\(step): \(line)", sourceLocation: sourceLocation)
        } else {
            #expect(line.isNull("rating"), "\(step): \(line)", sourceLocation: sourceLocation)
        }
    }

    /// The focus ring of the rating control: the accent pixels that appear when focus moves
    /// from the back button onto the control (Tab), with the image that shows it. Leaves
    /// focus on the control.
    private func focusRing(of app: AppSession) throws -> (ring: PixelRect, image: WindowImage) {
        let before = try app.image()
        try #require(try app.press("Tab").focus == "detail.rating")
        return try app.waitForImage("accent pixels of a focus ring around the rating control") { image in
            image.newPixels(near: Self.accent, since: before).flatMap { $0.count >= 50 ? ($0.box, image) : nil }
        }
    }

    /// The centres of the colour emoji inside the ring, left to right: runs of columns that
    /// hold vivid pixels, split where a few columns hold none.
    private func emojiCentres(in image: WindowImage, ring: PixelRect) -> [(x: Int, y: Int)] {
        let inside = ring.inset(by: 8)
        var runs: [ClosedRange<Int>] = []
        var gap = 0
        for x in inside.minX...inside.maxX {
            let column = PixelRect(minX: x, minY: inside.minY, maxX: x, maxY: inside.maxY)
            guard image.countColourful(in: column, excluding: [Self.accent, Self.capsuleBackground]) > 0 else {
                gap += 1
                continue
            }
            if let last = runs.last, gap < 4 {
                runs[runs.count - 1] = last.lowerBound...x
            } else {
                runs.append(x...x)
            }
            gap = 0
        }
        return runs.filter { $0.count >= 8 }.map { (($0.lowerBound + $0.upperBound) / 2, ring.midY) }
    }
}
