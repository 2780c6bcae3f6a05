import Foundation
import RecipeGridCore

/// A cookbook loading on its thread, for the launch or for File ▸ Open Cookbook….
struct CookbookLoadJob {
    var job: BackgroundCookbookLoad
    /// The path File ▸ Open asked for; nil for the launch cookbook.
    var opening: String?
    var startedAt: Seconds

    /// A cookbook opened from the menu shows its progress bar only after this long, so a
    /// small one replaces the grid without a flash.
    static let progressDelay: Seconds = 0.15
}

extension AppRunner {
    /// Applies one action and carries out its effects; their results come back as actions.
    func apply(_ action: Action) {
        var context = UpdateContext(now: MonotonicClock.now(), measurer: shell.measurer)
        model.update(action, context: &context)
        for effect in context.effects { carryOut(effect, now: context.now) }
    }

    private func carryOut(_ effect: Effect, now: Seconds) {
        switch effect {
        case .quit: quitting = true
        case .openCookbook(let path): startOpening(path)
        case .export(let contents, let fileName): apply(.exported(ExportFolder.write(contents, named: fileName)))
        case .findPrinters: background.append(BackgroundWork { .printersFound(Printers.find()) })
        // Copying the environment costs more than a whole frame: only printing asks for it.
        case .print(let document, .pdf, _): apply(.printFinished(PrintJobs.savePDF(document, environment: ProcessInfo.processInfo.environment)))
        case .print(let document, .printer(let name), let copies):
            let environment = ProcessInfo.processInfo.environment
            background.append(BackgroundWork(PrintJobs.job(document, printer: name, copies: copies, environment: environment)))
        case .readRecipes(let recipes, let purpose, let store): apply(RecipeDetails.read(recipes, for: purpose, of: store))
        case .buildSearchIndex(let store): buildSearchIndex(of: store)
        case .save(let state, let durable, let retry): pendingSave = (state, durable, retry)
        case .requestPaste:
            if let answer = shell.perform(effect, time: now) {
                if let text = answer { apply(.pasted(text)) }
            } else {
                awaiting = .paste
            }
        case .cookingModeChanged(let on):
            _ = shell.perform(effect, time: now)
            keepAwakeAt = on ? now : nil
        case .setTitle, .copy, .bell:
            _ = shell.perform(effect, time: now)
        }
    }

    /// Small cookbooks are indexed at once; large ones on a thread, while names match.
    private func buildSearchIndex(of store: CookbookStore) {
        if store.recipes.count <= RecipeDetails.inlineIndexLimit {
            apply(.searchIndexBuilt(RecipeDetails.searchIndex(of: store)))
        } else {
            searchIndexBuild = BackgroundWork { RecipeDetails.searchIndex(of: store) }
        }
    }

    /// File ▸ Open Cookbook…: the same background load as the launch's, with its progress bar.
    private func startOpening(_ path: String) {
        let expanded = XDGFolders().expandingTilde(path)
        do {
            let plan = try CookbookLoader.plan(paths: [expanded])
            load = CookbookLoadJob(job: BackgroundCookbookLoad(plan: plan, cache: indexCache), opening: path, startedAt: MonotonicClock.now())
            awaiting = .cookbook
        } catch {
            apply(.cookbookFailed(error.message.prefix(1).uppercased() + error.message.dropFirst()))
        }
    }

    /// Shows how far the cookbook has loaded, or the grid once it is in. A launch path that
    /// turns out unreadable ends the program, as it would have before the window opened.
    func advanceLoading() {
        guard let load else { return }
        guard let outcome = load.job.finished() else {
            if load.opening == nil || MonotonicClock.now() - load.startedAt >= CookbookLoadJob.progressDelay {
                apply(.loadingProgressed(load.job.counter.progress(frame: (model.state.loading?.frame ?? 0) + 1)))
            }
            return
        }
        self.load = nil
        close(load.job.descriptor)
        guard let path = load.opening else { return finishLaunch(outcome) }
        switch outcome.result {
        case .success(let cookbook):
            reportSkipped(cookbook)
            apply(cookbook.recipes.isEmpty ? .cookbookFailed("No recipes found in \(path)") : .cookbookOpened(CookbookStore(cookbook)))
        case .failure(let error):
            apply(.cookbookFailed(error.message.prefix(1).uppercased() + error.message.dropFirst()))
        }
        releaseHeld(.cookbook)
    }

    private func finishLaunch(_ outcome: BackgroundCookbookLoad.Outcome) {
        switch outcome.result {
        case .success(let cookbook):
            timings?.parseSeconds = outcome.seconds
            timings?.parseBytes = cookbook.bytesRead
            reportSkipped(cookbook)
            apply(.cookbookLoaded(CookbookStore(cookbook), restoring: restoring))
            // The photos decode while the window maps and its first frame is drawn.
            shell.requestPhotos(for: model.state)
        case .failure(let error):
            Diagnostics.report(error.launchMessage)
            failureStatus = 1
        }
    }

    /// Names each file or recipe the loader skipped, one line each on stderr.
    private func reportSkipped(_ cookbook: Cookbook) {
        for problem in cookbook.problems { Diagnostics.report("skipped \(problem)") }
    }

    /// Renders the start screen, or the screen `keys` lead to, without showing a window
    /// and writes a PNG. Nothing is saved: a picture changes no state on disk.
    func writeScreenshot(to path: String, after keys: [KeyEvent] = []) throws(LaunchError) {
        if let load {
            self.load = nil
            let outcome = load.job.wait()
            if case .failure(let error) = outcome.result { throw .runtime(error.launchMessage) }
            finishLaunch(outcome)
        }
        for key in keys { apply(.key(key)) }
        waitForPhotosInView()
        if let problem = shell.writeScreenshot(of: model.state, to: path) {
            throw LaunchError.runtime("cannot write the screenshot '\(path)': \(problem)")
        }
    }

    /// Decodes the photos the screen shows before it is drawn (at most 10 s in all).
    private func waitForPhotosInView() {
        var wanted = Set(model.state.photosInView.map(\.path))
        shell.requestPhotos(for: model.state)
        let deadline = MonotonicClock.now() + 10
        while !wanted.isEmpty, MonotonicClock.now() < deadline {
            var ready = pollfd(fd: shell.photoDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 100)
            for photo in shell.decodedPhotos() {
                apply(photo)
                if case .photoDecoded(let path, _) = photo { wanted.remove(path) }
            }
        }
    }
}
