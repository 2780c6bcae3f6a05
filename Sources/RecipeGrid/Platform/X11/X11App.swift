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
            if XPending(display.handle) == 0 && (pending.isEmpty || !started) {
                var descriptor = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, pollTimeout())
            }
            drainEvents(into: &pending, exposed: &exposed)
            if !started {
                // The start line shows the start screen; input that came before it is applied next round.
                guard exposed else { continue }
                presentFrame(exposed: true)
                started = true
                exposed = false
                trace?.write(.start, key: nil, micros: 0, state: model.state)
                continue
            }
            // Each line carries the state right after its own event, though the batch draws once.
            var traced: [(entry: Pending, state: AppState)] = []
            for entry in pending {
                let changed = apply(entry.action)
                if entry.event != nil && (entry.event != .timer || changed) { traced.append((entry, model.state)) }
            }
            pending.removeAll(keepingCapacity: true)
            let now = X11Display.now()
            if let deadline = model.state.nextDeadline, now >= deadline, apply(.tick) {
                traced.append((Pending(action: .tick, event: .timer, key: nil, readAt: now), model.state))
            }
            presentFrame(exposed: exposed)
            exposed = false
            let flushedAt = X11Display.now()
            for (entry, state) in traced {
                trace?.write(entry.event ?? .timer, key: entry.key, micros: Int((flushedAt - entry.readAt) * 1e6), state: state)
            }
        }
        XCloseDisplay(display.handle)
        return 0
    }

    /// Draws a frame when the state changed since the last one (else copies the back
    /// buffer again for an Expose) and flushes it to the server.
    private func presentFrame(exposed: Bool) {
        if model.state != drawnState {
            renderer.resize(to: model.state.windowSize)
            renderer.draw(MainView(theme: theme, measurer: measurer).render(model.state))
            drawnState = model.state
            renderer.present(to: window.id)
        } else if exposed {
            renderer.present(to: window.id)
        }
        XFlush(display.handle)
    }

    /// Milliseconds until the next deadline, -1 to wait for events only.
    private func pollTimeout() -> Int32 {
        guard let deadline = model.state.nextDeadline else { return -1 }
        let remaining = (deadline - X11Display.now()) * 1000
        return Int32(max(0, min(60_000, remaining.rounded(.up))))
    }

    /// Reads every queued event. A burst of ConfigureNotify collapses into one resize,
    /// kept in its place among the other events; Expose becomes a flag.
    private func drainEvents(into pending: inout [Pending], exposed: inout Bool) {
        var resize: Pending?
        var knownSize = model.state.windowSize
        for entry in pending { if case .resized(let size) = entry.action { knownSize = size } }
        func flushResize() {
            guard let held = resize else { return }
            resize = nil
            if case .resized(let size) = held.action, size != knownSize {
                knownSize = size
                pending.append(held)
            }
        }
        func add(_ entry: Pending) {
            flushResize()
            pending.append(entry)
        }
        while XPending(display.handle) > 0 {
            var event = cx11_zero_event()
            XNextEvent(display.handle, &event)
            let readAt = X11Display.now()
            if XFilterEvent(&event, 0) != 0 { continue }
            switch event.type {
            case KeyPress, KeyRelease:
                let isPress = event.type == KeyPress
                guard let key = keyboard.translate(&event.xkey, isPress: isPress) else { continue }
                add(Pending(action: .keyPressed(key), event: isPress ? .key : .keyup, key: key.key, readAt: readAt))
            case ButtonPress:
                let button = event.xbutton
                var x = Double(button.x)
                if model.state.layoutDirection == .rtl { x = knownSize.width - x }
                let action = Action.buttonPressed(
                    button: Int(button.button), at: Point(x: x, y: Double(button.y)), modifiers: X11Keyboard.modifiers(button.state))
                add(Pending(action: action, event: .button, key: nil, readAt: readAt))
            case ConfigureNotify:
                let size = Size(width: Double(event.xconfigure.width), height: Double(event.xconfigure.height))
                resize = Pending(action: .resized(size), event: .resize, key: nil, readAt: resize?.readAt ?? readAt)
            case Expose:
                exposed = true
            case MapNotify:
                window.takeFocusWithoutWindowManager()
            case FocusIn, FocusOut:
                let focus = event.xfocus
                guard focus.detail != NotifyInferior, focus.mode == NotifyNormal || focus.mode == NotifyWhileGrabbed else { continue }
                if event.type == FocusIn { keyboard.focusGained() } else { keyboard.focusLost() }
                add(Pending(action: .windowFocusChanged(event.type == FocusIn), event: nil, key: nil, readAt: readAt))
            case MappingNotify:
                XRefreshKeyboardMapping(&event.xmapping)
            case ClientMessage:
                let message = event.xclient
                if message.message_type == window.protocolsAtom && Atom(bitPattern: message.data.l.0) == window.deleteWindowAtom { quitting = true }
            default:
                continue
            }
        }
        flushResize()
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
            }
        }
        return model.state != before
    }
}
