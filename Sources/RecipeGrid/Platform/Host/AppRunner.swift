import FoundationEssentials
import Glibc
import RecipeGridCore
import RecipeGridRuntime

/// The program loop, the same whatever the window system: input → update → effects →
/// frame → one trace line per input.
///
/// It blocks in `poll()` on the shell's descriptors and its own (signals, a loading
/// cookbook, threads) with the core's next deadline as the timeout, applies every input
/// read through the effect interpreter, draws at most one frame per round (only when the
/// state changed), then writes the round's trace lines. A line is written once, after its
/// frame, with the state its input left; an input that started something it waits for (a
/// paste, a cookbook to open) has its line held until that is back, and the inputs after
/// it wait.
@MainActor
final class AppRunner {
    private(set) var interpreter: EffectInterpreter
    let host: AppHost
    private let trace: TraceWriter?
    private let signals: TerminationSignals?
    /// Exports the accessible tree once accessibility has started (AppRunner+Accessibility).
    var accessibility: AccessibilityBridge?
    /// The session bus, asked whether assistive technology is on, until it says so.
    var accessibilityWatch: AccessibilityStatusWatch?
    /// Starts the bridge; set where the window is known.
    var makeAccessibility: (() -> AccessibilityBridge?)?
    /// Keys the screen reader hears once their frame is on screen.
    private var keysToTell: [RawKey] = []
    private var inputs = InputQueue()
    /// This round's trace lines: each input with the state it left and, when a save drew
    /// its frame early, that frame's flush time.
    private var linesDue: [(input: InputEvent, state: AppState, flushedAt: Seconds?)] = []
    var launch: LaunchProgress

    init(
        shell: any AppShell, options: LaunchOptions, launch cookbook: LaunchCookbook, trace: TraceWriter?, timings: LaunchTimings?,
        signals: TerminationSignals?, indexCache: CookbookIndexCache?
    ) {
        self.trace = trace
        self.signals = signals
        host = AppHost(
            shell: shell, stateFile: StateFile(directory: options.dataDirectory), indexCache: indexCache, settings: cookbook.settings,
            remembers: cookbook.remembers)
        let look = shell.start
        var state = AppState(store: CookbookStore(Cookbook()), windowSize: look.size, scale: look.scale, layoutDirection: options.layoutDirection)
        state.darkTheme = look.darkTheme
        state.dateStyle = LocaleDates.style()
        state.today = host.today
        let (saved, problem) = host.stateFile.load()
        launch = LaunchProgress(timings: timings, restoring: saved)
        state.restore(saved)
        state.setGroceryIDPrefix(String(UInt32.random(in: 0...UInt32.max), radix: 16))
        state.recentCookbooks = host.recentCookbooks
        if let launchLoad = cookbook.load, let plan = cookbook.plan {
            host.load = CookbookLoadJob(job: launchLoad, opening: nil, plan: plan, startedAt: MonotonicClock.now())
            state.loading = launchLoad.counter.progress(frame: 0)
        }
        if let welcome = cookbook.welcome { state.showWelcome(welcome) }
        var model = AppModel(state: state)
        model.persistence = Persistence(saved: saved, folderName: URL(fileURLWithPath: options.dataDirectory).lastPathComponent)
        model.desktop = DesktopFollowing(
            scalePinned: options.scale != nil, themePinned: options.theme != nil, scale: look.desktopScale, prefersDark: look.desktopPrefersDark)
        interpreter = EffectInterpreter(model: model)
        // A data dir that cannot take a save is named at once, not at the first change.
        if let problem = problem ?? host.stateFile.saveProblemNow() { apply(.dataFolderUnwritable(problem)) }
    }

    var state: AppState { interpreter.model.state }
    var shell: any AppShell { host.shell }

    /// Runs until the window is closed, Ctrl+Q, SIGTERM or SIGINT; returns the exit status.
    func run() -> Int32 {
        shell.show()
        var report = WindowReport()
        while !host.quitting {
            waitForWork()
            // SIGTERM or SIGINT: like Ctrl+Q. Every change so far was saved with its frame.
            if signals?.received() == true { break }
            let queuedBefore = inputs.queued.count
            shell.readEvents(into: &inputs.queued, report: &report, windowSize: windowSizeAfterInputs)
            if report.closed { host.quitting = true }
            takeHandOvers(&report)
            if launch.started {
                runRound(&report, inputArrived: inputs.queued.count > queuedBefore)
            } else {
                startUp(&report)
            }
        }
        shell.close()
        return finish()
    }

