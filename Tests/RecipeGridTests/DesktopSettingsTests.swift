import CoreTestSupport
import TestSupport
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

@Suite("Desktop settings")
struct DesktopSettingsTests {
    nonisolated(unsafe) static var context = UpdateContext(now: 0, measurer: FakeMeasurer())

    static let sample: [XSettingsBytes.Setting] = [
        .int("Xft/DPI", 196_608), .string("Net/ThemeName", "Adwaita-dark"), .int("Gtk/CursorThemeSize", 24),
        .color("Gtk/Color", 0xFFFF, 0x8000, 0x0000, 0xFFFF),
    ]

    @Test(arguments: [false, true])
    func bothByteOrdersParseToTheSameSettings(bigEndian: Bool) throws {
        let settings = try #require(DesktopSettings.parse(XSettingsBytes.make(Self.sample, bigEndian: bigEndian)))
        #expect(settings["Xft/DPI"] == .int(196_608))
        #expect(settings["Net/ThemeName"] == .string("Adwaita-dark"))
        #expect(settings["Gtk/CursorThemeSize"] == .int(24))
        #expect(settings["Gtk/Color"] == .color(red: 0xFFFF, green: 0x8000, blue: 0, alpha: 0xFFFF))
    }

    @Test func truncatedOrForeignBytesNeverCrashAndKeepWhatWasWhole() {
        let whole = XSettingsBytes.make(Self.sample)
        for length in 0..<whole.count {
            let parsed = DesktopSettings.parse(Array(whole.prefix(length)))
            #expect((parsed?.count ?? 0) <= Self.sample.count)
        }
        #expect(DesktopSettings.parse([2, 0, 0, 0] + [UInt8](repeating: 0, count: 12)) == nil, "an unknown byte order")
        #expect(DesktopSettings.parse([0, 0, 0, 0, 1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF]) == [:], "a count larger than the data")
    }

    @Test func scaleComesFromXSettingsThenTheXftDpiResource() {
        #expect(DesktopSettings(settings: ["Xft/DPI": .int(192 * 1024)], resources: "Xft.dpi:\t120\n").scale == 2)
        #expect(DesktopSettings(settings: [:], resources: "Xcursor.size: 24\nXft.dpi:\t144\n").scale == 1.5)
        #expect(DesktopSettings(settings: [:], resources: nil).scale == nil)
        #expect(DesktopSettings(settings: ["Xft/DPI": .int(-1)], resources: nil).scale == nil, "-1 means unset")
        #expect(DesktopSettings(settings: ["Xft/DPI": .int(2000 * 1024)], resources: nil).scale == 8)
    }

    @Test(arguments: [
        (["Gtk/ApplicationPreferDarkTheme": DesktopSettings.Value.int(1)], true as Bool?),
        (["Net/ThemeName": .string("Adwaita-dark")], true), (["Net/ThemeName": .string("Yaru:dark")], true),
        (["Net/ThemeName": .string("Arc-Dark")], true), (["Net/ThemeName": .string("Adwaita")], nil),
        (["Gtk/ApplicationPreferDarkTheme": .int(0)], nil), ([:], nil),
    ])
    func darkComesFromThePreferenceOrTheThemesName(settings: [String: DesktopSettings.Value], dark: Bool?) {
        #expect(DesktopSettings(settings: settings).prefersDark == dark)
    }

    @Test func aNewScaleReflowsAtTheSameWindowSizeAndAChosenThemeStays() {
        var h = Harness()
        let columns = h.layout.columns
        h.send(.desktopSettingsRead(scale: 2, prefersDark: true))
        #expect(h.state.metrics.scale == 2 && h.state.darkTheme)
        #expect(h.layout.columns < columns && h.layout.tileWidth > 1.5 * Harness().layout.tileWidth)
        h.send(.desktopSettingsRead(scale: 2, prefersDark: false))
        #expect(!h.state.darkTheme && h.state.metrics.scale == 2)
        var chosen = Harness { $0.perform(.darkTheme, context: &Self.context) }
        chosen.send(.desktopSettingsRead(scale: nil, prefersDark: true))
        chosen.send(.desktopSettingsRead(scale: nil, prefersDark: false))
        #expect(chosen.state.darkTheme, "View ▸ Dark Theme wins over the desktop until restart")
    }

    @Test func aPinnedScaleOrThemeIgnoresTheDesktop() {
        var h = Harness()
        h.model.desktop = DesktopFollowing(scalePinned: true, themePinned: true)
        h.send(.desktopSettingsRead(scale: 2, prefersDark: true))
        #expect(h.state.metrics.scale == 1 && !h.state.darkTheme)
    }
}
