import CX11
import Foundation

/// The running program on an X display: window, keyboard, renderer and the event loop.
///
/// The loop blocks in `poll()` on the X connection with the next deadline as its
/// timeout, drains every pending event into the model, then draws at most one frame,
/// only when the state changed, flushes, and writes one trace line per handled event.
@MainActor
final class X11App {
    private let display: X11Display
    private let window: X11Window
    private let keyboard: X11Keyboard
    private let renderer: X11Renderer
    private let measurer: X11TextMeasurer
    private let theme: Theme
    private let trace: TraceWriter?
    private var model: AppModel
    private var drawnState: AppState?
    private var started = false
    private var quitting = false

    /// An input event waiting to be applied, with when it was read, for the trace.
    private struct Pending {
        var action: Action
        var event: TraceRecord.Event?
        var key: String?
        var readAt: Seconds
    }

    init(display: X11Display, options: LaunchOptions, store: CookbookStore, trace: TraceWriter?) {
        self.display = display
        self.trace = trace
        theme = options.theme == .dark ? .dark : .light
        let fontSet = X11FontSet(display: display)
        measurer = X11TextMeasurer(fontSet: fontSet)
        let scale = options.scale ?? display.xftScale ?? 1
        let geometry = options.geometry ?? WindowGeometry(width: Int((1180 * scale).rounded()), height: Int((780 * scale).rounded()))
        let size = Size(width: Double(geometry.width), height: Double(geometry.height))
        let state = AppState(store: store, windowSize: size, scale: scale, layoutDirection: options.layoutDirection)
        model = AppModel(state: state)
        window = X11Window(display: display, geometry: geometry, background: theme.windowBackground, title: state.title)
        keyboard = X11Keyboard(display: display, window: window.id)
        renderer = X11Renderer(display: display, drawable: window.id, fontSet: fontSet)
        renderer.resize(to: size)
    }

    /// Renders the start screen into the back buffer without showing a window and writes a PNG.
    func writeScreenshot(to path: String) throws(LaunchError) {
        renderer.draw(MainView(theme: theme, measurer: measurer).render(model.state))
        XSync(display.handle, 0)
        if let problem = renderer.writePNG(to: path) {
            throw LaunchError.runtime("cannot write the screenshot '\(path)': \(problem)")
        }
    }

    /// Runs until the window is closed or Ctrl+Q; returns the exit status.
    func run() -> Int32 {
        window.map()
        XFlush(display.handle)
        let connection = XConnectionNumber(display.handle)
        var exposed = false
        var pending: [Pending] = []
        while !quitting {
            if XPending(display.handle) == 0 {
                var descriptor = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, pollTimeout())
            }
            drainEvents(into: &pending, exposed: &exposed)
            guard started || exposed else { continue }
            var traced: [Pending] = []
            for entry in pending {
                let changed = apply(entry.action)
                if entry.event != nil && (entry.event != .timer || changed) { traced.append(entry) }
            }
            pending.removeAll(keepingCapacity: true)
            let now = X11Display.now()
            if let deadline = model.state.nextDeadline, now >= deadline, apply(.tick) {
                traced.append(Pending(action: .tick, event: .timer, key: nil, readAt: now))
            }
            if model.state != drawnState {
                renderer.resize(to: model.state.windowSize)
                renderer.draw(MainView(theme: theme, measurer: measurer).render(model.state))
                drawnState = model.state
                renderer.present(to: window.id)
            } else if exposed {
                renderer.present(to: window.id)
            }
            exposed = false
            XFlush(display.handle)
            let flushedAt = X11Display.now()
            if !started {
                started = true
                trace?.write(.start, key: nil, micros: 0, state: model.state)
            }
            for entry in traced {
                trace?.write(entry.event ?? .timer, key: entry.key, micros: Int((flushedAt - entry.readAt) * 1e6), state: model.state)
            }
        }
        XCloseDisplay(display.handle)
        return 0
    }

    /// Milliseconds until the next deadline, -1 to wait for events only.
    private func pollTimeout() -> Int32 {
        guard let deadline = model.state.nextDeadline else { return -1 }
        let remaining = (deadline - X11Display.now()) * 1000
        return Int32(max(0, min(60_000, remaining.rounded(.up))))
    }

    /// Reads every queued event; resize bursts collapse into one, Expose into a flag.
    private func drainEvents(into pending: inout [Pending], exposed: inout Bool) {
        var resize: Pending?
        while XPending(display.handle) > 0 {
            var event = cx11_zero_event()
            XNextEvent(display.handle, &event)
            let readAt = X11Display.now()
            if XFilterEvent(&event, 0) != 0 { continue }
            switch event.type {
            case KeyPress, KeyRelease:
                let isPress = event.type == KeyPress
                guard let key = keyboard.translate(&event.xkey, isPress: isPress) else { continue }
                pending.append(Pending(action: .keyPressed(key), event: isPress ? .key : .keyup, key: key.key, readAt: readAt))
            case ButtonPress:
                let button = event.xbutton
                var x = Double(button.x)
                if model.state.layoutDirection == .rtl { x = model.state.windowSize.width - x }
                let action = Action.buttonPressed(button: Int(button.button), at: Point(x: x, y: Double(button.y)), modifiers: X11Keyboard.modifiers(button.state))
                pending.append(Pending(action: action, event: .button, key: nil, readAt: readAt))
            case ConfigureNotify:
                let size = Size(width: Double(event.xconfigure.width), height: Double(event.xconfigure.height))
                if size != model.state.windowSize || resize != nil {
                    resize = Pending(action: .resized(size), event: .resize, key: nil, readAt: resize?.readAt ?? readAt)
                }
            case Expose:
                exposed = true
            case MapNotify:
                window.takeFocusWithoutWindowManager()
            case FocusIn, FocusOut:
                let focus = event.xfocus
                guard focus.detail != NotifyInferior, focus.mode == NotifyNormal || focus.mode == NotifyWhileGrabbed else { continue }
                if event.type == FocusIn { keyboard.focusGained() } else { keyboard.focusLost() }
                pending.append(Pending(action: .windowFocusChanged(event.type == FocusIn), event: nil, key: nil, readAt: readAt))
            case MappingNotify:
                XRefreshKeyboardMapping(&event.xmapping)
            case ClientMessage:
                if Atom(bitPattern: event.xclient.data.l.0) == window.deleteWindowAtom { quitting = true }
            default:
                continue
            }
        }
        if let resize, resize.action != .resized(model.state.windowSize) { pending.append(resize) }
    }

    /// Applies one action and carries out its effects; returns whether the state changed.
    private func apply(_ action: Action) -> Bool {
        let before = model.state
        var context = UpdateContext(now: X11Display.now(), measurer: measurer)
        model.update(action, context: &context)
        for effect in context.effects {
            switch effect {
            case .setTitle(let title): window.setTitle(title)
            case .quit: quitting = true
            case .bell: XBell(display.handle, 0)
            }
        }
        return model.state != before
    }
}
