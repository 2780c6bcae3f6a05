import CX11
import CXTest
import Foundation

/// The test's own connection to the X server: finds windows, sends XTEST input, reads pixels.
///
/// Not thread-safe; a test creates one and uses it from its own body only. Close it
/// before stopping its server: Xlib exits the process when a connection breaks under it.
final class X11Connection {
    let display: OpaquePointer
    let root: Window
    private var isOpen = true

    init(displayName: String) throws {
        xlibSetUp
        guard let display = XOpenDisplay(displayName) else {
            throw HarnessError("cannot open X display \(displayName)")
        }
        self.display = display
        root = XDefaultRootWindow(display)
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XlibExtensions.locked({ XTestQueryExtension(display, &eventBase, &errorBase, &major, &minor) }) != 0 else {
            XlibExtensions.locked { _ = XCloseDisplay(display) }
            throw HarnessError("the X server \(displayName) lacks the XTEST extension")
        }
    }

    deinit { close() }

    func close() {
        guard isOpen else { return }
        isOpen = false
        XlibExtensions.locked { _ = XCloseDisplay(display) }
    }

    /// Sets the root window's RESOURCE_MANAGER string (what `xrdb` does), e.g. "Xft.dpi:\t192\n".
    func setResources(_ resources: String) {
        let bytes = Array(resources.utf8)
        XChangeProperty(display, root, XInternAtom(display, "RESOURCE_MANAGER", 0), XA_STRING, 8, PropModeReplace, bytes, Int32(bytes.count))
        sync()
    }

    /// Waits until the server has processed every request sent so far.
    func sync() { XSync(display, 0) }

    func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    func atomName(_ atom: Atom) -> String? {
        guard let name = XGetAtomName(display, atom) else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// Top-level windows, bottom to top.
    func topLevelWindows() -> [Window] { children(of: root) }

    /// `window`'s children, bottom to top.
    func children(of window: Window) -> [Window] {
        var rootReturn: Window = 0
        var parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, window, &rootReturn, &parent, &children, &count) != 0, let children else {
            return []
        }
        defer { XFree(children) }
        return Array(UnsafeBufferPointer(start: children, count: Int(count)))
    }

    /// The window's `_NET_WM_PID`, if it set one.
    func processID(of window: Window) -> Int32? {
        guard let values = cardinalProperty(named: "_NET_WM_PID", of: window), let pid = values.first else {
            return nil
        }
        return Int32(truncatingIfNeeded: pid)
    }

    /// The window's WM_CLASS as (instance, class), if set.
    func windowClass(of window: Window) -> (instance: String, class: String)? {
        var hint = XClassHint()
        guard XGetClassHint(display, window, &hint) != 0 else { return nil }
        defer {
            if let name = hint.res_name { XFree(name) }
            if let cls = hint.res_class { XFree(cls) }
        }
        return (hint.res_name.map { String(cString: $0) } ?? "", hint.res_class.map { String(cString: $0) } ?? "")
    }

    /// Width, height, position and whether the window is viewable.
    func attributes(of window: Window) -> XWindowAttributes? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0 else { return nil }
        return attributes
    }

    /// Where the window's (x, y) lies on the root window.
    func rootPoint(of window: Window, x: Int, y: Int) -> (x: Int, y: Int) {
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, root, Int32(x), Int32(y), &rootX, &rootY, &child)
        return (Int(rootX), Int(rootY))
    }

    /// Gives `window` the keyboard focus; with no window manager nobody else will.
    func focus(_ window: Window) throws {
        XSetInputFocus(display, window, RevertToParent, Time(CurrentTime))
        sync()
        var focused: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display, &focused, &revert)
        guard focused == window else {
            throw HarnessError("window 0x\(String(window, radix: 16)) did not take the input focus")
        }
    }

    /// A UTF8_STRING property such as `_NET_WM_NAME`, if set.
    func utf8Property(named name: String, of window: Window) -> String? {
        property(named: name, type: atom("UTF8_STRING"), of: window, format: 8) { bytes, count in
            String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }
    }

    /// How many 32-bit items a CARDINAL property holds (0 when unset).
    func cardinalCount(named name: String, of window: Window) -> Int {
        cardinalProperty(named: name, of: window)?.count ?? 0
    }

    /// The 32-bit items of an ATOM property (XdndAware holds the XDND version so).
    func atomItems(named name: String, of window: Window) -> [UInt] {
        property(named: name, type: Atom(XA_ATOM), of: window, format: 32) { bytes, count in
            bytes.withMemoryRebound(to: UInt.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
        } ?? []
    }

    /// Asks `window` to close as a window manager would: WM_PROTOCOLS / WM_DELETE_WINDOW.
    func sendDeleteWindow(to window: Window) {
        var event = cx11_zero_event()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: UInt(atom("WM_DELETE_WINDOW")))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, window, 0, 0, &event)
        sync()
    }

    private func cardinalProperty(named name: String, of window: Window) -> [UInt]? {
        // Xlib hands back 32-bit items as C longs.
        property(named: name, type: Atom(XA_CARDINAL), of: window, format: 32) { bytes, count in
            bytes.withMemoryRebound(to: UInt.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
        }
    }

    /// Reads a whole property of `type` and `format` and converts its items, nil when unset or of another kind.
    private func property<T>(
        named name: String, type: Atom, of window: Window, format: Int32,
        _ convert: (UnsafeMutablePointer<UInt8>, Int) -> T
    ) -> T? {
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var itemCount: UInt = 0
        var bytesAfter: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, window, atom(name), 0, 1 << 20, 0, type,
            &actualType, &actualFormat, &itemCount, &bytesAfter, &data)
        guard status == Success, let data else { return nil }
        defer { XFree(data) }
        guard actualFormat == format, itemCount > 0 else { return nil }
        return convert(data, Int(itemCount))
    }
}

/// libXext keeps every display's extension data in one list per extension and reads its
/// last-used entry without a lock, so a display closed on one test's thread while another
/// test sends XTEST input can leave that read pointing at freed memory (a crash seen once in
/// a full run). Closing a display and every extension call of the tests take this lock.
enum XlibExtensions {
    private static let lock = NSLock()

    static func locked<T>(_ body: () -> T) -> T { lock.withLock(body) }
}

/// Done once before the first connection. Tests run side by side, each with its own
/// connection, so Xlib must lock (libX11 1.8 does so by default, older ones need asking).
/// Its default error handler exits the process; a test run must survive a stray
/// BadWindow (the app may destroy its window while we look at it), so report and go on.
private let xlibSetUp: Void = {
    XInitThreads()
    XSetErrorHandler { display, event in
        guard let event else { return 0 }
        var text = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
        let description = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let message = "e2e harness: X error: \(description) (request \(event.pointee.request_code))\n"
        FileHandle.standardError.write(Data(message.utf8))
        return 0
    }
}()
