import CX11
import CXTest
import Foundation
import Testing

/// What window managers and the X server do to a window that the app must live through
///: absurd sizes, being unmapped and mapped again, losing and regaining the
/// keyboard focus, the keyboard layout changing under it. WM_DELETE_WINDOW is in the
/// persistence tests.
@Suite("Window quirks")
struct WindowQuirksEndToEndTests {
    static let accent = RGB(hex: 0x1F6FEB)

    @Test func aWindowResizedTo1x1AndTo8000x8000GoesOnWorkingAtItsNormalSize() throws {
        try withRecipeGrid { app in
            let tiny = try app.resize(width: 1, height: 1)
            #expect(tiny.columns ?? 0 >= 1, "\(tiny)")
            let moved = try app.press("Right")
            #expect(moved.selectionIndex == 1, "keys still work in a 1×1 window: \(moved)")

            let huge = try app.resize(width: 8000, height: 8000)
            #expect(huge.visible == 0...(TestCookbook.count - 1), "every tile shows: \(huge)")
            let columns = try #require(huge.columns)
            let below = 1 + columns < TestCookbook.count ? 1 + columns : 1
            #expect(try app.press("Down").selectionIndex == below, "a whole row down, if there is one (\(columns) columns)")

            let normal = try app.resize(width: 1000, height: 700)
            let selected = try #require(normal.selectionIndex)
            #expect(normal.visible?.contains(selected) == true, "the selection is in view: \(normal)")
            let image = try app.waitForImage("the grid drawn at its normal size") { image in
                image.count(near: Self.accent) > 200 ? image : nil
            }
            #expect(image.width == 1000 && image.height == 700)
        }
    }

    @Test func anUnmappedWindowMappedAgainIsRedrawnAndTakesKeysAgain() throws {
        try withRecipeGrid { app in
            let before = try app.image()
            XUnmapWindow(app.connection.display, app.window)
            app.connection.sync()
            try waitFor("the window to be unmapped", timeout: Timeouts.event) {
                app.connection.attributes(of: app.window)?.map_state == IsUnmapped ? true : nil
            }
            XMapWindow(app.connection.display, app.window)
            app.connection.sync()
            // Xvfb keeps no backing store: what shows now, the app drew again.
            try app.waitForImage("the window redrawn as it was") { $0.pixels == before.pixels ? true : nil }
            try app.connection.focus(app.window)
            #expect(try app.press("Right").selectionIndex == 1, "keys reach the app again")
        }
    }

    @Test func theFocusRingAndSelectionColourFollowTheWindowFocus() throws {
        try withRecipeGrid { app in
            let focused = try app.image()
            let accentFocused = focused.count(near: Self.accent)
            try #require(accentFocused > 200, "the selected tile shows the accent: \(accentFocused) pixels")

            // Focus to nobody, as when another program's window is active.
            XSetInputFocus(app.connection.display, Window(None), Int32(RevertToNone), Time(CurrentTime))
            app.connection.sync()
            let unfocused = try app.waitForImage("the accent to go with the focus") { image in
                image.count(near: Self.accent) < accentFocused / 4 ? image : nil
            }
            #expect(unfocused.countColourful() < focused.countColourful(), "the window looks inactive")

            try app.connection.focus(app.window)
            try app.waitForImage("the focused look to come back") { $0.pixels == focused.pixels ? true : nil }
            #expect(try app.press("Right").selectionIndex == 1)
        }
    }

    @Test func aKeyboardMappingChangedWhileRunningIsReadAgain() throws {
        try withRecipeGrid { app in
            let display = app.connection.display
            let spare = try #require(Self.spareKeycode(display), "the server's keymap has a key with no symbols")
            defer { Self.map(spare, to: 0, on: display) }

            Self.map(spare, to: KeySym(XK_Right), on: display)
            Self.tap(spare, on: app.connection)
            let right = try app.trace.waitForEvent("key", key: "Right")
            #expect(right.selectionIndex == 1, "\(right)")

            // The same key, now Left: an app that kept the old map would move right again.
            Self.map(spare, to: KeySym(XK_Left), on: display)
            Self.tap(spare, on: app.connection)
            let left = try app.trace.waitForEvent("key", key: "Left")
            #expect(left.selectionIndex == 0, "\(left)")
        }
    }

    /// A keycode the server knows but that types nothing.
    static func spareKeycode(_ display: OpaquePointer) -> KeyCode? {
        var low: Int32 = 0
        var high: Int32 = 0
        XDisplayKeycodes(display, &low, &high)
        var perKeycode: Int32 = 0
        guard let map = XGetKeyboardMapping(display, KeyCode(low), high - low + 1, &perKeycode) else { return nil }
        defer { XFree(map) }
        for code in low...high {
            let first = Int(code - low) * Int(perKeycode)
            if (0..<Int(perKeycode)).allSatisfy({ map[first + $0] == 0 }) { return KeyCode(code) }
        }
        return nil
    }

    /// Gives `keycode` the one keysym `symbol` (0 for none), as `xmodmap` would; every client gets MappingNotify.
    static func map(_ keycode: KeyCode, to symbol: KeySym, on display: OpaquePointer) {
        var symbols = [symbol]
        XChangeKeyboardMapping(display, Int32(keycode), 1, &symbols, 1)
        XSync(display, 0)
    }

    static func tap(_ keycode: KeyCode, on connection: X11Connection) {
        XlibExtensions.locked { _ = XTestFakeKeyEvent(connection.display, UInt32(keycode), 1, 0) }
        XlibExtensions.locked { _ = XTestFakeKeyEvent(connection.display, UInt32(keycode), 0, 0) }
        connection.sync()
    }
}
