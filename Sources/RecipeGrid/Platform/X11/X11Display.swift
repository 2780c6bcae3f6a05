import RecipeGridCore
import CX11
import Foundation

/// The connection to the X server, its default screen, and the atoms the app uses.
@MainActor
final class X11Display {
    let handle: OpaquePointer
    let screen: Int32
    let root: Window
    let visual: UnsafeMutablePointer<Visual>
    let colormap: Colormap
    let depth: Int32

    /// Opens `$DISPLAY`; throws a message that says what to do when there is none.
    init() throws(LaunchError) {
        guard let handle = XOpenDisplay(nil) else {
            let name = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
            if name.isEmpty {
                throw LaunchError.runtime("no X display: DISPLAY is not set; run it inside an X session or under Xvfb (xvfb-run recipegrid)")
            }
            throw LaunchError.runtime("cannot open the X display '\(name)'; check that the X server is running and DISPLAY is right")
        }
        self.handle = handle
        screen = XDefaultScreen(handle)
        root = XRootWindow(handle, screen)
        visual = XDefaultVisual(handle, screen)
        colormap = XDefaultColormap(handle, screen)
        depth = XDefaultDepth(handle, screen)
        XSetIOErrorHandler { _ in
            FileHandle.standardError.write(Data("recipegrid: lost the connection to the X display; start it again once the display is back\n".utf8))
            exit(1)
        }
        // Protocol errors (a window gone during a race) are not fatal for a viewer.
        XSetErrorHandler { _, _ in 0 }
    }

    func atom(_ name: String) -> Atom { XInternAtom(handle, name, 0) }

    /// CLOCK_MONOTONIC in seconds: event read times and deadlines share it. For tests of
    /// long timers, `RECIPEGRID_CLOCK_RATE=60` makes it run 60 times as fast (a 1-minute
    /// cooking timer ends after a second; toasts and the type-ahead pause shrink alike).
    static func now() -> Seconds {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return (Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9) * clockRate
    }

    static let clockRate: Double = {
        guard let text = ProcessInfo.processInfo.environment["RECIPEGRID_CLOCK_RATE"], let rate = Double(text), rate >= 1, rate <= 10_000
        else { return 1 }
        return rate
    }()
}
