import CX11
import Foundation

/// A second X client's view of the CLIPBOARD selection: reads what the app copied, as
/// another application would (ICCCM, UTF8_STRING, INCR). `TestSelectionOwner` is the other
/// side, text for the app to paste.
///
/// Uses its own unmapped window on the test's connection; not thread-safe, like the connection.
final class TestClipboard {
    private let connection: X11Connection
    private let window: Window
    private let clipboard: Atom
    private let utf8String: Atom
    private let property: Atom
    private let incr: Atom

    /// Reads `selection` (CLIPBOARD, or PRIMARY) on `connection`.
    init(connection: X11Connection, selection: String = "CLIPBOARD") {
        self.connection = connection
        window = XCreateSimpleWindow(connection.display, connection.root, -10, -10, 1, 1, 0, 0, 0)
        clipboard = connection.atom(selection)
        utf8String = connection.atom("UTF8_STRING")
        property = connection.atom("RECIPEGRID_E2E_CLIPBOARD")
        incr = connection.atom("INCR")
        XSelectInput(connection.display, window, PropertyChangeMask)
        connection.sync()
    }

    deinit {
        XDestroyWindow(connection.display, window)
        connection.sync()
    }

    /// The CLIPBOARD's text as its owner converts it to UTF8_STRING; nil when there is no
    /// owner or it refuses.
    func read(timeout: Duration = Timeouts.event) throws -> String? {
        XDeleteProperty(connection.display, window, property)
        XConvertSelection(connection.display, clipboard, utf8String, property, window, Time(CurrentTime))
        connection.sync()
        let answer = try waitFor("the CLIPBOARD owner's SelectionNotify", timeout: timeout) { () -> XSelectionEvent? in
            var event = cx11_zero_event()
            guard XCheckTypedWindowEvent(connection.display, window, SelectionNotify, &event) != 0 else { return nil }
            return event.xselection
        }
        guard answer.property != Atom(None) else { return nil }
        guard let first = readProperty() else { return nil }
        guard first.type == incr else { return first.format == 8 ? String(decoding: first.bytes, as: UTF8.self) : nil }
        // INCR: each deletion asks the owner for the next chunk; an empty one ends it.
        var bytes: [UInt8] = []
        while true {
            _ = try waitFor("the next INCR chunk of the CLIPBOARD", timeout: timeout) { () -> Bool? in
                var event = cx11_zero_event()
                guard XCheckTypedWindowEvent(connection.display, window, PropertyNotify, &event) != 0 else { return nil }
                return event.xproperty.atom == property && event.xproperty.state == PropertyNewValue ? true : nil
            }
            guard let chunk = readProperty(), chunk.format == 8 else { return nil }
            if chunk.bytes.isEmpty { return String(decoding: bytes, as: UTF8.self) }
            bytes += chunk.bytes
        }
    }

    /// The property's type, format and bytes, deleted once read (which, in an INCR
    /// transfer, asks for the next chunk).
    private func readProperty() -> (type: Atom, format: Int32, bytes: [UInt8])? {
        defer {
            XDeleteProperty(connection.display, window, property)
            connection.sync()
        }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            connection.display, window, property, 0, 1 << 22, 0, Atom(AnyPropertyType), &type, &format, &count, &after, &data)
        guard status == Success, let data else { return nil }
        defer { XFree(data) }
        let size = format == 8 ? 1 : MemoryLayout<CLong>.size
        return (type, format, Array(UnsafeBufferPointer(start: data, count: Int(count) * size)))
    }
}
