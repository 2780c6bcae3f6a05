import FoundationEssentials
import Glibc
import RecipeGridCore

/// What a launch opens: a cookbook loading (of `plan`), or the welcome screen; and the
/// settings file that remembers the cookbooks opened, written unless `remembers` is false
/// (a picture).
struct LaunchCookbook {
    var load: BackgroundCookbookLoad?
    var plan: CookbookPlan?
    var welcome: WelcomeScreen?
    var settings: SettingsFile
    var remembers: Bool
}

/// A cookbook loading on its thread, for the launch or for File ▸ Open Cookbook….
struct CookbookLoadJob {
    var job: BackgroundCookbookLoad
    /// The paths File ▸ Open asked for; nil for the launch cookbook.
    var opening: [String]?
    /// Its files: the paths made absolute (as the settings remember them), and what the
    /// watch compares the files with when they change.
    var plan: CookbookPlan
    var startedAt: Seconds

    /// A cookbook opened from the menu shows its progress bar only after this long, so a
    /// small one replaces the grid without a flash.
    static let progressDelay: Seconds = 0.15
}

extension AppRunner {
    /// Shows how far the cookbook has loaded, or the grid once it is in. A launch path that
    /// turns out unreadable ends the program, as it would have before the window opened.
    func advanceLoading() {
        guard let load = host.load else { return }
        guard let outcome = load.job.finished() else {
            if load.opening == nil || MonotonicClock.now() - load.startedAt >= CookbookLoadJob.progressDelay {
                apply(.loadingProgressed(load.job.counter.progress(frame: (state.loading?.frame ?? 0) + 1)))
            }
            return
        }
        host.load = nil
        close(load.job.descriptor)
        guard let paths = load.opening else { return finishLaunch(outcome, plan: load.plan) }
        switch outcome.result {
        case .success(let cookbook):
            reportSkipped(cookbook)
            guard !cookbook.recipes.isEmpty else {
                // TRANSLATORS: {paths} is the cookbook's folders or files, "~/Recipes, ~/Desserts".
                apply(.cookbookFailed(tr("No recipes found in {paths}", ["paths": paths.joined(separator: ", ")])))
                break
            }
            apply(.cookbookOpened(CookbookStore(cookbook)))
            remember(load.plan.roots)
            host.watch(cookbook, plan: load.plan)
        case .failure(let error):
            apply(.cookbookFailed(error.message.prefix(1).uppercased() + error.message.dropFirst()))
        }
        releaseWaiting(.cookbook)
    }

    private func finishLaunch(_ outcome: BackgroundCookbookLoad.Outcome, plan: CookbookPlan) {
        switch outcome.result {
        case .success(let cookbook):
            launch.timings?.parseSeconds = outcome.seconds
            launch.timings?.parseBytes = cookbook.bytesRead
            reportSkipped(cookbook)
            apply(.cookbookLoaded(CookbookStore(cookbook), restoring: launch.restoring))
            remember(plan.roots)
            if host.remembers { host.watch(cookbook, plan: plan) }
            // The photos decode while the window maps and its first frame is drawn.
            host.requestPhotos(for: state)
        case .failure(let error):
            Diagnostics.report(error.launchMessage)
            launch.failureStatus = 1
        }
    }

    /// `roots` become the newest of the recent cookbooks, in the settings file and the menu.
    private func remember(_ roots: [String]) {
        guard let recent = host.remember(roots) else { return }
        apply(.recentCookbooksRead(recent))
    }

    /// Names each file or recipe the loader skipped, one line each on stderr.
    private func reportSkipped(_ cookbook: Cookbook) {
        for problem in cookbook.problems { Diagnostics.report(Diagnostics.skipped(problem)) }
    }

    /// Renders the start screen, or the screen `keys` lead to, without showing a window
    /// and writes a PNG. Nothing is saved: a picture changes no state on disk.
    func writeScreenshot(to path: String, after keys: [KeyEvent] = []) throws(LaunchError) {
        if let load = host.load {
            host.load = nil
            let outcome = load.job.wait()
            if case .failure(let error) = outcome.result { throw .runtime(error.launchMessage) }
            finishLaunch(outcome, plan: load.plan)
        }
        for key in keys { apply(.key(key)) }
        waitForPhotosInView()
        if let problem = host.writeScreenshot(of: state, to: path) {
            // TRANSLATORS: on stderr, after "recipegrid: "; {path} is the PNG asked for, {reason} why it failed.
            throw LaunchError.runtime(tr("cannot write the screenshot '{path}': {reason}", ["path": path, "reason": problem]))
        }
    }

    /// Decodes the photos the screen shows before it is drawn (at most 10 s in all).
    private func waitForPhotosInView() {
        var wanted = Set(state.photosInView.map(\.path))
        host.requestPhotos(for: state)
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
