import FoundationEssentials
import RecipeGridCore

/// What the desktop says about theme and scale: the XSETTINGS a settings daemon publishes
/// (gnome-settings-daemon, xsettingsd, xfsettingsd) and the `Xft.dpi` X resource.
struct DesktopSettings: Sendable, Equatable {
    enum Value: Sendable, Equatable {
        case int(Int32)
        case string(String)
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    var settings: [String: Value] = [:]
    /// The RESOURCE_MANAGER string, as `xrdb` sets it.
    var resources: String?

    /// Dark when `Gtk/ApplicationPreferDarkTheme` is 1 or the theme's name says dark
    /// ("Adwaita-dark", "Arc-Dark", "Yaru:dark"); nil (light) when the desktop says nothing.
    var prefersDark: Bool? {
        // not translated: XSETTINGS names
        if case .int(let prefer) = settings["Gtk/ApplicationPreferDarkTheme"], prefer == 1 { return true }
        if case .string(let name) = settings["Net/ThemeName"] {  // not translated: as above
            let lower = name.lowercased()
            return lower.hasSuffix("-dark") || lower.hasSuffix(":dark") || lower.hasSuffix("_dark") ? true : nil
        }
        return nil
    }

    /// Dots per inch: XSETTINGS `Xft/DPI` (in 1024ths), else the `Xft.dpi` resource.
    var dpi: Double? {
        if case .int(let value) = settings["Xft/DPI"], value > 0 { return Double(value) / 1024 }  // not translated: an XSETTINGS name
        guard let resources else { return nil }
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingWhitespace().lowercased() == "xft.dpi" else { continue }
            if let dpi = Double(parts[1].trimmingWhitespace()), dpi > 0 { return dpi }
        }
        return nil
    }

    /// The HiDPI scale, dpi / 96, kept within what the layout can take (0.5 to 8).
    var scale: Double? { dpi.map { min(8, max(0.5, $0 / 96)) } }

    /// Reads an `_XSETTINGS_SETTINGS` property (XSETTINGS spec 0.5): byte order, serial,
    /// count, then settings of type int, string or colour, each name padded to 4 bytes.
    /// Nil when the bytes do not follow the format; a truncated setting ends the list.
    static func parse(_ bytes: [UInt8]) -> [String: Value]? {
        guard bytes.count >= 12, bytes[0] == 0 || bytes[0] == 1 else { return nil }
        let bigEndian = bytes[0] == 1
        var offset = 4
        func card16() -> Int? {
            guard offset + 2 <= bytes.count else { return nil }
            defer { offset += 2 }
            let (a, b) = (Int(bytes[offset]), Int(bytes[offset + 1]))
            return bigEndian ? a << 8 | b : b << 8 | a
        }
        func card32() -> UInt32? {
            guard offset + 4 <= bytes.count else { return nil }
            defer { offset += 4 }
            let b = bytes[offset..<offset + 4].map(UInt32.init)
            return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
        }
        func text(_ length: Int) -> String? {
            let padded = (length + 3) & ~3
            guard length >= 0, offset + padded <= bytes.count else { return nil }
            defer { offset += padded }
            return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        }
        _ = card32()  // serial
        guard let count = card32() else { return nil }
        var settings: [String: Value] = [:]
        for _ in 0..<min(Int(count), 10_000) {
            guard offset + 4 <= bytes.count else { break }
            let type = bytes[offset]
            offset += 2
            guard let nameLength = card16(), let name = text(nameLength), card32() != nil else { break }
            switch type {
            case 0:
                guard let value = card32() else { return settings }
                settings[name] = .int(Int32(bitPattern: value))
            case 1:
                guard let length = card32(), let value = text(Int(length)) else { return settings }
                settings[name] = .string(value)
            case 2:
                guard let red = card16(), let blue = card16(), let green = card16(), let alpha = card16() else { return settings }
                settings[name] = .color(red: UInt16(red), green: UInt16(green), blue: UInt16(blue), alpha: UInt16(alpha))
            default:
                return settings
            }
        }
        return settings
    }
}
