import CX11
import RecipeGridCore

/// An X11 selection holding text, CLIPBOARD or PRIMARY: owning it to copy, converting it to
/// paste (ICCCM, UTF8_STRING).
///
/// Copying takes ownership; other clients then ask for conversions (SelectionRequest) until
/// one of them takes the CLIPBOARD over (SelectionClear). Pasting asks the owner to convert
/// into a property on our window and reads it when the SelectionNotify arrives; check
/// `ownedText` first, since our own copy needs no round trip.
///
/// Text larger than `maximumBytes` (256 KiB, or less when the server's maximum request is
/// smaller) goes by the incremental INCR protocol (ICCCM 2.7.2), both ways, in chunks
/// (`X11Clipboard+Incremental.swift`); a paste is refused past `largestPaste`.
@MainActor
final class X11Clipboard {
    /// The text we own the CLIPBOARD with; nil once another client has taken it.
    private(set) var ownedText: String?
    /// The most bytes of text sent or read in one piece.
    let maximumBytes: Int

    let display: OpaquePointer
    let window: Window
    private let clipboardAtom: Atom
    private let targetsAtom: Atom
    private let utf8StringAtom: Atom
    private let textAtom: Atom
    private let timestampAtom: Atom
    let incrAtom: Atom
    /// The property on our window that owners write the pasted text into.
    let pasteProperty: Atom
    /// When we took ownership, for TIMESTAMP and to refuse requests from before it.
    private var ownedSince = Time(CurrentTime)
    /// The target of our outstanding conversion, nil when no paste is under way.
    var requestedTarget: Atom?
    /// Our text going to other clients in chunks, one transfer per requestor and property.
    var sending: [OutgoingTransfer] = []
    /// A paste coming in chunks: the bytes so far and their type.
    var receiving: (bytes: [UInt8], type: Atom)?
    private var requestTime = Time(CurrentTime)

    /// The selection `name` acting for `window` on the connection `display` (an `X11Display.handle`).
    init(display: OpaquePointer, window: Window, selection name: String = "CLIPBOARD") {
        self.display = display
        self.window = window
        clipboardAtom = XInternAtom(display, name, 0)
        targetsAtom = XInternAtom(display, "TARGETS", 0)
        utf8StringAtom = XInternAtom(display, "UTF8_STRING", 0)
        textAtom = XInternAtom(display, "TEXT", 0)
        timestampAtom = XInternAtom(display, "TIMESTAMP", 0)
        incrAtom = XInternAtom(display, "INCR", 0)
        pasteProperty = XInternAtom(display, "_RECIPEGRID_PASTE_" + name, 0)
        // Without BIG-REQUESTS a request is at most 256 KiB minus 4 bytes, header included.
        let extended = XExtendedMaxRequestSize(display)
        let requestBytes = Int(extended > 0 ? extended : XMaxRequestSize(display)) * 4
        maximumBytes = min(256 * 1024, requestBytes - 32)
    }

    /// Takes ownership of CLIPBOARD with `text`; `time` is the timestamp of the key event
    /// that asked (CurrentTime if unknown, which ICCCM discourages: TIMESTAMP then answers 0).
    func copy(_ text: String, time: Time) {
        XSetSelectionOwner(display, clipboardAtom, window, time)
        // The server ignores a time older than the current owner's, so check we got it (ICCCM 2.1).
        guard XGetSelectionOwner(display, clipboardAtom) == window else {
            ownedText = nil
            return
        }
        ownedText = text
        ownedSince = time
    }

    /// Asks the owner to convert CLIPBOARD to UTF8_STRING into a property on our window;
    /// the answer arrives as a SelectionNotify.
    func requestPaste(time: Time) {
        convert(to: utf8StringAtom, time: time)
    }

    /// Answers another client's SelectionRequest: TARGETS (TARGETS, UTF8_STRING, STRING,
    /// TEXT, TIMESTAMP), UTF8_STRING/TEXT with our text, STRING as Latin-1 when the text
    /// has only Latin-1 characters; refuses others (property None). Sends the SelectionNotify.
    ///
    /// STRING is refused rather than lossily converted: the requestor can still ask for
    /// UTF8_STRING, and silently changed text would be worse.
    func handleSelectionRequest(_ request: XSelectionRequestEvent) {
        // Obsolete clients leave the property None and mean the target's name (ICCCM 2.2).
        let property = request.property == Atom(None) ? request.target : request.property
        let answered = convert(request, into: property)
        var reply = cx11_zero_event()
        reply.xselection = XSelectionEvent(
            type: SelectionNotify, serial: 0, send_event: 1, display: display, requestor: request.requestor, selection: request.selection,
            target: request.target, property: answered ? property : Atom(None), time: request.time)
        XSendEvent(display, request.requestor, 0, NoEventMask, &reply)
        XFlush(display)
    }

