import FoundationEssentials
import RecipeGridCore
import RecipeGridRuntime

/// The program's side of `EffectHost`: files on disk, threads, the print service and the
/// window, for the one effect interpreter. It keeps the work under way (a cookbook
/// loading, threads) for the runner to poll; what finishes comes back as actions.
@MainActor
final class AppHost: @MainActor EffectHost {
    let shell: any AppShell
    let stateFile: StateFile
    private let indexCache: CookbookIndexCache?
    /// The cookbook loading on its thread: the launch's, or the one File ▸ Open asked for.
    var load: CookbookLoadJob?
    /// Work on threads whose outcome comes back as an action: a large cookbook's search
    /// index, printers looked up, print jobs.
    private var threads: [BackgroundWork<Action>] = []
    /// While cooking mode is open: when to reset the screen saver's idle time next.
    private(set) var keepAwakeAt: Seconds?
    /// Ctrl+Q, or the window closed.
    var quitting = false
    /// When the frame of the last durable save went out: before its fsyncs, not after them.
    private(set) var flushedBeforeSaveAt: Seconds?
    /// The core's views, run for the shell, which receives frames and never the state.
    private var frames: Frames
    /// The open cookbook, watched for files that change.
    private(set) var watched: WatchedCookbook?
    /// Remembers the cookbooks opened.
    private var settings: SettingsFile
    /// Whether opening a cookbook writes the settings file: not for a screenshot, nor
    /// after the file turned out not to take a write.
    private(set) var remembers: Bool
    /// Recipes deleted to the Trash, kept for Undo Delete.
    private var removal = RecipeRemoval(bundled: BundledCookbook.path())

    init(shell: any AppShell, stateFile: StateFile, indexCache: CookbookIndexCache?, settings: SettingsFile, remembers: Bool) {
        self.shell = shell
        self.settings = settings
        self.remembers = remembers
        self.stateFile = stateFile
        self.indexCache = indexCache
        frames = Frames(measurer: shell.measurer)
    }

    /// Shows `state`: its frame when it is new, the last one again for an Expose; returns
    /// whether it drew a new frame.
    @discardableResult
    func show(_ state: AppState, exposed: Bool) -> Bool {
        let frame = frames.frame(for: state)
        shell.present(frame, exposed: exposed)
        return frame != nil
    }

    /// Before the frame of `state`: the ring of the tile the selection left, taken away at once.
    func drawSelectionLeaving(for state: AppState) {
        frames.drawSelectionLeaving(for: state) { tile, pieces in shell.drawFirst(pieces, of: tile) }
    }

    /// The photos `state` shows and may show next, to decode.
    func requestPhotos(for state: AppState) { shell.requestPhotos(inView: state.photosInView, nearby: state.photosNearby) }

    /// While idle: the tiles the next key may show from `state`, drawn ahead; the first
    /// `leading` of them at once.
    func drawAhead(for state: AppState, leading: Int = 0) { shell.drawAhead(frames.tilesAhead(for: state), leading: leading) }

    /// The accessible tree of `state`, when it is new.
    func accessibleFrame(for state: AppState) -> AccessibleFrame? { frames.accessible(for: state) }

    /// A picture of `state`, written as a PNG; the reason when it cannot be.
    func writeScreenshot(of state: AppState, to path: String) -> String? {
        shell.writeScreenshot(frames.picture(of: state), to: path)
    }

    var now: Seconds { MonotonicClock.now() }
    var today: CalendarDate { WallClock.today() }
    var measurer: any TextMeasuring { shell.measurer }

    /// Descriptors that become readable when a thread is done.
    var descriptors: [Int32] { threads.map(\.descriptor) + [load?.job.descriptor].compactMap { $0 } + (watched?.descriptors ?? []) }

    /// `cookbook`, just opened from `plan`, is watched from now on (the one before no longer).
    func watch(_ cookbook: Cookbook, plan: CookbookPlan) {
        watched = WatchedCookbook(cookbook: cookbook, plan: plan, cache: indexCache)
        removal.forgetAll()
    }

    /// What threads finished, in the order they were started.
    func finishedWork() -> [Action] {
        var done: [Action] = []
        threads.removeAll { work in
            guard let action = work.finished() else { return false }
            done.append(action)
            return true
        }
        return done
    }

    /// Forgets when the last save's frame went out, as a new input is applied.
    func startInput() { flushedBeforeSaveAt = nil }

    /// While cooking mode is open, keeps the screen saver off (called when `keepAwakeAt` is due).
    func keepAwake(now: Seconds) {
        shell.resetScreenSaver()
        keepAwakeAt = now + 20
    }

    func readRecipes(_ recipes: [Int], for purpose: ContentPurpose, of store: CookbookStore) -> RecipesRead {
        RecipeDetails.read(recipes, for: purpose, of: store)
    }

    /// Small cookbooks are indexed at once; large ones on a thread, while names match.
    func buildSearchIndex(of store: CookbookStore) -> SearchIndex? {
        guard store.recipes.count > RecipeDetails.inlineIndexLimit else { return RecipeDetails.searchIndex(of: store) }
        threads.append(
            BackgroundWork {
                // It is built while the first search is typed: like the photo decoders, it
                // yields the core to the main thread's keys at once.
                ThreadPriority.lowerCallingThread(nice: PhotoWorkers.threadNice, slice: PhotoWorkers.threadSlice)
                return .searchIndexBuilt(RecipeDetails.searchIndex(of: store))
            })
        return nil
    }

