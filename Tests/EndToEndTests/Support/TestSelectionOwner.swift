import CX11
import Foundation

/// Another application holding a selection (CLIPBOARD or PRIMARY) with some text, answering
/// the app's requests as they come, as a real owner's event loop does: ICCCM 2.2 to 2.7,
/// UTF8_STRING, TARGETS and TIMESTAMP, and INCR in chunks past `chunkBytes`.
///
/// It has an X connection and a thread of its own. An owner that served requests from the
/// test's thread between looks at the trace was deaf while that thread parsed a trace line
/// (a 300 KB grocery list takes a debug build a quarter of a second, and seconds on a loaded
/// machine), and the app rightly gives up on an owner that stays silent for a second.
final class TestSelectionOwner: @unchecked Sendable {
    /// More than this goes in chunks (INCR), as a real owner sends past one request.
    static let chunkBytes = 64 * 1024

    private let connection: X11Connection
    private let window: Window
    private let selection: Atom
    private let atoms: (utf8String: Atom, targets: Atom, timestamp: Atom, incr: Atom)
    private let text: [UInt8]
    /// The server time at which the selection became ours; requests from before are refused.
    private let ownedSince: Time
    /// Text going out in chunks, by requestor window and property: what is left to send.
    private var transfers: [(requestor: Window, property: Atom, rest: ArraySlice<UInt8>)] = []
    private var lost = false
    private let wake: (read: Int32, write: Int32)
    private let finished = DispatchSemaphore(value: 0)

