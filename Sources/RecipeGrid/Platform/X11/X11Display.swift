import CX11
import FoundationEssentials
import RecipeGridCore

/// The connection to the X server, its default screen, and the atoms the app uses.
@MainActor
final class X11Display {
    let handle: OpaquePointer
    let screen: Int32
    let root: Window
    let visual: UnsafeMutablePointer<Visual>
    let colormap: Colormap
    let depth: Int32

    /// Opens `name`, by default `$DISPLAY`; throws a message that says what to do when there is none.
    init(name: String? = nil) throws(LaunchError) {
        guard let handle = XOpenDisplay(name) else {
            let name = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
            if name.isEmpty {
                // TRANSLATORS: on stderr, after "recipegrid: "; keep DISPLAY, Xvfb and the command as they are.
                throw LaunchError.runtime(tr("no X display: DISPLAY is not set; run it inside an X session or under Xvfb (xvfb-run recipegrid)"))
            }
            throw LaunchError.runtime(
                // TRANSLATORS: on stderr, after "recipegrid: "; {name} is the display's, ":0"; keep DISPLAY as it is.
                tr("cannot open the X display '{name}'; check that the X server is running and DISPLAY is right", ["name": name]))
        }
        self.handle = handle
        screen = XDefaultScreen(handle)
        root = XRootWindow(handle, screen)
        visual = XDefaultVisual(handle, screen)
        colormap = XDefaultColormap(handle, screen)
        depth = XDefaultDepth(handle, screen)
        XSetIOErrorHandler { _ in
            // TRANSLATORS: on stderr, after "recipegrid: ", as the program ends.
            Diagnostics.report(tr("lost the connection to the X display; start it again once the display is back"))
            exit(1)
        }
        // Protocol errors (a window gone during a race) are not fatal for a viewer.
        XSetErrorHandler { _, _ in 0 }
    }

    func atom(_ name: String) -> Atom { XInternAtom(handle, name, 0) }

    /// Closes the connection; nothing may use this display after.
    func close() { XCloseDisplay(handle) }
}