    /// Applies `action` and everything that comes back of it; returns whether the state
    /// changed, and what it started and waits for.
    @discardableResult
    func apply(_ action: Action) -> (changed: Bool, awaited: Awaited?) {
        let before = interpreter.model.state
        host.startInput()
        let outcome = interpreter.apply(action, host: host)
        return (interpreter.model.state != before, outcome.awaited)
    }

    /// Until the start line: the progress bar, then the loaded grid. Input that comes
    /// before the start line is applied after it.
    private func startUp(_ report: inout WindowReport) {
        advanceLoading()
        if launch.failureStatus != nil { host.quitting = true }
        guard !host.quitting, report.exposed || launch.shown else { return }
        if launch.waitsBeforeFirstFrame(loading: host.load != nil) { return }
        // The tiles the likeliest first key shows (the selected one left, the next selected)
        // go to the server just before the grid's first frame: a key sent as that frame
        // shows would otherwise find the server drawing them for it.
        if host.load == nil { host.drawAhead(for: state, leading: 2) }
        host.show(state, exposed: report.exposed)
        report.exposed = false
        if !launch.shown { launch.timings?.firstFlushAt = LaunchTimings.now() }
        launch.shown = true
        guard host.load == nil else { return }
        launch.timings?.report(readyAt: LaunchTimings.now())
        launch.started = true
        if trace != nil { shell.waitUntilDrawn() }
        trace?.write(.start, key: nil, micros: 0, state: state)
        if let accessibility, let frame = host.accessibleFrame(for: state) { accessibility.update(frame) }
        host.drawAhead(for: state)
    }

    /// One round: the inputs read, what came back from threads and the clock, one frame,
    /// the lines. Photos decoded meanwhile wait for the next round when input arrived: each
    /// is a copy of its pixels to the X server, which would come before the input's frame.
    private func runRound(_ report: inout WindowReport, inputArrived: Bool) {
        applyInputs()
        // The ring leaves the tile before the frame is made: the key's first pixels.
        if inputArrived { host.drawSelectionLeaving(for: state) }
        if !inputArrived {
            for photo in shell.decodedPhotos() { apply(photo) }
        }
        for action in host.finishedWork() { apply(action) }
        advanceLoading()
        applyCookbookChanges()
        answerPaste(&report)
        let now = MonotonicClock.now()
        if let deadline = interpreter.model.nextDeadline, now >= deadline {
            let tick = InputEvent(action: .tick, traced: .timer, key: nil, readAt: now)
            if apply(tick.action).changed { linesDue.append((tick, state, host.flushedBeforeSaveAt)) }
        }
        if let awake = host.keepAwakeAt, now >= awake { host.keepAwake(now: now) }
        let drew = host.show(state, exposed: report.exposed)
        report.exposed = false
        let flushedAt = MonotonicClock.now()
        // The frame is drawn before the round goes on: when it is an input's (the server would
        // otherwise wait for the round's idle work, on a machine where they share a core, and
        // it sends the damage a compositor waits for only once it has read all the app sent),
        // when a line promises its pixels (a test reading it takes a screenshot) or a key is
        // told: that is a synchronous call through the bus to the registry, which would wake
        // two processes beside the X server.
        if (drew && inputArrived) || (trace != nil && !linesDue.isEmpty) || (accessibility != nil && !keysToTell.isEmpty) {
            shell.waitUntilDrawn()
        }
        for key in keysToTell { accessibility?.tell(key) }
        keysToTell = []
        if let accessibility, let frame = host.accessibleFrame(for: state) { accessibility.update(frame) }
        host.requestPhotos(for: state)
        writeLines(flushedAt: flushedAt)
        host.drawAhead(for: state)
    }

    /// Applies the inputs in order; stops at one that waits for something.
    private func applyInputs() {
        while inputs.waiting == nil, !inputs.queued.isEmpty {
            let input = inputs.queued.removeFirst()
            // A key a screen reader may claim (its own command) is told before the app acts, and
            // one it consumes is not ours; any other key is told after the frame, at no cost to it.
            if let raw = input.rawKey, let accessibility {
                if accessibility.mayClaim(raw) {
                    if accessibility.tell(raw) { continue }
                } else {
                    keysToTell.append(raw)
                }
            }
            let (changed, awaited) = apply(input.action)
            if let awaited {
                inputs.hold(input, until: awaited)
                continue
            }
            guard let event = input.traced, (event != .timer && !input.quiet) || changed else { continue }
            linesDue.append((input, state, host.flushedBeforeSaveAt))
        }
    }

