import CX11
import Foundation

/// A second X client's view of the CLIPBOARD selection: reads what the app copied, and
/// owns text for the app to paste, as another application would (ICCCM, UTF8_STRING).
///
/// Uses its own unmapped window on the test's connection; not thread-safe, like the connection.
final class TestClipboard {
    private let connection: X11Connection
    private let window: Window
    private let clipboard: Atom
    private let utf8String: Atom
    private let targets: Atom
    private let property: Atom
    private let incr: Atom
    private var ownedText: String?
    /// Text going to the app in chunks (INCR): the requestor, its property and what is left.
    private var sending: (requestor: Window, property: Atom, rest: ArraySlice<UInt8>)?
    /// More than this goes to the app in chunks, as a real owner does past one request.
    static let chunkBytes = 64 * 1024

    init(connection: X11Connection) {
        self.connection = connection
        window = XCreateSimpleWindow(connection.display, connection.root, -10, -10, 1, 1, 0, 0, 0)
        clipboard = connection.atom("CLIPBOARD")
        utf8String = connection.atom("UTF8_STRING")
        targets = connection.atom("TARGETS")
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

    /// Takes the CLIPBOARD with `text`; `serveRequests()` then answers the app's requests.
    func own(_ text: String) {
        ownedText = text
        XSetSelectionOwner(connection.display, clipboard, window, Time(CurrentTime))
        connection.sync()
    }

    /// Answers every pending SelectionRequest for the owned text: TARGETS and UTF8_STRING,
    /// refusing other targets; text over `chunkBytes` goes in chunks (INCR), each sent when
    /// the app has deleted the last.
    func serveRequests() {
        var event = cx11_zero_event()
        if let transfer = sending, XCheckTypedWindowEvent(connection.display, transfer.requestor, PropertyNotify, &event) != 0,
            event.xproperty.atom == transfer.property, event.xproperty.state == PropertyDelete
        {
            let chunk = Array(transfer.rest.prefix(Self.chunkBytes))
            XChangeProperty(connection.display, transfer.requestor, transfer.property, utf8String, 8, PropModeReplace, chunk, Int32(chunk.count))
            sending = chunk.isEmpty ? nil : (transfer.requestor, transfer.property, transfer.rest.dropFirst(chunk.count))
            connection.sync()
        }
        while XCheckTypedWindowEvent(connection.display, window, SelectionRequest, &event) != 0 {
            let request = event.xselectionrequest
            let target = request.property == Atom(None) ? request.target : request.property
            var answered = false
            if let text = ownedText, request.selection == clipboard {
                if request.target == utf8String && text.utf8.count > Self.chunkBytes {
                    XSelectInput(connection.display, request.requestor, PropertyChangeMask)
                    var size = [UInt(text.utf8.count)]
                    size.withUnsafeMutableBytes { raw in
                        _ = XChangeProperty(
                            connection.display, request.requestor, target, incr, 32, PropModeReplace,
                            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
                    }
                    sending = (request.requestor, target, Array(text.utf8)[...])
                    answered = true
                } else if request.target == utf8String {
                    let bytes = Array(text.utf8)
                    XChangeProperty(connection.display, request.requestor, target, utf8String, 8, PropModeReplace, bytes, Int32(bytes.count))
                    answered = true
                } else if request.target == targets {
                    var atoms = [UInt(targets), UInt(utf8String)]
                    atoms.withUnsafeMutableBytes { raw in
                        _ = XChangeProperty(
                            connection.display, request.requestor, target, Atom(XA_ATOM), 32, PropModeReplace,
                            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(2))
                    }
                    answered = true
                }
            }
            var reply = cx11_zero_event()
            reply.xselection = XSelectionEvent(
                type: SelectionNotify, serial: 0, send_event: 1, display: connection.display, requestor: request.requestor,
                selection: request.selection, target: request.target, property: answered ? target : Atom(None), time: request.time)
            XSendEvent(connection.display, request.requestor, 0, 0, &reply)
            connection.sync()
        }
    }
}

extension AppSession {
    /// Presses `key` with `modifiers` while `clipboard` answers the app's CLIPBOARD
    /// requests, and returns the key's trace line: a paste that waits for another client.
    @discardableResult
    func press(_ key: String, _ modifiers: KeyModifiers = [], servingFrom clipboard: TestClipboard) throws -> TraceLine {
        let reported = try keyboard.send(key, modifiers: modifiers)
        return try trace.waitForLine(
            "a trace line with event \"key\" and key \"\(reported)\"", meanwhile: clipboard.serveRequests
        ) { line in
            line.event == "key" && line.key == reported
        }
    }
}