    /// Reads the converted text after our `requestPaste`; nil if the conversion failed (no
    /// owner) or was not UTF8_STRING/STRING, or for a notification that is not ours.
    /// Deletes the property.
    ///
    /// When the owner refuses UTF8_STRING this asks once more for STRING and returns nil;
    /// the text then comes with the next SelectionNotify, so keep passing them in.
    func handleSelectionNotify(_ event: XSelectionEvent) -> String? {
        guard event.selection == clipboardAtom, event.requestor == window, let target = requestedTarget, event.target == target else {
            return nil
        }
        guard event.property != Atom(None) else {
            requestedTarget = nil
            if target == utf8StringAtom { convert(to: XA_STRING, time: requestTime) }
            return nil
        }
        if beginReceiving(event.property) { return nil }
        requestedTarget = nil
        defer { XDeleteProperty(display, window, event.property) }
        return readText(event.property)
    }

    /// A paste was asked for and its text has not come yet.
    var isWaitingForPaste: Bool { requestedTarget != nil }

    /// The selection's atom: which events are this one's.
    var atom: Atom { clipboardAtom }

    /// Another client took the selection: forget our text.
    func handleSelectionClear(_ event: XSelectionClearEvent) {
        guard event.selection == clipboardAtom, event.window == window else { return }
        ownedText = nil
    }

    private func convert(to target: Atom, time: Time) {
        requestedTarget = target
        requestTime = time
        XDeleteProperty(display, window, pasteProperty)
        XConvertSelection(display, clipboardAtom, target, pasteProperty, window, time)
        XFlush(display)
    }

    /// Writes our text, converted to `request.target`, into `property` on the requestor's
    /// window; false to refuse.
    private func convert(_ request: XSelectionRequestEvent, into property: Atom) -> Bool {
        guard request.selection == clipboardAtom, let text = ownedText, isSinceOwnership(request.time) else { return false }
        let requestor = request.requestor
        switch request.target {
        case targetsAtom:
            return write([targetsAtom, utf8StringAtom, XA_STRING, textAtom, timestampAtom], type: XA_ATOM, to: requestor, property)
        case timestampAtom:
            return write([ownedSince], type: XA_INTEGER, to: requestor, property)
        case utf8StringAtom, textAtom:
            // TEXT lets the owner pick the encoding; the reply's type says which.
            return write(Array(text.utf8), type: utf8StringAtom, to: requestor, property)
        case XA_STRING:
            guard text.unicodeScalars.allSatisfy({ $0.value < 0x100 }) else { return false }
            return write(text.unicodeScalars.map { UInt8($0.value) }, type: XA_STRING, to: requestor, property)
        default:
            return false
        }
    }

    /// True when a request made at `time` is not from before we took ownership; X time is
    /// 32-bit milliseconds that wrap, hence the signed difference.
    private func isSinceOwnership(_ time: Time) -> Bool {
        if time == Time(CurrentTime) || ownedSince == Time(CurrentTime) { return true }
        return Int32(bitPattern: UInt32(truncatingIfNeeded: time) &- UInt32(truncatingIfNeeded: ownedSince)) >= 0
    }

    /// Stores 8-bit text; more than `maximumBytes` goes in chunks (INCR).
    private func write(_ bytes: [UInt8], type: Atom, to requestor: Window, _ property: Atom) -> Bool {
        guard bytes.count <= maximumBytes else {
            beginSending(bytes, type: type, to: requestor, property)
            return true
        }
        XChangeProperty(display, requestor, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
        return true
    }

    /// Stores 32-bit items, which Xlib takes as C longs (the size of `Atom` and `Time`).
    func write(_ items: [UInt], type: Atom, to requestor: Window, _ property: Atom) -> Bool {
        items.withUnsafeBytes { raw in
            _ = XChangeProperty(
                display, requestor, property, type, 32, PropModeReplace, raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(items.count))
        }
        return true
    }

    /// The 8-bit UTF8_STRING or STRING (Latin-1) text in `property` on our window, nil for
    /// any other type or for more than `maximumBytes`.
    private func readText(_ property: Atom) -> String? {
        guard let read = X11Property.read(display, window: window, property: property, maximumBytes: maximumBytes),
            read.format == 8, read.isComplete
        else { return nil }
        return text(of: read.bytes, type: read.type)
    }

    /// UTF8_STRING or STRING (Latin-1) bytes as text; nil for another type.
    func text(of bytes: [UInt8], type: Atom) -> String? {
        switch type {
        case utf8StringAtom: return String(decoding: bytes, as: UTF8.self)
        case XA_STRING: return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        default: return nil
        }
    }
}