    /// A later launch's cookbook opens here, and the window comes to the front for it.
    private func takeHandOvers(_ report: inout WindowReport) {
        for request in report.handedOver {
            shell.perform(.activate(startupID: request.startupID, time: request.time))
            if !request.paths.isEmpty { enqueue(.openRequested(request.paths)) }
        }
        report.handedOver = []
    }

    /// The open cookbook's files changed on disk: the reload pass's result is applied and,
    /// when it changed what shows, writes a `timer` line.
    private func applyCookbookChanges() {
        let now = MonotonicClock.now()
        guard let change = host.watched?.poll(now: now) else { return }
        let input = InputEvent(action: change, traced: .timer, key: nil, readAt: now)
        if apply(change).changed { linesDue.append((input, state, host.flushedBeforeSaveAt)) }
    }

    /// The waiting input's line goes out once what it waited for is back.
    func releaseWaiting(_ awaited: Awaited) {
        guard let input = inputs.release(awaited) else { return }
        linesDue.append((input, state, nil))
    }

    /// The clipboard owner answered our paste, or a second went by without a word from it
    /// (each chunk of a large paste gives it another second).
    private func answerPaste(_ report: inout WindowReport) {
        if report.pasteProgressed {
            report.pasteProgressed = false
            inputs.extendPasteWait(to: MonotonicClock.now() + InputQueue.pastePatience)
        }
        if let answer = report.pasted {
            report.pasted = nil
            guard inputs.waiting?.awaited == .paste else { return }
            if case .text(let text) = answer { apply(.pasted(text)) }
            releaseWaiting(.paste)
        } else if let until = inputs.waiting?.until, MonotonicClock.now() >= until {
            releaseWaiting(.paste)
        }
    }

    private func writeLines(flushedAt: Seconds) {
        for line in linesDue {
            trace?.write(
                line.input.traced ?? .timer, key: line.input.key, micros: Int(((line.flushedAt ?? flushedAt) - line.input.readAt) * 1e6),
                state: line.state)
        }
        linesDue.removeAll(keepingCapacity: true)
    }

    /// Queues an input that came from elsewhere than the window (an assistive tool's
    /// request); it is applied with the next round's inputs and writes no line of its own.
    func enqueue(_ action: Action) {
        inputs.queued.append(InputEvent(action: action, traced: nil, key: nil, readAt: MonotonicClock.now()))
    }

    /// The window size once the queued inputs are applied, for coalescing resizes.
    private var windowSizeAfterInputs: Size {
        for input in inputs.queued.reversed() { if case .resized(let size) = input.action { return size } }
        return state.windowSize
    }

    /// Blocks until there is something to do: an event, a thread's result, a deadline.
    /// The accessibility bridge's descriptors are polled with the rest (without waiting
    /// when there is work), and what they have is handled right after.
    private func waitForWork() {
        let canApply = launch.started && inputs.waiting == nil && !inputs.queued.isEmpty
        let mustWait = !shell.hasQueuedEvents && !canApply
        let glib = accessibility?.prepare()
        guard mustWait || glib != nil else { return }
        let watched = mustWait ? accessibilityWatch?.descriptor : nil
        var descriptors =
            mustWait
            ? (shell.descriptors + host.descriptors + [signals?.descriptor, watched].compactMap { $0 })
                .map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } : []
        var timeout = mustWait ? pollTimeout() : 0
        if let glib {
            descriptors += glib.descriptors
            if glib.timeout >= 0 { timeout = timeout < 0 ? glib.timeout : min(timeout, glib.timeout) }
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if let glib { accessibility?.dispatch(descriptors.suffix(glib.descriptors.count)) }
        if let watched, descriptors.contains(where: { $0.fd == watched && $0.revents != 0 }) { followAccessibilityStatus() }
    }

    /// Milliseconds until the next deadline, -1 to wait for events only.
    private func pollTimeout() -> Int32 {
        // The progress bar moves on about 30 times a second.
        if host.load != nil { return launch.progressTimeout() }
        let deadlines = [interpreter.model.nextDeadline, host.keepAwakeAt, inputs.waiting?.until, host.watched?.deadline].compactMap { $0 }
        guard let deadline = deadlines.min() else { return -1 }
        let remaining = (deadline - MonotonicClock.now()) * 1000 / MonotonicClock.rate
        return Int32(max(0, min(60_000, remaining.rounded(.up))))
    }

    /// The exit status; a save waiting for a pause is written, and changes a failing disk
    /// kept in memory get one last try.
    private func finish() -> Int32 {
        if let unsaved = interpreter.model.unsavedState, let line = host.stateFile.saveAtExit(unsaved) {
            Diagnostics.report(line)
            return launch.failureStatus ?? 1
        }
        return launch.failureStatus ?? 0
    }
}
