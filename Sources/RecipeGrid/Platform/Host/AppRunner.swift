import Foundation
import RecipeGridCore

/// The program loop, the same whatever the window system: input → update → effects →
/// frame → one trace line per input.
///
/// It blocks in `poll()` on the shell's descriptors and its own (signals, a loading
/// cookbook, a search index being built) with the core's next deadline as the timeout,
/// applies every input read, draws at most one frame per round (only when the state
/// changed), then writes the round's trace lines. A line is written once, after its frame,
/// with the state its input left; an input that started something it waits for (a paste,
/// a cookbook to open) has its line held until that is back, and the inputs after it wait.
@MainActor
final class AppRunner {
    var model: AppModel
    let shell: any AppShell
    private let trace: TraceWriter?
    var timings: LaunchTimings?
    private let signals: TerminationSignals?
    let stateFile: StateFile
    let indexCache: CookbookIndexCache?
    /// The cookbook loading on its thread: the launch's, or the one File ▸ Open asked for.
    var load: CookbookLoadJob?
    /// The search index of a large cookbook, while it is being built.
    var searchIndexBuild: BackgroundWork<SearchIndex>?
    /// Work on threads whose outcome comes back as an action: printers looked up, print jobs.
    var background: [BackgroundWork<Action>] = []
    /// Exports the accessible tree when an accessibility bus is there.
    var accessibility: AccessibilityBridge?
    /// Keys the screen reader hears once their frame is on screen.
    private var keysToTell: [RawKey] = []
    /// While cooking mode is open: when to reset the screen saver's idle time next.
    var keepAwakeAt: Seconds?
    /// The launch cookbook's saved state, applied when it is in.
    let restoring: SavedState
    var quitting = false
    /// The exit status when the program ends by itself rather than on the user's word.
    var failureStatus: Int32?

    /// Inputs read and not yet applied.
    private var inputs: [InputEvent] = []
    /// What the input being applied started and waits for; its line waits too.
    var awaiting: Awaited?
    private var held: (input: InputEvent, awaited: Awaited, until: Seconds?)?
    /// A save the last update asked for: written after the frame that shows the change.
    var pendingSave: (state: SavedState, durable: Bool, retry: Bool)?
    /// A save that needs no fsync (a moved selection, servings, units), written once input
    /// pauses for `idleSaveDelay`, or as the program ends. Replacing a file costs the kernel
    /// about as much as a frame (ext4 flushes a file renamed over another), too much for
    /// every arrow key; ratings and the grocery list are still written before their line.
    private var idleSave: (state: SavedState, at: Seconds)?
    private static let idleSaveDelay: Seconds = 0.5
    /// Lines of this round: each input with the state it left and its frame's flush time.
    private var lines: [(input: InputEvent, state: AppState, flushedAt: Seconds?)] = []
    private var flushedEarlyAt: Seconds?
    private var started = false
    private var shown = false
    /// When the window was first exposed, while the launch's cookbook was still loading.
    private var exposedWhileLoadingAt: Seconds?
    /// How long the first frame waits for the launch's cookbook after the window is exposed:
    /// one that loads by then (a few hundred recipes, or any with its index) appears at once,
    /// with no flash of a progress bar, and a key pressed meanwhile is not held behind it.
    static let launchProgressDelay: Seconds = 0.02

    enum Awaited { case paste, cookbook }

    init(
        shell: any AppShell, options: LaunchOptions, launchLoad: BackgroundCookbookLoad?, trace: TraceWriter?, timings: LaunchTimings?,
        signals: TerminationSignals?, indexCache: CookbookIndexCache?
    ) {
        self.shell = shell
        self.trace = trace
        self.timings = timings
        self.signals = signals
        self.indexCache = indexCache
        let look = shell.start
        var state = AppState(store: CookbookStore(Cookbook()), windowSize: look.size, scale: look.scale, layoutDirection: options.layoutDirection)
        state.darkTheme = look.darkTheme
        stateFile = StateFile(directory: options.dataDirectory)
        let (saved, problem) = stateFile.load()
        restoring = saved
        state.restore(saved)
        if let launchLoad {
            load = CookbookLoadJob(job: launchLoad, opening: nil, startedAt: MonotonicClock.now())
            state.loading = launchLoad.counter.progress(frame: 0)
        }
        model = AppModel(state: state)
        model.persistence = Persistence(saved: saved, folderName: URL(fileURLWithPath: options.dataDirectory).lastPathComponent)
        model.desktop = DesktopFollowing(
            scalePinned: options.scale != nil, themePinned: options.theme != nil, scale: look.desktopScale, prefersDark: look.desktopPrefersDark)
        // A data dir that cannot take a save is named at once, not at the first change.
        if let problem = problem ?? stateFile.saveProblemNow() { apply(.dataFolderUnwritable(problem)) }
    }