    /// Takes `selection` on `displayName` with `text` and serves it until `stop()`, which
    /// must come before the server stops (Xlib ends a process whose server went away).
    /// `target` is the type the text is served as: UTF8_STRING, or `text/uri-list` for a drag.
    init(displayName: String, selection name: String = "CLIPBOARD", target: String = "UTF8_STRING", text: String) throws {
        connection = try X11Connection(displayName: displayName)
        let display = connection.display
        window = XCreateSimpleWindow(display, connection.root, -10, -10, 1, 1, 0, 0, 0)
        selection = connection.atom(name)
        atoms = (connection.atom(target), connection.atom("TARGETS"), connection.atom("TIMESTAMP"), connection.atom("INCR"))
        self.text = Array(text.utf8)
        XSelectInput(display, window, PropertyChangeMask)
        ownedSince = Self.serverTime(display, window: window, property: connection.atom("RECIPEGRID_E2E_TIME"))
        XSetSelectionOwner(display, selection, window, ownedSince)
        guard XGetSelectionOwner(display, selection) == window else { throw HarnessError("could not take the \(name) selection") }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw HarnessError("pipe: \(String(cString: strerror(errno)))") }
        wake = (ends[0], ends[1])
        Thread.detachNewThread { [self] in
            serve()
            finished.signal()
        }
    }

    /// Stops serving and lets the selection go with the connection.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        _ = write(wake.write, "x", 1)
        finished.wait()
        close(wake.read)
        close(wake.write)
        connection.close()
    }

    private var isStopped = false

    /// A server timestamp, as ICCCM asks an owner to use instead of CurrentTime: the time of
    /// the PropertyNotify that appending nothing to a property of our own brings.
    private static func serverTime(_ display: OpaquePointer, window: Window, property: Atom) -> Time {
        XChangeProperty(display, window, property, XA_STRING, 8, PropModeAppend, nil, 0)
        var event = cx11_zero_event()
        XWindowEvent(display, window, PropertyChangeMask, &event)
        return event.xproperty.time
    }

    /// The owner's event loop: blocks until the server or `stop()` has something.
    private func serve() {
        let display = connection.display
        var descriptors = [
            pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            while XPending(display) > 0 {
                var event = cx11_zero_event()
                XNextEvent(display, &event)
                handle(event)
            }
            XFlush(display)
            _ = poll(&descriptors, 2, -1)
            if descriptors[1].revents != 0 { return }
        }
    }

    private func handle(_ event: XEvent) {
        switch event.type {
        case SelectionRequest: answer(event.xselectionrequest)
        case SelectionClear where event.xselectionclear.selection == selection: lost = true
        case PropertyNotify where event.xproperty.state == PropertyDelete: sendNextChunk(event.xproperty)
        default: break
        }
    }

    /// Writes the requested target into the requestor's property and tells it so; a request
    /// for another selection, an unknown target, or one from before we owned it is refused.
    private func answer(_ request: XSelectionRequestEvent) {
        // An obsolete requestor names no property: the target is the property.
        let property = request.property == Atom(None) ? request.target : request.property
        var answered = false
        if !lost, request.selection == selection, isSinceOwnership(request.time) {
            answered = convert(request.target, to: request.requestor, property)
        }
        var reply = cx11_zero_event()
        reply.xselection = XSelectionEvent(
            type: SelectionNotify, serial: 0, send_event: 1, display: connection.display, requestor: request.requestor,
            selection: request.selection, target: request.target, property: answered ? property : Atom(None), time: request.time)
        XSendEvent(connection.display, request.requestor, 0, 0, &reply)
    }

    private func convert(_ target: Atom, to requestor: Window, _ property: Atom) -> Bool {
        let display = connection.display
        switch target {
        case atoms.targets:
            writeLongs([UInt(atoms.targets), UInt(atoms.utf8String), UInt(atoms.timestamp)], type: Atom(XA_ATOM), to: requestor, property)
        case atoms.timestamp:
            writeLongs([UInt(ownedSince)], type: Atom(XA_INTEGER), to: requestor, property)
        case atoms.utf8String where text.count > Self.chunkBytes:
            // The requestor's deletions of the property ask for each chunk: watch for them first.
            XSelectInput(display, requestor, PropertyChangeMask)
            writeLongs([UInt(text.count)], type: atoms.incr, to: requestor, property)
            transfers.removeAll { $0.requestor == requestor && $0.property == property }
            transfers.append((requestor, property, text[...]))
        case atoms.utf8String:
            XChangeProperty(display, requestor, property, atoms.utf8String, 8, PropModeReplace, text, Int32(text.count))
        default:
            return false
        }
        return true
    }

    /// The requestor deleted a property an INCR transfer writes: the next chunk, or the
    /// empty one that ends the transfer.
    private func sendNextChunk(_ deleted: XPropertyEvent) {
        guard let index = transfers.firstIndex(where: { $0.requestor == deleted.window && $0.property == deleted.atom }) else { return }
        let transfer = transfers[index]
        let chunk = Array(transfer.rest.prefix(Self.chunkBytes))
        XChangeProperty(connection.display, transfer.requestor, transfer.property, atoms.utf8String, 8, PropModeReplace, chunk, Int32(chunk.count))
        if chunk.isEmpty {
            transfers.remove(at: index)
            if !transfers.contains(where: { $0.requestor == transfer.requestor }) {
                XSelectInput(connection.display, transfer.requestor, NoEventMask)
            }
        } else {
            transfers[index].rest = transfer.rest.dropFirst(chunk.count)
        }
    }

    private func writeLongs(_ items: [UInt], type: Atom, to requestor: Window, _ property: Atom) {
        var items = items
        items.withUnsafeMutableBytes { raw in
            _ = XChangeProperty(
                connection.display, requestor, property, type, 32, PropModeReplace, raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                Int32(raw.count / MemoryLayout<UInt>.size))
        }
    }

    /// X time is 32-bit milliseconds that wrap, hence the signed difference.
    private func isSinceOwnership(_ time: Time) -> Bool {
        time == Time(CurrentTime) || Int32(bitPattern: UInt32(truncatingIfNeeded: time) &- UInt32(truncatingIfNeeded: ownedSince)) >= 0
    }
}
