import CX11
import FoundationEssentials
import Glibc
import RecipeGridCore
import RecipeGridRuntime

/// The window system on an X display: X events in as inputs, frames (display lists and
/// their damage) out as pixels, and the requests that belong to X (title, CLIPBOARD, bell,
/// full screen, screen saver). What to do with them is the runner's and the core's: the
/// state never comes here, and nothing here runs the core's views.
@MainActor
final class X11App: AppShell {
    private let display: X11Display
    private let window: X11Window
    private let keyboard: X11Keyboard
    private let renderer: X11Renderer
    private let plainFills: X11PlainFills
    private let textMeasurer: X11TextMeasurer
    private let clipboard: X11Clipboard
    /// PRIMARY: the text selected in a field, pasted elsewhere with a middle click.
    private let primary: X11Clipboard
    /// Files and folders dropped from a file manager.
    private let drop: X11Drop
    /// The selection a paste under way reads.
    private var pasting: X11Clipboard?
    private let desktop: X11DesktopSettings
    let start: WindowStart
    /// Time of the last key or button event, which ICCCM wants on selection requests.
    private var lastEventTime: Time = 0
    /// What the back buffer holds, for catching it up on tiles copied straight to the window.
    private var drawnList: [DrawCommand] = []
    /// Where the back buffer is behind the window (tiles copied to the window straight from
    /// their cache): drawn there when idle, or before the back buffer is next copied whole.
    private var backBufferBehind: Rect?
    /// Tiles the next key may show, still to be drawn into their cache while idle.
    private var tilesAhead: [DrawCommand]?
    /// The selection that makes this window the one of its display and data folder.
    private var instance: X11InstanceOwner?
    /// The launch's startup id, done once the window shows.
    private var startupID: String?

    /// Opens the window at the size the command line asks for, else 1180×780 at the scale
    /// the desktop says; the theme likewise.
    init(display: X11Display, options: LaunchOptions, title: String) throws(LaunchError) {
        self.display = display
        let languages = MessageCatalog.languages(environment: ProcessInfo.processInfo.environment)
        let fontSet = try X11FontSet(display: display, languageRegion: CJKFontRegion.forLanguages(languages))
        textMeasurer = X11TextMeasurer(fontSet: fontSet)
        desktop = X11DesktopSettings(display: display)
        let settings = desktop.read()
        let scale = options.scale ?? settings.scale ?? 1
        let geometry = options.geometry ?? WindowGeometry(width: Int((1180 * scale).rounded()), height: Int((780 * scale).rounded()))
        let size = Size(width: Double(geometry.width), height: Double(geometry.height))
        let dark = options.theme.map { $0 == .dark } ?? settings.prefersDark ?? false
        start = WindowStart(
            size: size, scale: scale, darkTheme: dark, desktopScale: settings.scale, desktopPrefersDark: settings.prefersDark ?? false)
        let background = dark ? Theme.dark.windowBackground : Theme.light.windowBackground
        window = X11Window(
            display: display, geometry: geometry, minimumSize: Metrics(scale: scale).minimumWindowSize, background: background, title: title)
        keyboard = X11Keyboard(display: display, window: window.id)
        clipboard = X11Clipboard(display: display.handle, window: window.id)
        primary = X11Clipboard(display: display.handle, window: window.id, selection: "PRIMARY")
        drop = X11Drop(display: display, window: window.id)
        renderer = X11Renderer(display: display, drawable: window.id, fontSet: fontSet)
        plainFills = X11PlainFills(display: display, drawable: window.id)
        renderer.resize(to: size)
        // A picture is no window of the display: a later launch does not hand over to it.
        guard options.screenshotPath == nil else { return }
        instance = X11InstanceOwner(display: display, window: window.id, dataDirectory: options.dataDirectory, time: Time(CurrentTime))
        startupID = ProcessInfo.processInfo.environment["DESKTOP_STARTUP_ID"]
        window.adoptStartupID(startupID)
    }

    var measurer: any TextMeasuring { textMeasurer }
    var descriptors: [Int32] { [XConnectionNumber(display.handle), renderer.photos.descriptor] }
    var photoDescriptor: Int32 { renderer.photos.descriptor }
    var hasQueuedEvents: Bool { XPending(display.handle) > 0 }

