import CX11
import FoundationEssentials
import Glibc
import RecipeGridCore

/// One window per display and data folder (README, One window; ARCHITECTURE.md says why an
/// X selection and not D-Bus). The running app owns the selection
/// `_RECIPEGRID_INSTANCE_<hash of the data folder>` on its window. A second launch finds the
/// owner, writes what it was asked to open into a property of a window of its own, and asks
/// the owner to convert the selection to the target `_RECIPEGRID_OPEN` with that property,
/// as ICCCM's targets with parameters do; the owner reads the property, answers, opens the
/// cookbook and comes to the front, and the second launch exits 0.
@MainActor
enum X11Instance {
    static func selectionName(dataDirectory: String) -> String {
        // FNV-1a: short, stable across runs (Swift's Hasher is seeded per process).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in URL(fileURLWithPath: dataDirectory).standardizedFileURL.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "_RECIPEGRID_INSTANCE_" + String(hash, radix: 16)
    }

    /// The second launch's side: hands `request` to the app running on `display` with the same
    /// data folder. True when it took it; false when none runs, or it did not answer in a second.
    static func handOver(_ request: InstanceRequest, display: X11Display, dataDirectory: String) -> Bool {
        let dpy = display.handle
        let selection = display.atom(selectionName(dataDirectory: dataDirectory))
        guard XGetSelectionOwner(dpy, selection) != 0 else { return false }
        let window = XCreateSimpleWindow(dpy, display.root, 0, 0, 1, 1, 0, 0, 0)
        defer { XDestroyWindow(dpy, window) }
        XSelectInput(dpy, window, PropertyChangeMask)
        let property = display.atom("_RECIPEGRID_OPEN_REQUEST")
        let body = (try? JSONEncoder().encode(OpenMessage(paths: request.paths, startupID: request.startupID ?? ""))) ?? Data()
        let bytes = [UInt8](body)
        XChangeProperty(dpy, window, property, display.atom("UTF8_STRING"), 8, PropModeReplace, bytes, Int32(bytes.count))
        // The property's own PropertyNotify carries a server time for the request (ICCCM).
        var event = cx11_zero_event()
        XWindowEvent(dpy, window, PropertyChangeMask, &event)
        XConvertSelection(dpy, selection, display.atom("_RECIPEGRID_OPEN"), property, window, event.xproperty.time)
        XFlush(dpy)
        let deadline = Date().addingTimeInterval(1)
        while Date() < deadline {
            if XCheckTypedWindowEvent(dpy, window, SelectionNotify, &event) != 0 { return event.xselection.property == property }
            var ready = pollfd(fd: XConnectionNumber(dpy), events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 20)
        }
        return false
    }
}

/// The running app's side: owns the selection and reads the requests of later launches.
@MainActor
final class X11InstanceOwner {
    private let display: OpaquePointer
    private let window: Window
    let selection: Atom
    private let openTarget: Atom

    init(display: X11Display, window: Window, dataDirectory: String, time: Time) {
        self.display = display.handle
        self.window = window
        selection = display.atom(X11Instance.selectionName(dataDirectory: dataDirectory))
        openTarget = display.atom("_RECIPEGRID_OPEN")
        XSetSelectionOwner(display.handle, selection, window, time)
    }

    /// A later launch's request: answered at once (the property kept when it is read, None
    /// when it is not one of ours), and returned for the runner.
    func handle(_ request: XSelectionRequestEvent) -> InstanceRequest? {
        var reply = cx11_zero_event()
        reply.xselection.type = SelectionNotify
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        var parsed: InstanceRequest?
        if request.target == openTarget, request.property != 0,
            let property = X11Property.read(display, window: request.requestor, property: request.property, maximumBytes: 1 << 20),
            let message = try? JSONDecoder().decode(OpenMessage.self, from: Data(property.bytes))
        {
            let startup = message.startupID
            parsed = InstanceRequest(paths: message.paths, startupID: startup?.isEmpty == false ? startup : nil, time: UInt(request.time))
        }
        reply.xselection.property = parsed == nil ? 0 : request.property
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
        return parsed
    }
}

/// The request as one launch hands it to the other: a JSON object of `paths` and
/// `startupID`; a member that is missing or of another type is read as none.
private struct OpenMessage: Codable {
    var paths: [String]
    var startupID: String?

    init(paths: [String], startupID: String?) {
        self.paths = paths
        self.startupID = startupID
    }

    init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: CodingKeys.self)
        paths = (try? object.decode([String].self, forKey: .paths)) ?? []
        startupID = try? object.decode(String.self, forKey: .startupID)
    }
}
