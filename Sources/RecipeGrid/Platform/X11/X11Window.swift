import CX11
import FoundationEssentials
import Glibc
import RecipeGridCore

/// The top-level window with its ICCCM/EWMH properties: class, UTF-8 title, pid, delete protocol.
@MainActor
final class X11Window {
    let display: X11Display
    let id: Window
    let deleteWindowAtom: Atom
    let protocolsAtom: Atom
    private let utf8StringAtom: Atom
    private let netWMNameAtom: Atom

    init(display: X11Display, geometry: WindowGeometry, minimumSize: Size, background: Color, title: String) {
        self.display = display
        let dpy = display.handle
        var attributes = XSetWindowAttributes()
        attributes.background_pixel = Self.pixel(background)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask =
            KeyPressMask | KeyReleaseMask | ButtonPressMask | ButtonReleaseMask | ExposureMask
            | StructureNotifyMask | FocusChangeMask
        let mask = UInt(CWBackPixel | CWBitGravity | CWEventMask)
        id = XCreateWindow(
            dpy, display.root, Int32(geometry.x ?? 0), Int32(geometry.y ?? 0), UInt32(geometry.width), UInt32(geometry.height), 0,
            display.depth, UInt32(InputOutput), display.visual, mask, &attributes)
        deleteWindowAtom = display.atom("WM_DELETE_WINDOW")
        protocolsAtom = display.atom("WM_PROTOCOLS")
        utf8StringAtom = display.atom("UTF8_STRING")
        netWMNameAtom = display.atom("_NET_WM_NAME")

        var classHint = XClassHint()
        let instance = strdup("recipegrid")
        let className = strdup("RecipeGrid")
        defer {
            free(instance)
            free(className)
        }
        classHint.res_name = instance
        classHint.res_class = className
        let hints = XAllocSizeHints()
        defer { XFree(hints) }
        if let hints {
            hints.pointee.flags = PMinSize | (geometry.x != nil ? USPosition | USSize : PSize)
            hints.pointee.x = Int32(geometry.x ?? 0)
            hints.pointee.y = Int32(geometry.y ?? 0)
            hints.pointee.width = Int32(geometry.width)
            hints.pointee.height = Int32(geometry.height)
            hints.pointee.min_width = Int32(minimumSize.width)
            hints.pointee.min_height = Int32(minimumSize.height)
        }
        let wmHints = XAllocWMHints()
        defer { XFree(wmHints) }
        wmHints?.pointee.flags = InputHint
        wmHints?.pointee.input = 1
        Xutf8SetWMProperties(dpy, id, title, title, nil, 0, hints, wmHints, &classHint)

        var protocols = [deleteWindowAtom]
        XSetWMProtocols(dpy, id, &protocols, 1)
        var pid = CLong(getpid())
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(
                dpy, id, display.atom("_NET_WM_PID"), XA_CARDINAL, 32, PropModeReplace, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
        setTitle(title)
        X11Icon.set(on: self)
    }

    func setTitle(_ title: String) {
        let bytes = Array(title.utf8)
        XChangeProperty(display.handle, id, netWMNameAtom, utf8StringAtom, 8, PropModeReplace, bytes, Int32(bytes.count))
        XChangeProperty(display.handle, id, display.atom("_NET_WM_ICON_NAME"), utf8StringAtom, 8, PropModeReplace, bytes, Int32(bytes.count))
        Xutf8SetWMProperties(display.handle, id, title, title, nil, 0, nil, nil, nil)
    }

    func map() { XMapWindow(display.handle, id) }

    /// Asks the window manager (EWMH `_NET_WM_STATE`) to show the window full screen, or not.
    /// Without a window manager nothing happens; the window keeps its size.
    func setFullScreen(_ on: Bool) {
        var event = cx11_zero_event()
        event.xclient.type = ClientMessage
        event.xclient.window = id
        event.xclient.message_type = XInternAtom(display.handle, "_NET_WM_STATE", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = on ? 1 : 0
        event.xclient.data.l.1 = Int(XInternAtom(display.handle, "_NET_WM_STATE_FULLSCREEN", 0))
        event.xclient.data.l.3 = 1
        XSendEvent(
            display.handle, XRootWindow(display.handle, XDefaultScreen(display.handle)), 0,
            SubstructureRedirectMask | SubstructureNotifyMask, &event)
    }

    /// With no window manager nobody gives the window keyboard focus, so take it once
    /// mapped; under a window manager (one that set _NET_SUPPORTING_WM_CHECK) leave it be.
    func takeFocusWithoutWindowManager() {
        let check = X11Property.read(
            display.handle, window: display.root, property: display.atom("_NET_SUPPORTING_WM_CHECK"), type: XA_WINDOW, maximumBytes: 4)
        if check?.bytes.isEmpty == false { return }
        XSetInputFocus(display.handle, id, RevertToParent, UInt(CurrentTime))
    }

    /// A 24-bit TrueColor pixel value (the visual Xvfb and desktops use).
    static func pixel(_ color: Color) -> UInt {
        UInt(color.red * 255) << 16 | UInt(color.green * 255) << 8 | UInt(color.blue * 255)
    }
}
