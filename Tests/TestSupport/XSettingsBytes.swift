/// XSETTINGS bytes as a settings daemon writes them, in either byte order.
public enum XSettingsBytes {
    public enum Setting: Sendable {
        case int(String, Int32)
        case string(String, String)
        case color(String, UInt16, UInt16, UInt16, UInt16)
    }

    public static func make(_ settings: [Setting], bigEndian: Bool = false, serial: UInt32 = 7) -> [UInt8] {
        var bytes: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0]
        func card16(_ value: Int) {
            bytes += bigEndian ? [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
        }
        func card32(_ value: UInt32) {
            let le = [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
            bytes += bigEndian ? le.reversed() : le
        }
        func padded(_ text: String) {
            let utf8 = Array(text.utf8)
            bytes += utf8 + [UInt8](repeating: 0, count: (4 - utf8.count % 4) % 4)
        }
        card32(serial)
        card32(UInt32(settings.count))
        for setting in settings {
            switch setting {
            case .int(let name, let value):
                bytes += [0, 0]
                card16(name.utf8.count)
                padded(name)
                card32(0)
                card32(UInt32(bitPattern: value))
            case .string(let name, let value):
                bytes += [1, 0]
                card16(name.utf8.count)
                padded(name)
                card32(0)
                card32(UInt32(value.utf8.count))
                padded(value)
            case .color(let name, let r, let g, let b, let a):
                bytes += [2, 0]
                card16(name.utf8.count)
                padded(name)
                card32(0)
                card16(Int(r))
                card16(Int(b))
                card16(Int(g))
                card16(Int(a))
            }
        }
        return bytes
    }
}
