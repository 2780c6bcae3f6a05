import CX11

/// The INCR protocol (ICCCM 2.7.2): text larger than one request goes as a series of
/// properties. The sender writes INCR with the total size; each time the receiver deletes
/// the property the sender writes the next chunk; an empty chunk ends the transfer. Both
/// sides watch PropertyNotify on the window that holds the property.
extension X11Clipboard {
    /// A transfer of our text to another client, chunk by chunk.
    struct OutgoingTransfer {
        var requestor: Window
        var property: Atom
        var type: Atom
        var bytes: [UInt8]
        var sent = 0
    }

    /// A paste is refused past this: no recipe text is 16 MB, and a runaway owner must not
    /// fill the memory.
    static let largestPaste = 16 << 20

    /// A paste is coming in chunks.
    var isReceiving: Bool { receiving != nil }

    /// How much of the text goes in one chunk.
    private var chunkBytes: Int { min(maximumBytes, 64 * 1024) }

    /// Answers a request for `bytes` with INCR: the size now, the chunks as the requestor
    /// deletes the property. A second request from the same window replaces the first.
    func beginSending(_ bytes: [UInt8], type: Atom, to requestor: Window, _ property: Atom) {
        sending.removeAll { $0.requestor == requestor && $0.property == property }
        // The requestor's property changes come to us only while we ask for them.
        XSelectInput(display, requestor, PropertyChangeMask)
        _ = write([UInt(bytes.count)], type: incrAtom, to: requestor, property)
        sending.append(OutgoingTransfer(requestor: requestor, property: property, type: type, bytes: bytes))
    }

    /// Starts reading a paste the owner sends with INCR; false when `property` holds the
    /// text itself. Deleting the property asks the owner for the first chunk.
    func beginReceiving(_ property: Atom) -> Bool {
        guard let header = X11Property.read(display, window: window, property: property, maximumBytes: 64), header.type == incrAtom else {
            return false
        }
        receiving = ([], Atom(None))
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        XSelectInput(display, window, attributes.your_event_mask | PropertyChangeMask)
        XDeleteProperty(display, window, property)
        XFlush(display)
        return true
    }

    /// A property changed that an INCR transfer waits on: sends the next chunk or reads the
    /// one that came. Returns `.some(text)` when a paste is complete (nil text: it failed),
    /// nil when the event is not the clipboard's or the paste goes on (`isReceiving`).
    func handlePropertyNotify(_ event: XPropertyEvent) -> String?? {
        if event.state == PropertyDelete, let index = sending.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom }) {
            sendNextChunk(index)
            return nil
        }
        guard event.state == PropertyNewValue, event.window == window, event.atom == pasteProperty, receiving != nil else { return nil }
        return receiveChunk()
    }

    private func sendNextChunk(_ index: Int) {
        let transfer = sending[index]
        let end = min(transfer.bytes.count, transfer.sent + chunkBytes)
        let chunk = Array(transfer.bytes[transfer.sent..<end])
        XChangeProperty(display, transfer.requestor, transfer.property, transfer.type, 8, PropModeReplace, chunk, Int32(chunk.count))
        if chunk.isEmpty {
            sending.remove(at: index)
            if !sending.contains(where: { $0.requestor == transfer.requestor }) { XSelectInput(display, transfer.requestor, NoEventMask) }
        } else {
            sending[index].sent = end
        }
        XFlush(display)
    }

    private func receiveChunk() -> String?? {
        guard var incoming = receiving,
            let chunk = X11Property.read(display, window: window, property: pasteProperty, maximumBytes: Self.largestPaste)
        else { return nil }
        XDeleteProperty(display, window, pasteProperty)
        XFlush(display)
        if !chunk.bytes.isEmpty {
            incoming.bytes += chunk.bytes
            incoming.type = chunk.type
            guard chunk.format == 8, incoming.bytes.count <= Self.largestPaste else { return finishReceiving(nil) }
            receiving = incoming
            return nil
        }
        return finishReceiving(text(of: incoming.bytes, type: incoming.type))
    }

    private func finishReceiving(_ text: String?) -> String?? {
        receiving = nil
        requestedTarget = nil
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        XSelectInput(display, window, attributes.your_event_mask & ~PropertyChangeMask)
        return .some(text)
    }
}
