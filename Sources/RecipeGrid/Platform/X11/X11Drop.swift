import CX11
import FoundationEssentials

/// The window as a drop target (XDND version 5, as freedesktop.org specifies it): files and
/// folders dragged from a file manager come as `text/uri-list`. The window says it is aware
/// (`XdndAware`), accepts a drag that offers `text/uri-list` with the copy action
/// (`XdndStatus`), and at the drop converts `XdndSelection` to that type, reads it, and says
/// it is finished (`XdndFinished`). What the addresses are is the core's to judge.
@MainActor
final class X11Drop {
    private let display: OpaquePointer
    private let window: Window
    private let atoms: Atoms
    /// The window a drag comes from, while one is over ours.
    private var source: Window = 0
    private var offersURIs = false

    private struct Atoms {
        var enter, position, status, leave, drop, finished, typeList, actionCopy, uriList, property: Atom
        var selection: Atom
    }

    static let version = 5

    init(display: X11Display, window: Window) {
        self.display = display.handle
        self.window = window
        atoms = Atoms(
            enter: display.atom("XdndEnter"), position: display.atom("XdndPosition"), status: display.atom("XdndStatus"),
            leave: display.atom("XdndLeave"), drop: display.atom("XdndDrop"), finished: display.atom("XdndFinished"),
            typeList: display.atom("XdndTypeList"), actionCopy: display.atom("XdndActionCopy"), uriList: display.atom("text/uri-list"),
            property: display.atom("_RECIPEGRID_DROP"), selection: display.atom("XdndSelection"))
        var version = UInt(Self.version)
        withUnsafeBytes(of: &version) { bytes in
            _ = XChangeProperty(
                display.handle, window, display.atom("XdndAware"), XA_ATOM, 32, PropModeReplace,
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                1)
        }
    }

    var selection: Atom { atoms.selection }

    /// Handles an XDND client message; false for any other message.
    func handle(_ message: XClientMessageEvent) -> Bool {
        let data = message.data.l
        switch message.message_type {
        case atoms.enter:
            source = Window(bitPattern: data.0)
            offersURIs = offeredTypes(data).contains(atoms.uriList)
        case atoms.position:
            guard Window(bitPattern: data.0) == source else { return true }
            send(atoms.status, [Int(window), offersURIs ? 1 : 0, 0, 0, offersURIs ? Int(atoms.actionCopy) : 0])
        case atoms.leave:
            source = 0
        case atoms.drop:
            guard Window(bitPattern: data.0) == source, offersURIs else {
                send(atoms.finished, [Int(window), 0, 0])
                source = 0
                return true
            }
            XDeleteProperty(display, window, atoms.property)
            XConvertSelection(display, atoms.selection, atoms.uriList, atoms.property, window, Time(data.2))
            XFlush(display)
        default:
            return false
        }
        return true
    }

    /// The dropped `text/uri-list` once it has come; the drag source is told it is done.
    func handleSelectionNotify(_ event: XSelectionEvent) -> String? {
        guard event.selection == atoms.selection, source != 0 else { return nil }
        var text: String?
        if event.property != 0, let read = X11Property.read(display, window: window, property: event.property, maximumBytes: 1 << 20) {
            text = String(decoding: read.bytes, as: UTF8.self)
            XDeleteProperty(display, window, event.property)
        }
        send(atoms.finished, [Int(window), text == nil ? 0 : 1, text == nil ? 0 : Int(atoms.actionCopy)])
        source = 0
        return text
    }

    /// The types a drag offers: up to three in XdndEnter, else in the source's XdndTypeList.
    private func offeredTypes(_ data: (Int, Int, Int, Int, Int)) -> [Atom] {
        guard data.1 & 1 != 0 else { return [data.2, data.3, data.4].map { Atom(bitPattern: $0) } }
        guard let list = X11Property.read(display, window: source, property: atoms.typeList, type: XA_ATOM, maximumBytes: 4096) else { return [] }
        return list.bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt.self)) }.map { Atom($0) }
    }

    private func send(_ type: Atom, _ values: [Int]) {
        var event = cx11_zero_event()
        event.xclient.type = ClientMessage
        event.xclient.window = source
        event.xclient.message_type = type
        event.xclient.format = 32
        withUnsafeMutableBytes(of: &event.xclient.data.l) { raw in
            let longs = raw.bindMemory(to: Int.self)
            for (index, value) in values.prefix(5).enumerated() { longs[index] = value }
        }
        XSendEvent(display, source, 0, NoEventMask, &event)
        XFlush(display)
    }
}
