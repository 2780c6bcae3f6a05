import CX11
import Foundation
import Testing

/// Cooking mode under a real X server: Ctrl+K, steps by key, a timer that ends
/// with a toast and the bell, Escape back. The app's clock runs 60 times as fast
/// (`RECIPEGRID_CLOCK_RATE=60`), so a 1-minute timer ends after about a second.
@Suite("Cooking end to end")
struct CookingEndToEndTests {
    private func writeCookbook(in folder: URL) throws {
        let recipe = """
            {"@type": "Recipe", "name": "Aa Quick Bake", "recipeIngredient": ["1 egg", "100 g flour", "1 pinch salt"],
             "recipeInstructions": ["Beat the egg with the flour.", "Bake 1 minute until set.", "Cool 2 minutes and serve."]}
            """
        try Data(recipe.utf8).write(to: folder.appendingPathComponent("quick.json"))
    }

    /// A second client that hears the bell: XKB's BellNotify, as a desktop's bell handler does.
    private final class BellListener {
        let display: OpaquePointer
        var eventBase: Int32 = 0

        init?(displayName: String) {
            guard let display = XOpenDisplay(displayName) else { return nil }
            self.display = display
            var opcode: Int32 = 0
            var error: Int32 = 0
            var major = Int32(XkbMajorVersion)
            var minor = Int32(XkbMinorVersion)
            guard XkbQueryExtension(display, &opcode, &eventBase, &error, &major, &minor) != 0 else { return nil }
            let bellMask = UInt32(1 << 8)  // XkbBellNotifyMask
            XkbSelectEvents(display, UInt32(0x0100), bellMask, bellMask)  // XkbUseCoreKbd
            XSync(display, 0)
        }

        deinit { XlibExtensions.locked { _ = XCloseDisplay(display) } }

        /// How many bells rang since the last call.
        func bells() -> Int {
            XSync(display, 0)
            var count = 0
            while XPending(display) > 0 {
                var event = cx11_zero_event()
                XNextEvent(display, &event)
                let xkbType = withUnsafeBytes(of: &event) {
                    $0.load(fromByteOffset: MemoryLayout<XkbAnyEvent>.offset(of: \.xkb_type)!, as: Int32.self)
                }
                if event.type == eventBase && xkbType == 8 { count += 1 }  // XkbBellNotify
            }
            return count
        }
    }

    @Test func stepsTurnByKeyAndATimerFromTheStepEndsWithAToastAndTheBell() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeCookbook(in: folder)
        try withRecipeGrid(
            geometry: "1100x720", arguments: ["--theme", "light"], cookbookDirectory: folder, environment: ["RECIPEGRID_CLOCK_RATE": "60"]
        ) { app in
            let bell = try #require(BellListener(displayName: app.server.displayName))
            try #require(try app.press("Right").selection == "Aa Quick Bake")
            try #require(try app.press("Return").screen == "detail")
            let cooking = try app.press("k", .control)
            #expect(cooking.screen == "cooking" && cooking.focus == "cooking", "\(cooking)")
            #expect(cooking.recipe == "Aa Quick Bake")
            let first = try app.image()

            let second = try app.press("Right")
            #expect(second.screen == "cooking")
            let secondImage = try app.image()
            #expect(first.pixels != secondImage.pixels, "the next step shows")
            try app.press("Left")
            #expect(try app.image().pixels == first.pixels, "Left shows the first step again")
            try app.press("space")

            let started = try app.press("t")
            #expect(started.toast == "Timer started: Step 2 · 1 minute", "\(started)")
            _ = bell.bells()
            let done = try app.trace.waitForLine("the timer's end", timeout: .seconds(120)) { $0.toast == "Timer done: Step 2 · 1 minute" }
            #expect(done.event == "timer" && done.screen == "cooking", "\(done)")
            var rang = 0
            for _ in 0..<50 where rang == 0 {
                rang += bell.bells()
                Thread.sleep(forTimeInterval: 0.05)
            }
            #expect(rang == 1, "the bell rang once")

            let back = try app.press("Escape")
            #expect(back.screen == "detail" && back.focus == "detail.back", "\(back)")
        }
    }
}
