import CX11
import FoundationEssentials

/// Coming to the front, and the launcher's startup feedback (the freedesktop Startup
/// Notification spec): the window carries the launch's `DESKTOP_STARTUP_ID` as
/// `_NET_STARTUP_ID`, and a "remove" message ends the launcher's busy cursor once it shows.
extension X11Window {
    /// Marks the window with the launch's startup id, before it is mapped.
    func adoptStartupID(_ id: String?) {
        guard let id, !id.isEmpty else { return }
        let bytes = Array(id.utf8)
        XChangeProperty(
            display.handle, self.id, display.atom("_NET_STARTUP_ID"), display.atom("UTF8_STRING"), 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    /// Says the launch with startup id `id` is done: "remove: ID=…" in 20-byte client
    /// messages to the root window, the first `_NET_STARTUP_INFO_BEGIN`, the rest `_NET_STARTUP_INFO`.
    func completeStartup(_ id: String?) {
        guard let id, !id.isEmpty else { return }
        let quoted = id.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        let message = Array("remove: ID=\"\(quoted)\"".utf8) + [0]
        for start in stride(from: 0, to: message.count, by: 20) {
            var event = cx11_zero_event()
            event.xclient.type = ClientMessage
            event.xclient.window = self.id
            event.xclient.message_type = display.atom(start == 0 ? "_NET_STARTUP_INFO_BEGIN" : "_NET_STARTUP_INFO")
            event.xclient.format = 8
            withUnsafeMutableBytes(of: &event.xclient.data) { data in
                for (offset, byte) in message[start..<min(message.count, start + 20)].enumerated() { data[offset] = byte }
            }
            XSendEvent(display.handle, display.root, 0, PropertyChangeMask, &event)
        }
    }

    /// Asks the window manager to raise and focus the window (EWMH `_NET_ACTIVE_WINDOW`,
    /// source: an application, with the launch's time, taken from its startup id's
    /// `_TIME` part when it has one). With no window manager, raises and focuses it itself.
    func activate(startupID: String?, time: UInt) {
        adoptStartupID(startupID)
        completeStartup(startupID)
        var event = cx11_zero_event()
        event.xclient.type = ClientMessage
        event.xclient.window = id
        event.xclient.message_type = display.atom("_NET_ACTIVE_WINDOW")
        event.xclient.format = 32
        event.xclient.data.l.0 = 1
        event.xclient.data.l.1 = Int(Self.launchTime(of: startupID) ?? time)
        XSendEvent(display.handle, display.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        XMapRaised(display.handle, id)
        takeFocusWithoutWindowManager()
        XFlush(display.handle)
    }

    /// The time in a startup id's "_TIME1234" part, as launchers write it.
    static func launchTime(of startupID: String?) -> UInt? {
        guard let id = startupID, let range = id.ranges(of: "_TIME").last else { return nil }
        return UInt(id[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }
}