    func show() {
        window.map()
        window.completeStartup(startupID)
        XFlush(display.handle)
    }

    func close() { display.close() }

    func present(_ frame: Frame?, exposed: Bool) {
        if let frame {
            // A new back buffer holds nothing yet; an Expose wants the whole window anyway.
            let resized = renderer.resize(to: frame.size)
            if let areas = frame.damage, !resized, !exposed {
                if let move = frame.scroll { scroll(move) }
                presentChanges(frame.list, in: areas)
            } else {
                renderer.draw(frame.list)
                renderer.present(to: window.id)
                backBufferBehind = nil
            }
            drawnList = frame.list
            keyboard.caretMoved(to: frame.caret)
        } else if exposed {
            catchUpBackBuffer()
            renderer.present(to: window.id)
        }
        XFlush(display.handle)
        keyboard.openInputMethod()
    }

    /// Changed tiles go to the window first, straight from their cache, and pieces of plain
    /// background are filled there; the rest of `areas` is drawn into the back buffer and
    /// copied, and the back buffer catches up on the others when the program is idle
    /// (`drawAhead`).
    private func presentChanges(_ list: [DrawCommand], in areas: [Rect]) {
        guard !areas.isEmpty else { return }
        let copied = renderer.copyGroups(list, in: areas, to: window.id)
        let uncovered = areas.flatMap { $0.subtracting(copied) }
        let filled = plainFills.fill(list, uncovered, on: window.id)
        let rest = uncovered.filter { !filled.contains($0) }
        if !rest.isEmpty {
            renderer.draw(list, only: rest)
            renderer.present(to: window.id, areas: rest)
        }
        backBufferBehind = (copied + filled).reduce(backBufferBehind) { $0?.union($1) ?? $1 }
    }

    func drawFirst(_ pieces: [Rect], of tile: DrawCommand) -> Bool {
        guard renderer.copyCachedGroup(tile, pieces: pieces, to: window.id) else { return false }
        // The back buffer catches up there from the next frame's list, which has the tile.
        backBufferBehind = pieces.reduce(backBufferBehind) { $0?.union($1) ?? $1 }
        // The server sends a client's events (the damage a compositor waits for) only once it
        // has read all the client sent; waiting here puts these pixels on the screen before
        // the frame is made, not with it.
        XSync(display.handle, 0)
        return true
    }

    /// Moves the grid's pixels on the window itself; the back buffer is behind there until
    /// it catches up while idle.
    private func scroll(_ move: ScrollMove) {
        guard let kept = renderer.scroll(move, in: window.id) else { return }
        backBufferBehind = backBufferBehind?.union(kept) ?? kept
    }

    func waitUntilDrawn() { XSync(display.handle, 0) }

    func perform(_ request: WindowRequest) {
        switch request {
        case .setTitle(let title): window.setTitle(title)
        case .copy(let text): clipboard.copy(text, time: lastEventTime)
        case .ownPrimary(let text): primary.copy(text, time: lastEventTime)
        case .bell: XBell(display.handle, 0)
        case .fullScreen(let on): window.setFullScreen(on)
        case .activate(let startupID, let time): window.activate(startupID: startupID, time: time)
        }
    }

    func requestPaste(from selection: SelectionName) -> PasteAnswer {
        let source = selection == .primary ? primary : clipboard
        if let own = source.ownedText { return .now(own) }
        pasting = source
        source.requestPaste(time: lastEventTime)
        XFlush(display.handle)
        return .coming
    }

    func resetScreenSaver() { XResetScreenSaver(display.handle) }

