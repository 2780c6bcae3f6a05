import FoundationEssentials
import Glibc
import RecipeGridCore

/// The open cookbook while it is watched: the inotify watch, the reload pass on its
/// thread, and when the next pass is due. The runner polls its descriptors with the rest
/// and asks `poll` each round; a pass that changed something comes back as an action.
///
/// A pass starts a quarter of a second after the last event, so a burst is one pass, but
/// never later than 0.8 s after the first, so a recipe shows within a second even while a
/// sync client goes on writing; events during a pass make another one due after it.
@MainActor
final class WatchedCookbook {
    private let watch: CookbookWatch?
    private let cache: CookbookIndexCache?
    private var base: CookbookReload
    private var work: BackgroundWork<(CookbookReload.Outcome, CookbookStore)?>?
    private var firstEventAt: Seconds?
    private var lastEventAt: Seconds?
    private var lastPassAt: Seconds
    private var renames: [String: String] = [:]

    static let quiet: Seconds = 0.25
    static let longestWait: Seconds = 0.8

    init(cookbook: Cookbook, plan: CookbookPlan, cache: CookbookIndexCache?) {
        watch = CookbookWatch(roots: plan.roots)
        self.cache = cache
        base = CookbookReload(cookbook: cookbook, plan: plan)
        lastPassAt = MonotonicClock.now()
    }

    var descriptors: [Int32] { [watch?.descriptor, work?.descriptor].compactMap { $0 } }

    /// The files and folders the user opened as the cookbook, absolute.
    var roots: [String] { base.plan.roots }

    /// When the next pass is due, while none runs.
    var deadline: Seconds? {
        guard work == nil else { return nil }
        if let firstEventAt, let lastEventAt { return min(lastEventAt + Self.quiet, firstEventAt + Self.longestWait) }
        if watch == nil || watch?.rescanning == true { return lastPassAt + CookbookWatch.rescanInterval }
        return nil
    }

    /// Takes the kernel's events, a finished pass, and starts a pass that is due; returns
    /// the changed cookbook when a pass found a change.
    func poll(now: Seconds) -> Action? {
        var action: Action?
        if let done = work?.finished() {
            work = nil
            if let (outcome, store) = done {
                base = outcome.reload
                for problem in outcome.problems { Diagnostics.report(Diagnostics.skipped(problem)) }
                if outcome.changed { action = .cookbookChanged(store, renamedIDs: outcome.renamedIDs) }
            }
        }
        if let watch, watch.readEvents() {
            firstEventAt = firstEventAt ?? now
            lastEventAt = now
        }
        renames.merge(watch?.takeRenames() ?? [:]) { $1 }
        if let due = deadline, now >= due { startPass(now: now) }
        return action
    }

    /// The app changed files of the cookbook itself (a recipe saved, one moved to the Trash
    /// or back): a pass at once, on this thread, so the change shows with the key that made
    /// it, and the kernel's events it caused find nothing new afterwards (their pass reads
    /// the same stamps), so it is never reported back as a change from outside. A pass
    /// under way is waited for first: started before the write, it would undo it. The
    /// changed cookbook, or nil when the pass found nothing (or the folder is gone).
    func absorbOwnChange(now: Seconds) -> Action? {
        if let running = work {
            var ready = pollfd(fd: running.descriptor, events: Int16(POLLIN), revents: 0)
            while running.finished() == nil { _ = Glibc.poll(&ready, 1, 100) }
            work = nil
        }
        // Its own events are queued by now (inotify queues them in the write's system
        // call): taken here, with the renames among them and the new folders watched.
        _ = watch?.readEvents()
        let renames = self.renames.merging(watch?.takeRenames() ?? [:]) { $1 }
        self.renames = [:]
        firstEventAt = nil
        lastEventAt = nil
        lastPassAt = now
        guard let outcome = base.next(renames: renames, cache: cache) else { return nil }
        base = outcome.reload
        for problem in outcome.problems { Diagnostics.report(Diagnostics.skipped(problem)) }
        return outcome.changed ? .cookbookChanged(CookbookStore(outcome.reload.cookbook), renamedIDs: outcome.renamedIDs) : nil
    }

    private func startPass(now: Seconds) {
        let (base, renames, cache) = (self.base, self.renames, self.cache)
        work = BackgroundWork {
            guard let outcome = base.next(renames: renames, cache: cache) else { return nil }
            // The store's indexes are made here too: a large cookbook's take milliseconds.
            return (outcome, CookbookStore(outcome.reload.cookbook))
        }
        self.renames = [:]
        firstEventAt = nil
        lastEventAt = nil
        lastPassAt = now
    }
}
