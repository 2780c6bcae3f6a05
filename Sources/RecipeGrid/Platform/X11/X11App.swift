import RecipeGridCore
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
    private let trace: TraceWriter?
    private var timings: LaunchTimings?
    private let signals: TerminationSignals?
    private let clipboard: X11Clipboard
    private let stateFile: StateFile
    private var savedState: SavedState
    /// When to try again after a failed save (a full disk may have room by then).
    private var saveRetryAt: Seconds?
    /// While cooking mode is open: when to reset the screen saver's idle time next, which
    /// keeps the screen saver and DPMS from starting while the cook's hands are busy.
    private var keepAwakeAt: Seconds?
    /// The desktop's settings, followed unless the command line pinned scale or theme.
    private let desktop: X11DesktopSettings
    private let pinnedScale: Bool
    private let pinnedTheme: Bool
    /// What the desktop said last, to act only on changes.
    private var followed: (scale: Double?, dark: Bool)
    /// Time of the last key or button event, which ICCCM wants on selection requests.
    private var lastEventTime: Time = 0
    private var model: AppModel
    private var drawnState: AppState?
    /// What the back buffer holds, to find the parts of the next frame that changed.
    private var drawnList: [DrawCommand] = []
    private var started = false
    private var quitting = false
    /// The launch cookbook, while it is still loading.
    private var load: BackgroundCookbookLoad?
    /// The search index of a large cookbook, while it is being built.
    private var searchIndexBuild: BackgroundSearchIndex?
    /// A first frame is on screen (the progress bar or the grid).
    private var shown = false
    /// The exit status when the program ends by itself rather than on the user's word.
    private var failureStatus: Int32?

    /// An input event waiting to be applied, with when it was read, for the trace.
    private struct Pending {
        var action: Action
        var event: TraceRecord.Event?
        var key: String?
        var readAt: Seconds
        /// Traced only when it changed something (a bare Alt press).
        var quiet = false
    }

    /// The app for `store`, or, with `load`, for the cookbook it is loading: the window
    /// shows a progress bar until it is in.
    init(
        display: X11Display, options: LaunchOptions, store: CookbookStore, load: BackgroundCookbookLoad? = nil, trace: TraceWriter?,
        timings: LaunchTimings? = nil, signals: TerminationSignals? = nil
    ) {
        self.load = load
        self.signals = signals
        self.display = display
        self.trace = trace
        self.timings = timings
        let fontSet = X11FontSet(display: display)
        measurer = X11TextMeasurer(fontSet: fontSet)
        desktop = X11DesktopSettings(display: display)
        let settings = desktop.read()
        pinnedScale = options.scale != nil
        pinnedTheme = options.theme != nil
        let scale = options.scale ?? settings.scale ?? 1
        let geometry = options.geometry ?? WindowGeometry(width: Int((1180 * scale).rounded()), height: Int((780 * scale).rounded()))
        let size = Size(width: Double(geometry.width), height: Double(geometry.height))
        var state = AppState(store: store, windowSize: size, scale: scale, layoutDirection: options.layoutDirection)
        state.darkTheme = options.theme.map { $0 == .dark } ?? settings.prefersDark ?? false
        followed = (settings.scale, settings.prefersDark ?? false)
        stateFile = StateFile(directory: options.dataDirectory)
        let (saved, problem) = stateFile.load()
        savedState = saved
        state.restore(saved)
        // A data dir that cannot take a save is named at once, not at the first change.
        if let problem = problem ?? stateFile.saveProblemNow() { state.showToast(problem, now: X11Display.now()) }
        if let load { state.loading = load.counter.progress(frame: 0) }
        model = AppModel(state: state)
        let background = state.darkTheme ? Theme.dark.windowBackground : Theme.light.windowBackground
        window = X11Window(display: display, geometry: geometry, background: background, title: state.title)
        keyboard = X11Keyboard(display: display, window: window.id)
        clipboard = X11Clipboard(display: display.handle, window: window.id)
        renderer = X11Renderer(display: display, drawable: window.id, fontSet: fontSet)
        renderer.resize(to: size)
    }

    /// Renders the start screen, or the screen `keys` lead to, into the back buffer without
    /// showing a window and writes a PNG.
    func writeScreenshot(to path: String, after keys: [KeyEvent] = []) throws(LaunchError) {
        if let load {
            self.load = nil
            let outcome = load.wait()
            switch outcome.result {
            case .success(let cookbook): finishLoading(cookbook, seconds: outcome.seconds)
            case .failure(let error): throw .runtime(error.launchMessage)
            }
        }
        for key in keys { apply(.keyPressed(key)) }
        waitForPhotosInView()
        renderer.draw(MainView(measurer: measurer).render(model.state))
        XSync(display.handle, 0)
        if let problem = renderer.writePNG(to: path) {
            throw LaunchError.runtime("cannot write the screenshot '\(path)': \(problem)")
        }
    }

    /// Decodes the photos the start screen shows before it is drawn (at most 10 s in all).
    private func waitForPhotosInView() {
        var wanted = Set(model.state.photosInView.map(\.path))
        renderer.photos.request(model.state.photosInView)
        let deadline = X11Display.now() + 10
        while !wanted.isEmpty, X11Display.now() < deadline {
            var ready = pollfd(fd: renderer.photos.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 100)
            for photo in renderer.collectPhotos() {
                apply(.photoDecoded(path: photo.path, succeeded: photo.succeeded))
                wanted.remove(photo.path)
            }
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
                var descriptors = [
                    pollfd(fd: connection, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: signals?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: load?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: renderer.photos.descriptor, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: searchIndexBuild?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
                ]
                _ = poll(&descriptors, nfds_t(descriptors.count), pollTimeout())
            }
            // SIGTERM or SIGINT: like Ctrl+Q. Every change so far was saved with its frame.
            if signals?.received() == true { break }
            drainEvents(into: &pending, exposed: &exposed)
            if !started {
                // The start line shows the loaded start screen; input that came before it is
                // applied next round.
                advanceLoading()
                if failureStatus != nil { break }
                guard exposed || shown else { continue }
                presentFrame(exposed: exposed)
                exposed = false
                if !shown { timings?.firstFlushAt = X11Display.now() }
                shown = true
                guard load == nil else { continue }
                timings?.report(readyAt: X11Display.now())
                started = true
                if trace != nil { XSync(display.handle, 0) }
                trace?.write(.start, key: nil, micros: 0, state: model.state)
                continue
            }
            // Each line carries the state right after its own event, though the batch draws once.
            var traced: [(entry: Pending, state: AppState)] = []
            for entry in pending {
                let changed = apply(entry.action)
                if entry.event != nil && ((entry.event != .timer && !entry.quiet) || changed) { traced.append((entry, model.state)) }
            }
            pending.removeAll(keepingCapacity: true)
            // A photo that came in is drawn with this frame; it is not an input event, so no line.
            for photo in renderer.collectPhotos() { apply(.photoDecoded(path: photo.path, succeeded: photo.succeeded)) }
            if let index = searchIndexBuild?.finished() {
                searchIndexBuild = nil
                apply(.searchIndexBuilt(index))
            }
            let now = X11Display.now()
            if let deadline = model.state.nextDeadline, now >= deadline, apply(.tick) {
                traced.append((Pending(action: .tick, event: .timer, key: nil, readAt: now), model.state))
            }
            if let awake = keepAwakeAt, now >= awake {
                XResetScreenSaver(display.handle)
                keepAwakeAt = now + 20
            }
            if let retry = saveRetryAt, now >= retry, !saveIfChanged(quietFailure: true) {
                traced.append((Pending(action: .tick, event: .timer, key: nil, readAt: now), model.state))
            }
            presentFrame(exposed: exposed)
            exposed = false
            renderer.photos.request(model.state.photosInView)
            let flushedAt = X11Display.now()
            // Saved after the frame is on screen (an fsync would delay the pixels) and
            // before the trace lines: a change that has its line is on disk.
            // A save's toast shows on the lines of the changes it was about (a key's release
            // may come in the same batch, after them).
            let savedBefore = savedState
            if !saveIfChanged() {
                for index in traced.indices where traced[index].state.savedState != savedBefore {
                    traced[index].state.toast = model.state.toast
                }
                presentFrame(exposed: false)
            }
            // A line means its frame is drawn: whoever reads it (a test taking a screenshot)
            // must find the pixels there. The pixels were flushed already; this only waits.
            if trace != nil, !traced.isEmpty { XSync(display.handle, 0) }
            for (entry, state) in traced {
                trace?.write(entry.event ?? .timer, key: entry.key, micros: Int((flushedAt - entry.readAt) * 1e6), state: state)
            }
        }
        XCloseDisplay(display.handle)
        // Changes a failing disk kept in memory get one last try.
        if saveRetryAt != nil, model.state.savedState != savedState, let line = stateFile.saveAtExit(model.state.savedState) {
            FileHandle.standardError.write(Data("recipegrid: \(line)\n".utf8))
            return failureStatus ?? 1
        }
        return failureStatus ?? 0
    }

    /// Shows how far the launch cookbook has loaded, or the grid once it is in. A path the
    /// user named that turns out unreadable ends the program, as it would have before the
    /// window opened.
    private func advanceLoading() {
        guard let load else { return }
        guard let outcome = load.finished() else {
            apply(.loadingProgressed(load.counter.progress(frame: (model.state.loading?.frame ?? 0) + 1)))
            return
        }
        self.load = nil
        close(load.descriptor)
        switch outcome.result {
        case .success(let cookbook):
            finishLoading(cookbook, seconds: outcome.seconds)
        case .failure(let error):
            FileHandle.standardError.write(Data("recipegrid: \(error.launchMessage)\n".utf8))
            failureStatus = 1
        }
    }

    private func finishLoading(_ cookbook: Cookbook, seconds: Double) {
        timings?.parseSeconds = seconds
        timings?.parseBytes = cookbook.bytesRead
        reportSkipped(cookbook)
        apply(.cookbookLoaded(CookbookStore(cookbook), restoring: savedState))
    }

    /// Draws a frame when the state changed since the last one (else copies the back
    /// buffer again for an Expose) and flushes it to the server.
    private func presentFrame(exposed: Bool) {
        if model.state != drawnState {
            let list = MainView(measurer: measurer).render(model.state)
            let resized = renderer.resize(to: model.state.windowSize)
            let bounds = Rect(x: 0, y: 0, width: renderer.size.width, height: renderer.size.height)
            // A new back buffer holds nothing yet; an Expose wants the whole window anyway.
            let areas = resized || exposed ? nil : Damage.rects(from: drawnList, to: list, in: bounds)
            if areas?.isEmpty != true {
                renderer.draw(list, only: areas)
                renderer.present(to: window.id, areas: areas)
            }
            drawnState = model.state
            drawnList = list
        } else if exposed {
            renderer.present(to: window.id)
        }
        XFlush(display.handle)
    }

    /// Milliseconds until the next deadline, -1 to wait for events only.
    private func pollTimeout() -> Int32 {
        // The progress bar moves on about 30 times a second.
        if load != nil { return 33 }
        let deadlines = [model.state.nextDeadline, saveRetryAt, keepAwakeAt].compactMap { $0 }
        guard let deadline = deadlines.min() else { return -1 }
        let remaining = (deadline - X11Display.now()) * 1000 / X11Display.clockRate
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
            if desktop.isChange(&event) {
                // A new scale reflows the window as a resize would: the trace calls it one.
                if let action = desktopChange() { add(Pending(action: action, event: .resize, key: nil, readAt: readAt)) }
                continue
            }
            switch event.type {
            case KeyPress, KeyRelease:
                let isPress = event.type == KeyPress
                guard let key = keyboard.translate(&event.xkey, isPress: isPress) else { continue }
                lastEventTime = event.xkey.time
                add(Pending(action: .keyPressed(key), event: isPress ? .key : .keyup, key: key.key, readAt: readAt, quiet: key.isAltKey))
            case ButtonPress:
                let button = event.xbutton
                lastEventTime = button.time
                var x = Double(button.x)
                if model.state.layoutDirection == .rtl { x = knownSize.width - x }
                let action = Action.buttonPressed(
                    button: Int(button.button), at: Point(x: x, y: Double(button.y)), modifiers: X11Keyboard.modifiers(button.state))
                add(Pending(action: action, event: .button, key: nil, readAt: readAt))
            case ConfigureNotify where event.xconfigure.window == window.id:
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
            case SelectionRequest:
                clipboard.handleSelectionRequest(event.xselectionrequest)
            case SelectionClear:
                clipboard.handleSelectionClear(event.xselectionclear)
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

    /// The action for what the desktop now says, nil when nothing the app follows changed.
    private func desktopChange() -> Action? {
        let settings = desktop.read()
        let now = (scale: settings.scale, dark: settings.prefersDark ?? false)
        defer { followed = now }
        let scale = pinnedScale || now.scale == followed.scale ? nil : (now.scale ?? 1)
        let dark = pinnedTheme || now.dark == followed.dark ? nil : now.dark
        return scale == nil && dark == nil ? nil : .desktopChanged(scale: scale, darkTheme: dark)
    }

    /// Applies one action and carries out its effects; returns whether the state changed.
    @discardableResult
    private func apply(_ action: Action) -> Bool {
        let before = model.state
        var context = UpdateContext(now: X11Display.now(), measurer: measurer)
        model.update(action, context: &context)
        for effect in context.effects {
            switch effect {
            case .setTitle(let title): window.setTitle(title)
            case .quit: quitting = true
            case .copy(let text): clipboard.copy(text, time: lastEventTime)
            case .requestPaste:
                if let text = clipboard.ownedText ?? waitForPaste() { apply(.pasted(text)) }
            case .openCookbook(let path): apply(openCookbook(at: path))
            case .bell: XBell(display.handle, 0)
            case .export(let contents, let fileName): apply(.exported(ExportFolder.write(contents, named: fileName)))
            case .readRecipes(let recipes, let purpose, let store): apply(RecipeDetails.read(recipes, for: purpose, of: store))
            case .buildSearchIndex(let store):
                if store.recipes.count <= RecipeDetails.inlineIndexLimit {
                    apply(.searchIndexBuilt(RecipeDetails.searchIndex(of: store)))
                } else {
                    searchIndexBuild = BackgroundSearchIndex(store: store)
                }
            case .cookingModeChanged(let on):
                window.setFullScreen(on)
                keepAwakeAt = on ? context.now : nil
            }
        }
        return model.state != before
    }

    /// Saves after every change to ratings, the grocery list or the selection, before the
    /// trace line that reports it; a failure is a toast, the state stays in memory and the
    /// save is tried again every two seconds until it works, which a toast then says.
    /// Returns false when a toast changed the state. A retry that fails again stays quiet.
    private func saveIfChanged(quietFailure: Bool = false) -> Bool {
        let current = model.state.savedState
        guard current != savedState else {
            saveRetryAt = nil
            return true
        }
        let onlySelectionMoved = current.ratings == savedState.ratings && current.grocery == savedState.grocery
        var context = UpdateContext(now: X11Display.now(), measurer: measurer)
        if let problem = stateFile.save(current, durable: !onlySelectionMoved) {
            saveRetryAt = context.now + 2
            if quietFailure { return true }
            model.update(.saveFailed(problem), context: &context)
            return false
        }
        savedState = current
        guard saveRetryAt != nil else { return true }
        saveRetryAt = nil
        model.update(.saveRecovered(stateFile.recoveredMessage), context: &context)
        return false
    }

    /// Asks the CLIPBOARD owner for its text and waits for the answer (at most a second), so
    /// the paste shows in the frame of the key that asked for it.
    private func waitForPaste() -> String? {
        clipboard.requestPaste(time: lastEventTime)
        let deadline = X11Display.now() + 1
        var answers = 0
        while X11Display.now() < deadline && answers < 2 {
            XFlush(display.handle)
            var event = cx11_zero_event()
            if XCheckTypedWindowEvent(display.handle, window.id, SelectionNotify, &event) != 0 {
                answers += 1
                if let text = clipboard.handleSelectionNotify(event.xselection) { return text }
                continue
            }
            var descriptor = pollfd(fd: XConnectionNumber(display.handle), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(max(1, (deadline - X11Display.now()) * 1000)))
        }
        return nil
    }

    /// Names each file or recipe the loader skipped, one line each on stderr.
    private func reportSkipped(_ cookbook: Cookbook) {
        for problem in cookbook.problems {
            FileHandle.standardError.write(Data("recipegrid: skipped \(problem)\n".utf8))
        }
    }

    /// Loads the cookbook File ▸ Open Cookbook… asked for; problems with single files go to stderr.
    private func openCookbook(at path: String) -> Action {
        let expanded = (path as NSString).expandingTildeInPath
        do {
            let cookbook = try CookbookLoader.load(paths: [expanded])
            reportSkipped(cookbook)
            guard !cookbook.recipes.isEmpty else { return .cookbookFailed("No recipes found in \(path)") }
            return .cookbookOpened(CookbookStore(cookbook))
        } catch {
            return .cookbookFailed(error.message.prefix(1).uppercased() + error.message.dropFirst())
        }
    }
}