    func windowOrigin() -> (x: Int, y: Int) {
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display.handle, window.id, display.root, 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    func decodedPhotos() -> [Action] {
        renderer.collectPhotos().map { .photoDecoded(path: $0.path, succeeded: $0.succeeded) }
    }

    func requestPhotos(inView: [PhotoRequest], nearby: [PhotoRequest]) { renderer.photos.request(inView, nearby: nearby) }

    func drawAhead(_ tiles: [DrawCommand]?, leading: Int) {
        // A key that came meanwhile goes first; the rest is drawn after its frame. Each piece
        // starts once the server has done the last (XSync): it works through a client's
        // requests in order and sends the events they cause (the damage a compositor or a
        // test waits for) only when it has read all it was sent, so a frame with idle work
        // right behind it would reach the screen only with that work done.
        let quiet = {
            XSync(self.display.handle, 0)
            return XPending(self.display.handle) == 0
        }
        if backBufferBehind != nil, quiet() { catchUpBackBuffer() }
        if let tiles { tilesAhead = tiles }
        guard let pending = tilesAhead else { return }
        // Asked for `leading` tiles (just before the grid's first frame, so that a key sent as
        // it shows finds its two tiles drawn), it draws those without a look and leaves the
        // rest for after the frame.
        var unasked = leading
        let idle = {
            unasked -= 1
            return leading > 0 ? unasked >= 0 : quiet()
        }
        if renderer.drawAhead(pending, while: idle) { tilesAhead = nil }
    }

    private func catchUpBackBuffer() {
        guard let behind = backBufferBehind else { return }
        renderer.draw(drawnList, only: [behind])
        backBufferBehind = nil
        // Sent now, while idle, not ahead of the next key's frame.
        XFlush(display.handle)
    }

    func jpegBytes(ofPictureAt path: String) -> Result<[UInt8], FileBytes.Failure> { X11JPEG.converted(path: path) }

    func writeScreenshot(_ list: [DrawCommand], to path: String) -> String? {
        renderer.draw(list)
        backBufferBehind = nil
        XSync(display.handle, 0)
        return renderer.writePNG(to: path)
    }

    /// Reads every queued event. A burst of ConfigureNotify collapses into one resize,
    /// kept in its place among the other events; Expose goes into the report.
    func readEvents(into inputs: inout [InputEvent], report: inout WindowReport, windowSize: Size) {
        var resize: InputEvent?
        var knownSize = windowSize
        func add(_ input: InputEvent) {
            if let held = resize, case .resized(let size) = held.action, size != knownSize {
                knownSize = size
                inputs.append(held)
            }
            resize = nil
            inputs.append(input)
        }
        while XPending(display.handle) > 0 {
            var event = cx11_zero_event()
            XNextEvent(display.handle, &event)
            let readAt = MonotonicClock.now()
            let filtered =
                XFilterEvent(&event, 0) != 0
                // The first dead key opens the input method, which then takes that key too.
                || (event.type == KeyPress && keyboard.opensInputMethod(for: &event.xkey) && XFilterEvent(&event, 0) != 0)
            // An on-the-spot input method's callbacks run inside XFilterEvent.
            if let preedit = keyboard.takePreeditChange() {
                add(InputEvent(action: .preeditChanged(preedit), traced: nil, key: nil, readAt: readAt))
            }
            if filtered { continue }
            if desktop.isChange(&event) {
                // A new scale reflows the window as a resize would: the trace calls it one.
                let settings = desktop.read()
                let action = Action.desktopSettingsRead(scale: settings.scale, prefersDark: settings.prefersDark ?? false)
                add(InputEvent(action: action, traced: .resize, key: nil, readAt: readAt, quiet: true))
                continue
            }
            if event.type == ConfigureNotify && event.xconfigure.window == window.id {
                let size = Size(width: Double(event.xconfigure.width), height: Double(event.xconfigure.height))
                resize = InputEvent(action: .resized(size), traced: .resize, key: nil, readAt: resize?.readAt ?? readAt)
            } else if let input = translate(&event, readAt: readAt, report: &report) {
                add(input)
            }
        }
        if let held = resize, case .resized(let size) = held.action, size != knownSize { inputs.append(held) }
    }

    /// The selections' events: the CLIPBOARD and PRIMARY (pastes, copies, INCR chunks),
    /// a drop's data, and a later launch's request to this instance.
    private func translateSelectionEvent(_ event: inout XEvent, readAt: Seconds, report: inout WindowReport) -> InputEvent? {
        switch event.type {
        case SelectionNotify where event.xselection.selection == drop.selection:
            guard let text = drop.handleSelectionNotify(event.xselection) else { return nil }
            // A drop ends with the button's release: the trace calls it a button.
            return InputEvent(action: .dropped(DroppedURIs.read(text, hostname: Self.hostname)), traced: .button, key: nil, readAt: readAt)
        case SelectionNotify:
            guard let source = pasting, event.xselection.selection == source.atom else { return nil }
            let text = source.handleSelectionNotify(event.xselection)
            // A refused UTF8_STRING is asked again as STRING: no answer yet.
            if text != nil || !source.isWaitingForPaste { report.pasted = text.map(PasteReply.text) ?? .nothing }
        case PropertyNotify:
            // Only INCR transfers ask for these, apart from the desktop's settings. Both
            // selections may be sending in chunks; one of them may be receiving.
            _ = (pasting === primary ? clipboard : primary).handlePropertyNotify(event.xproperty)
            let source = pasting ?? clipboard
            let receiving = source.isReceiving
            if let pasted = source.handlePropertyNotify(event.xproperty) {
                report.pasted = pasted.map(PasteReply.text) ?? .nothing
            } else if receiving {
                report.pasteProgressed = true
            }
        case SelectionRequest where instance?.selection == event.xselectionrequest.selection:
            if let request = instance?.handle(event.xselectionrequest) { report.handedOver.append(request) }
        case SelectionRequest:
            (event.xselectionrequest.selection == primary.atom ? primary : clipboard).handleSelectionRequest(event.xselectionrequest)
        default:
            clipboard.handleSelectionClear(event.xselectionclear)
            primary.handleSelectionClear(event.xselectionclear)
        }
        return nil
    }

    /// This machine's name, which a dropped `file://` address may carry.
    private static let hostname: String = {
        var name = [CChar](repeating: 0, count: 256)
        return gethostname(&name, name.count) == 0 ? String(cString: name) : ""
    }()

    /// The input an event is, if any; what is not input goes into the report or is handled here.
    private func translate(_ event: inout XEvent, readAt: Seconds, report: inout WindowReport) -> InputEvent? {
        switch event.type {
        case KeyPress, KeyRelease:
            let isPress = event.type == KeyPress
            guard let (key, raw) = keyboard.translate(&event.xkey, isPress: isPress) else { return nil }
            lastEventTime = event.xkey.time
            renderer.photos.inputArrived()
            var input = InputEvent(action: .key(key), traced: isPress ? .key : .keyup, key: key.key, readAt: readAt, quiet: key.isAltKey)
            input.rawKey = raw
            return input
        case ButtonPress:
            let button = event.xbutton
            lastEventTime = button.time
            renderer.photos.inputArrived()
            let point = Point(x: Double(button.x), y: Double(button.y))
            let action = Action.buttonPressed(button: Int(button.button), at: point, modifiers: X11Keyboard.modifiers(button.state))
            return InputEvent(action: action, traced: .button, key: nil, readAt: readAt)
        case FocusIn, FocusOut:
            let focus = event.xfocus
            // NotifyPointer is the pointer's window under PointerRoot focus (no window manager,
            // before we take focus): not a change of the window's own focus.
            guard focus.detail != NotifyInferior, focus.detail != NotifyPointer, focus.mode == NotifyNormal || focus.mode == NotifyWhileGrabbed
            else { return nil }
            if event.type == FocusIn { keyboard.focusGained() } else { keyboard.focusLost() }
            return InputEvent(action: .windowFocusChanged(event.type == FocusIn), traced: nil, key: nil, readAt: readAt)
        case SelectionNotify, SelectionRequest, SelectionClear, PropertyNotify:
            return translateSelectionEvent(&event, readAt: readAt, report: &report)
        // A scroll's copy from a part of the window that was covered: drawn again whole.
        case Expose, GraphicsExpose: report.exposed = true
        case MapNotify: window.takeFocusWithoutWindowManager()
        case MappingNotify: XRefreshKeyboardMapping(&event.xmapping)
        case ClientMessage where drop.handle(event.xclient):
            break
        case ClientMessage:
            let message = event.xclient
            if message.message_type == window.protocolsAtom && Atom(bitPattern: message.data.l.0) == window.deleteWindowAtom { report.closed = true }
        default: break
        }
        return nil
    }
}