    func save(_ state: SavedState, durable: Bool, showing: AppState) -> String? {
        // A save without fsync comes at a pause, when the window shows the state already.
        if durable {
            show(showing, exposed: false)
            flushedBeforeSaveAt = MonotonicClock.now()
        }
        return stateFile.save(state, durable: durable)
    }

    func export(_ contents: String, named fileName: String) -> String {
        ExportFolder.write(contents, named: fileName)
    }

    func print(_ document: PrintDocument, to destination: PrintDestination, copies: Int) -> String? {
        // Copying the environment costs more than a whole frame: only printing asks for it.
        let environment = ProcessInfo.processInfo.environment
        switch destination {
        case .pdf: return PrintJobs.savePDF(document, environment: environment)
        case .printer(let name): threads.append(BackgroundWork(PrintJobs.job(document, printer: name, copies: copies, environment: environment)))
        }
        return nil
    }

    func findPrinters() { threads.append(BackgroundWork { .printersFound(Printers.find()) }) }

    /// File ▸ Open Cookbook…: the same background load as the launch's, with its progress bar.
    func openCookbook(_ paths: [String]) -> String? {
        do {
            let folders = XDGFolders()
            let plan = try CookbookLoader.plan(paths: paths.map(folders.expandingTilde))
            load = CookbookLoadJob(
                job: BackgroundCookbookLoad(plan: plan, cache: indexCache), opening: paths, plan: plan, startedAt: MonotonicClock.now())
            return nil
        } catch {
            return error.message.prefix(1).uppercased() + error.message.dropFirst()
        }
    }

    /// The recent cookbooks, as menus name them.
    var recentCookbooks: [RecentCookbook] {
        let folders = XDGFolders()
        return settings.recent.map { RecentCookbook(paths: $0, title: $0.map(folders.abbreviating).joined(separator: ", ")) }
    }

    /// `roots` become the newest recent cookbook in the settings file; the new list, or
    /// nil when nothing is remembered. A file that cannot be written is said
    /// once on stderr and the cookbook opens as usual.
    func remember(_ roots: [String]) -> [RecentCookbook]? {
        guard remembers else { return nil }
        settings.remember(roots)
        if let problem = settings.save() {
            Diagnostics.report(problem)
            remembers = false
        }
        return recentCookbooks
    }

    func listFolder(_ folder: String) -> FolderListing { FolderEntries.listing(folder) }

    func readForEditing(_ recipe: Recipe) -> EditorSource { RecipeFiles.readForEditing(recipe) }

    /// The write, then the cookbook read again at once: the change shows with the key that
    /// saved it, and the watch does not report it back as a change from outside.
    func writeRecipe(_ write: RecipeWrite) -> RecipeWriteOutcome {
        var files = RecipeFiles(roots: watched?.roots ?? [], bundled: BundledCookbook.path())
        files.convertToJPEG = shell.jpegBytes(ofPictureAt:)
        let outcome = files.write(write)
        guard case .saved(let path, _, let renamed, let note) = outcome, let (store, renamedByFile) = absorbOwnChange() else { return outcome }
        return .saved(path: path, change: store, renamedIDs: renamed.merging(renamedByFile) { $1 }, note: note)
    }

    /// Only a cookbook the window follows is changed: a `--screenshot` run, which watches
    /// none, must not delete files while it presses its keys.
    func trashRecipes(_ recipes: [Int], of store: CookbookStore) -> TrashOutcome {
        guard let watched else {
            let names = recipes.map { store.recipes[$0].name }
            return TrashOutcome(
                names: names, ids: recipes.map { store.recipes[$0].id },
                failure: tr(
                    "Cannot delete “{name}”: this window does not follow the cookbook's files (a --screenshot run), so it changes none",
                    ["name": names.first ?? ""]))
        }
        return removal.delete(recipes, of: store, roots: watched.roots, reread: absorbOwnChange)
    }

    func undoTrash(_ token: Int) -> TrashOutcome { removal.undo(token, reread: absorbOwnChange) }

    /// The app's own change to the cookbook's files, read at once so that it shows with the
    /// key that made it and is never reported back as a change from outside.
    private func absorbOwnChange() -> (store: CookbookStore, renamedIDs: [String: String])? {
        guard case .cookbookChanged(let store, let renamedIDs)? = watched?.absorbOwnChange(now: MonotonicClock.now()) else { return nil }
        return (store, renamedIDs)
    }

    func requestPaste(from source: PasteSource) -> PasteAnswer { shell.requestPaste(from: source == .primary ? .primary : .clipboard) }
    func ownPrimary(_ text: String) { shell.perform(.ownPrimary(text)) }
    func copy(_ text: String) { shell.perform(.copy(text)) }
    func setTitle(_ title: String) { shell.perform(.setTitle(title)) }
    func bell() { shell.perform(.bell) }
    func quit() { quitting = true }

    func cookingModeChanged(_ on: Bool) {
        shell.perform(.fullScreen(on))
        keepAwakeAt = on ? MonotonicClock.now() : nil
    }
}
