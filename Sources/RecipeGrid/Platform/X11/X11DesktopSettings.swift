import CX11
import RecipeGridCore

/// Reads the desktop's XSETTINGS and RESOURCE_MANAGER and watches both for changes.
///
/// The settings live in a property of the window that owns the `_XSETTINGS_S<screen>`
/// selection; a new settings daemon announces itself with a MANAGER message on the root
/// window, and `xrdb` rewrites the root's RESOURCE_MANAGER.
@MainActor
final class X11DesktopSettings {
    private let display: X11Display
    private let selection: Atom
    private let settingsAtom: Atom
    private let resourcesAtom: Atom
    let managerAtom: Atom
    /// The settings daemon's window, watched for changes and for going away.
    private(set) var owner: Window = 0

    init(display: X11Display) {
        self.display = display
        selection = display.atom("_XSETTINGS_S\(display.screen)")
        settingsAtom = display.atom("_XSETTINGS_SETTINGS")
        resourcesAtom = display.atom("RESOURCE_MANAGER")
        managerAtom = display.atom("MANAGER")
        // The root's properties (RESOURCE_MANAGER) and its MANAGER announcements.
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display.handle, display.root, &attributes)
        XSelectInput(display.handle, display.root, attributes.your_event_mask | PropertyChangeMask | StructureNotifyMask)
        findOwner()
    }

    /// What the desktop says now.
    func read() -> DesktopSettings {
        var settings = DesktopSettings()
        if owner != 0, let bytes = property(settingsAtom, of: owner, type: settingsAtom) {
            settings.settings = DesktopSettings.parse(bytes) ?? [:]
        }
        if let bytes = property(resourcesAtom, of: display.root, type: Atom(XA_STRING)) {
            settings.resources = String(decoding: bytes, as: UTF8.self)
        }
        return settings
    }

    /// Whether `event` may have changed the settings (and follows a new daemon when one came).
    func isChange(_ event: inout XEvent) -> Bool {
        switch event.type {
        case PropertyNotify:
            let property = event.xproperty
            return (property.window == owner && property.atom == settingsAtom) || (property.window == display.root && property.atom == resourcesAtom)
        case DestroyNotify where event.xdestroywindow.window == owner && owner != 0:
            findOwner()
            return true
        case ClientMessage where event.xclient.message_type == managerAtom && Atom(bitPattern: event.xclient.data.l.1) == selection:
            findOwner()
            return true
        default:
            return false
        }
    }

    private func findOwner() {
        XGrabServer(display.handle)
        owner = XGetSelectionOwner(display.handle, selection)
        if owner != 0 { XSelectInput(display.handle, owner, PropertyChangeMask | StructureNotifyMask) }
        XUngrabServer(display.handle)
        XFlush(display.handle)
    }

    private func property(_ atom: Atom, of window: Window, type: Atom) -> [UInt8]? {
        guard let read = X11Property.read(display.handle, window: window, property: atom, type: type, maximumBytes: 4 << 20),
            read.format == 8, !read.bytes.isEmpty
        else { return nil }
        return read.bytes
    }
}
