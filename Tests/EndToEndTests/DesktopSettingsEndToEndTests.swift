import CX11
import Foundation
import TestSupport
import Testing

/// The app follows the desktop while it runs: a settings daemon that starts or
/// changes XSETTINGS (Xft/DPI, a dark theme) reflows and recolours the window.
@Suite("Desktop settings end to end")
struct DesktopSettingsEndToEndTests {
    /// A stand-in for xsettingsd: owns `_XSETTINGS_S0` and publishes settings on its window.
    private final class SettingsDaemon {
        let display: OpaquePointer
        let window: Window
        let property: Atom

        init?(displayName: String) {
            guard let display = XOpenDisplay(displayName) else { return nil }
            self.display = display
            let root = XDefaultRootWindow(display)
            window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
            property = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        }

        deinit { XlibExtensions.locked { _ = XCloseDisplay(display) } }

        func publish(_ bytes: [UInt8]) {
            var data = bytes
            XChangeProperty(display, window, property, property, 8, PropModeReplace, &data, Int32(data.count))
            XFlush(display)
        }

        /// Takes the selection and announces it with MANAGER, as ICCCM §2.8 asks.
        func start() {
            let selection = XInternAtom(display, "_XSETTINGS_S0", 0)
            XSetSelectionOwner(display, selection, window, UInt(CurrentTime))
            var event = cx11_zero_event()
            event.xclient.type = ClientMessage
            event.xclient.window = XDefaultRootWindow(display)
            event.xclient.message_type = XInternAtom(display, "MANAGER", 0)
            event.xclient.format = 32
            event.xclient.data.l.1 = Int(selection)
            event.xclient.data.l.2 = Int(window)
            XSendEvent(display, XDefaultRootWindow(display), 0, StructureNotifyMask, &event)
            XFlush(display)
        }
    }

    @Test func aSettingsDaemonsDpiReflowsTheWindowAndItsDarkThemeRecoloursIt() throws {
        try withRecipeGrid(geometry: "1280x900") { app in
            let startColumns = try #require(app.start.columns)
            let lightBackground = RGB(hex: 0xF7F8FA)
            let darkBackground = RGB(hex: 0x1D1F23)
            #expect(try app.image().count(near: lightBackground) > 100_000, "light without a desktop preference")

            let daemon = try #require(SettingsDaemon(displayName: app.server.displayName))
            daemon.publish(XSettingsBytes.make([.int("Xft/DPI", 192 * 1024), .string("Net/ThemeName", "Adwaita")]))
            daemon.start()
            let reflowed = try app.trace.waitForLine("a reflow at Xft/DPI 192") { $0.event == "resize" }
            let columns = try #require(reflowed.columns)
            #expect(columns * 2 <= startColumns + 1, "scale 2 about halves the columns: \(startColumns) → \(columns)")
            #expect(try app.press("Right").selectionIndex == 1, "keys still work after the reflow")

            daemon.publish(XSettingsBytes.make([.int("Xft/DPI", 192 * 1024), .string("Net/ThemeName", "Adwaita-dark")], serial: 8))
            let recoloured = try app.trace.waitForLine("a recolour for Adwaita-dark") { $0.event == "resize" }
            #expect(recoloured.columns == columns, "the same scale keeps the layout")
            let image = try app.image()
            #expect(image.count(near: darkBackground) > 100_000 && image.count(near: lightBackground) < 1_000, "the dark theme shows")
        }
    }
}
