import CX11

/// A window property as XGetWindowProperty gives it: its type, format and data, copied out
/// so Xlib's buffer is freed at once.
struct X11Property {
    var type: Atom
    /// 8, 16 or 32: the size of an item as the server counts them.
    var format: Int32
    /// The items' bytes; 32-bit items come as C longs, as Xlib hands them over.
    var bytes: [UInt8]
    /// Nothing was left unread past `maximumBytes`.
    var isComplete: Bool

    /// Reads `property` of `window`, at most `maximumBytes` of it; nil when it is missing
    /// or cannot be read.
    static func read(
        _ display: OpaquePointer, window: Window, property: Atom, type: Atom = Atom(AnyPropertyType), maximumBytes: Int = 1 << 22
    ) -> X11Property? {
        var actualType: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, window, property, 0, maximumBytes / 4, 0, type, &actualType, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualType != 0 else { return nil }
        let itemSize = format == 8 ? 1 : format == 16 ? MemoryLayout<CShort>.size : MemoryLayout<CLong>.size
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count) * itemSize)) } ?? []
        return X11Property(type: actualType, format: format, bytes: bytes, isComplete: remaining == 0)
    }
}