    /// Runs until the window is closed, Ctrl+Q, SIGTERM or SIGINT; returns the exit status.
    func run() -> Int32 {
        shell.show()
        var news = WindowNews()
        while !quitting {
            waitForWork()
            // SIGTERM or SIGINT: like Ctrl+Q. Every change so far was saved with its frame.
            if signals?.received() == true { break }
            let waiting = inputs.count
            shell.readEvents(into: &inputs, news: &news, windowSize: windowSizeAfterInputs)
            if news.closed { quitting = true }
            if started {
                runRound(&news, inputArrived: inputs.count > waiting)
            } else {
                startUp(&news)
            }
        }
        shell.close()
        return finish()
    }

    /// Until the start line: the progress bar, then the loaded grid. Input that comes
    /// before the start line is applied after it.
    private func startUp(_ news: inout WindowNews) {
        advanceLoading()
        if failureStatus != nil { quitting = true }
        guard !quitting, news.exposed || shown else { return }
        if !shown, load != nil {
            let now = MonotonicClock.now()
            if exposedWhileLoadingAt == nil { exposedWhileLoadingAt = now }
            if let exposedAt = exposedWhileLoadingAt, now - exposedAt < Self.launchProgressDelay { return }
        }
        shell.present(model.state, exposed: news.exposed)
        news.exposed = false
        if !shown { timings?.firstFlushAt = LaunchTimings.now() }
        shown = true
        guard load == nil else { return }
        timings?.report(readyAt: LaunchTimings.now())
        started = true
        if trace != nil { shell.waitUntilDrawn() }
        trace?.write(.start, key: nil, micros: 0, state: model.state)
        accessibility?.update(model.state)
        shell.drawAhead(for: model.state)
    }

    /// One round: the inputs read, what came back from threads and the clock, one frame,
    /// the lines. Photos decoded meanwhile wait for the next round when input arrived: each
    /// is a copy of its pixels to the X server, which would come before the input's frame.
    private func runRound(_ news: inout WindowNews, inputArrived: Bool) {
        applyInputs()
        if !inputArrived {
            for photo in shell.decodedPhotos() { apply(photo) }
        }
        if let index = searchIndexBuild?.finished() {
            searchIndexBuild = nil
            apply(.searchIndexBuilt(index))
        }
        applyBackgroundActions()
        advanceLoading()
        answerPaste(&news)
        let now = MonotonicClock.now()
        if let deadline = model.nextDeadline, now >= deadline {
            let tick = InputEvent(action: .tick, traced: .timer, key: nil, readAt: now)
            if applyAndSave(tick.action) { lines.append((tick, model.state, flushedEarlyAt)) }
        }
        if let idle = idleSave, now >= idle.at, inputs.isEmpty {
            // A failure shows a toast, traced as a timer line like any other change the clock brings.
            let before = model.state
            writeIdleSave()
            if model.state != before { lines.append((InputEvent(action: .tick, traced: .timer, key: nil, readAt: now), model.state, nil)) }
        }
        if let awake = keepAwakeAt, now >= awake {
            shell.resetScreenSaver()
            keepAwakeAt = now + 20
        }
        shell.present(model.state, exposed: news.exposed)
        news.exposed = false
        let flushedAt = MonotonicClock.now()
        // The frame is drawn before the round goes on, when a line promises its pixels (a test
        // reading it takes a screenshot) or a key is told: that is a synchronous call through
        // the bus to the registry, which would wake two processes beside the X server.
        if (trace != nil && !lines.isEmpty) || (accessibility != nil && !keysToTell.isEmpty) { shell.waitUntilDrawn() }
        for key in keysToTell { accessibility?.tell(key) }
        keysToTell = []
        accessibility?.update(model.state)
        shell.requestPhotos(for: model.state)
        writeLines(flushedAt: flushedAt)
        shell.drawAhead(for: model.state)
    }

    /// Applies what threads finished, in the order they were started.
    private func applyBackgroundActions() {
        var done: [Action] = []
        background.removeAll { work in
            guard let action = work.finished() else { return false }
            done.append(action)
            return true
        }
        for action in done { apply(action) }
    }

    /// Applies the inputs in order, each with its save; stops at one that waits for something.
    private func applyInputs() {
        while held == nil, !inputs.isEmpty {
            let input = inputs.removeFirst()
            // A key a screen reader may claim (its own command) is told before the app acts, and
            // one it consumes is not ours; any other key is told after the frame, at no cost to it.
            if let raw = input.rawKey, let accessibility {
                if accessibility.mayClaim(raw) {
                    if accessibility.tell(raw) { continue }
                } else {
                    keysToTell.append(raw)
                }
            }
            let changed = applyAndSave(input.action)
            if let awaited = awaiting {
                awaiting = nil
                held = (input, awaited, awaited == .paste ? input.readAt + 1 : nil)
                continue
            }
            guard let event = input.traced, (event != .timer && !input.quiet) || changed else { continue }
            lines.append((input, model.state, flushedEarlyAt))
        }
    }

