import CX11
import CXTest

/// Moves the pointer and clicks through XTEST, like a person with a mouse.
final class XTestPointer {
    private let connection: X11Connection

    init(connection: X11Connection) {
        self.connection = connection
    }

    /// Moves the pointer to (x, y) in `window`'s coordinates.
    func move(to x: Int, _ y: Int, in window: Window) {
        let point = connection.rootPoint(of: window, x: x, y: y)
        XlibExtensions.locked { _ = XTestFakeMotionEvent(connection.display, -1, Int32(point.x), Int32(point.y), 0) }
        connection.sync()
    }

    /// Clicks `button` (1 = left) at (x, y) in `window`'s coordinates.
    func click(at x: Int, _ y: Int, in window: Window, button: UInt32 = 1) {
        move(to: x, y, in: window)
        XlibExtensions.locked {
            XTestFakeButtonEvent(connection.display, button, 1, 0)
            XTestFakeButtonEvent(connection.display, button, 0, 0)
        }
        connection.sync()
    }
}
