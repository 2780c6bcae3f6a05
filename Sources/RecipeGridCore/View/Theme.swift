/// The colours of a theme; light and dark share the layout and differ only here.
package struct Theme: Sendable {
    package var windowBackground = Color(hex: 0xF7F8FA)
    var sidebarBackground = Color(hex: 0xECEFF3)
    var separator = Color(hex: 0xD9DDE4)
    var primaryText = Color(hex: 0x1B1F24)
    var secondaryText = Color(hex: 0x5C6675)
    var accent = Color(hex: 0x1F6FEB)
    var onAccent = Color(hex: 0xFFFFFF)
    var mutedSelection = Color(hex: 0x9AA3B2)
    var selectedRowUnfocused = Color(hex: 0xD6DCE5)
    var controlBackground = Color(hex: 0xE4E8EE)
    var toastBackground = Color(hex: 0x2A2F37, alpha: 0.94)
    var toastText = Color(hex: 0xFFFFFF)
    var menuBackground = Color(hex: 0xFFFFFF)
    var disabledText = Color(hex: 0xA9B0BB)
    var shadow = Color(hex: 0x000000, alpha: 0.14)
    var scrim = Color(hex: 0x0B0E13, alpha: 0.36)
    /// What went wrong: a field that cannot be saved as it is.
    var problem = Color(hex: 0xC0362C)
    /// Soft tints behind tile emoji, picked per recipe so neighbours differ.
    var tileTints: [Color] = [
        0xFDE8D7, 0xE3F1DF, 0xDDEBFA, 0xF6E0EC, 0xFFF3C9, 0xE6E1F7, 0xD9F2EF, 0xF9E1DE,
    ].map { Color(hex: $0) }

    package static let light = Theme()

    package static let dark = Theme(
        windowBackground: Color(hex: 0x1D1F23), sidebarBackground: Color(hex: 0x25282D), separator: Color(hex: 0x383C44),
        primaryText: Color(hex: 0xE9EBEE), secondaryText: Color(hex: 0x9BA4B0), accent: Color(hex: 0x3B82F6),
        onAccent: Color(hex: 0xFFFFFF), mutedSelection: Color(hex: 0x6B7482), selectedRowUnfocused: Color(hex: 0x3A3F48),
        controlBackground: Color(hex: 0x30343B), toastBackground: Color(hex: 0x3F444D, alpha: 0.96), toastText: Color(hex: 0xFFFFFF),
        menuBackground: Color(hex: 0x2A2D33), disabledText: Color(hex: 0x5E6570), shadow: Color(hex: 0x000000, alpha: 0.4),
        scrim: Color(hex: 0x000000, alpha: 0.5), problem: Color(hex: 0xFF7B72),
        tileTints: [0x4A3A2F, 0x2F4431, 0x2E3E52, 0x4A3041, 0x4A4328, 0x3A3450, 0x274743, 0x4C3330].map { Color(hex: $0) })

    /// A stable tint for a recipe (FNV-1a of its name), so it keeps its colour everywhere.
    func tint(for name: String) -> Color {
        var hash: UInt32 = 2_166_136_261
        // Over the bytes at once: iterating `utf8` of a short (inline) string costs a hundred
        // instructions a byte, and every tile of every frame asks.
        var bytes = name
        bytes.withUTF8 { for byte in $0 { hash = (hash ^ UInt32(byte)) &* 16_777_619 } }
        return tileTints[Int(hash % UInt32(tileTints.count))]
    }
}