    /// Applies `action` and writes the save it asked for, after a frame that shows the
    /// change (an fsync must not delay the pixels); returns whether the state changed.
    private func applyAndSave(_ action: Action) -> Bool {
        let before = model.state
        flushedEarlyAt = nil
        apply(action)
        if let save = pendingSave, !save.durable, !save.retry, !model.persistence.isFailing {
            pendingSave = nil
            idleSave = (save.state, MonotonicClock.now() + Self.idleSaveDelay)
        } else if let save = pendingSave {
            pendingSave = nil
            // It holds the whole state, the change waiting for a pause included.
            idleSave = nil
            shell.present(model.state, exposed: false)
            flushedEarlyAt = MonotonicClock.now()
            let failure = stateFile.save(save.state, durable: save.durable)
            apply(.saveFinished(save.state, retry: save.retry, failure: failure))
            // Another save may be due right away (a retry that failed asks for none).
            pendingSave = nil
        }
        return model.state != before
    }

    /// Writes the save that waited for a pause: the state as it is now, unless that is
    /// what the file holds already (the selection went back where it was).
    private func writeIdleSave() {
        guard let idle = idleSave else { return }
        idleSave = nil
        let current = model.state.loading == nil ? model.state.savedState : idle.state
        guard current != model.persistence.saved else { return }
        let failure = stateFile.save(current, durable: false)
        apply(.saveFinished(current, retry: false, failure: failure))
        pendingSave = nil
    }

    /// The held input's line goes out once what it waited for is back.
    func releaseHeld(_ awaited: Awaited) {
        guard let held, held.awaited == awaited else { return }
        self.held = nil
        lines.append((held.input, model.state, nil))
    }

    /// The clipboard owner answered our paste, or a second went by without a word from it
    /// (each chunk of a large paste gives it another second).
    private func answerPaste(_ news: inout WindowNews) {
        if news.pasteProgressed {
            news.pasteProgressed = false
            if let held, held.awaited == .paste { self.held?.until = MonotonicClock.now() + 1 }
        }
        if let answer = news.pasted {
            news.pasted = nil
            guard held?.awaited == .paste else { return }
            if let text = answer { apply(.pasted(text)) }
            releaseHeld(.paste)
        } else if let until = held?.until, MonotonicClock.now() >= until {
            releaseHeld(.paste)
        }
    }

    private func writeLines(flushedAt: Seconds) {
        for line in lines {
            trace?.write(
                line.input.traced ?? .timer, key: line.input.key, micros: Int(((line.flushedAt ?? flushedAt) - line.input.readAt) * 1e6),
                state: line.state)
        }
        lines.removeAll(keepingCapacity: true)
    }

    /// Queues an input that came from elsewhere than the window (an assistive tool's
    /// request); it is applied with the next round's inputs and writes no line of its own.
    func enqueue(_ action: Action) {
        inputs.append(InputEvent(action: action, traced: nil, key: nil, readAt: MonotonicClock.now()))
    }

    /// The window size once the queued inputs are applied, for coalescing resizes.
    private var windowSizeAfterInputs: Size {
        for input in inputs.reversed() { if case .resized(let size) = input.action { return size } }
        return model.state.windowSize
    }

    /// Blocks until there is something to do: an event, a thread's result, a deadline.
    /// The accessibility bridge's descriptors are polled with the rest (without waiting
    /// when there is work), and what they have is handled right after.
    private func waitForWork() {
        let canApply = started && held == nil && !inputs.isEmpty
        let mustWait = !shell.hasQueuedEvents && !canApply
        let glib = accessibility?.prepare()
        guard mustWait || glib != nil else { return }
        var descriptors =
            mustWait
            ? (shell.descriptors + [signals?.descriptor, load?.job.descriptor, searchIndexBuild?.descriptor].compactMap { $0 }
                + background.map(\.descriptor))
                .map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } : []
        var timeout = mustWait ? pollTimeout() : 0
        if let glib {
            descriptors += glib.descriptors
            if glib.timeout >= 0 { timeout = timeout < 0 ? glib.timeout : min(timeout, glib.timeout) }
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if let glib { accessibility?.dispatch(descriptors.suffix(glib.descriptors.count)) }
    }

    /// Milliseconds until the next deadline, -1 to wait for events only.
    private func pollTimeout() -> Int32 {
        // The progress bar moves on about 30 times a second.
        if load != nil {
            guard !shown, let exposedAt = exposedWhileLoadingAt else { return 33 }
            let remaining = (exposedAt + Self.launchProgressDelay - MonotonicClock.now()) * 1000 / MonotonicClock.rate
            return Int32(max(0, min(33, remaining.rounded(.up))))
        }
        let deadlines = [model.nextDeadline, keepAwakeAt, held?.until, idleSave?.at].compactMap { $0 }
        guard let deadline = deadlines.min() else { return -1 }
        let remaining = (deadline - MonotonicClock.now()) * 1000 / MonotonicClock.rate
        return Int32(max(0, min(60_000, remaining.rounded(.up))))
    }

    /// The exit status; a save waiting for a pause is written, and changes a failing disk
    /// kept in memory get one last try.
    private func finish() -> Int32 {
        if model.persistence.isFailing || idleSave != nil, model.state.savedState != model.persistence.saved,
            let line = stateFile.saveAtExit(model.state.savedState)
        {
            Diagnostics.report(line)
            return failureStatus ?? 1
        }
        return failureStatus ?? 0
    }
}
