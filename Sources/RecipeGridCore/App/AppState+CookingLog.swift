/// The cooking log (README, Notes and the cooking log): Recipe ▸ I Made This writes today
/// down for the recipes in focus, and the detail says how often and when last.
extension AppState {
    /// The recipes I Made This logs: the one cooked in cooking mode, else the focused
    /// region's (the marked ones, the selected one, the open one).
    var madeTargets: [Int] {
        if screen == .cooking, let cooking { return [cooking.recipe] }
        return focusedRecipes
    }

    /// Today joins the log of each target, and a toast says so.
    mutating func logMade(context: inout UpdateContext) {
        let targets = madeTargets
        guard let first = targets.first else { return }
        for index in targets {
            var days = madeLog[store.recipes[index].id] ?? []
            // Kept in order, so the last day is the last time made.
            days.insert(context.today, at: days.firstIndex { $0 > context.today } ?? days.endIndex)
            madeLog[store.recipes[index].id] = days
        }
        let toast =
            targets.count == 1
            ? tr("Logged “{name}” as made today", ["name": store.recipes[first].name])
            : trn("Logged {count} recipe as made today", "Logged {count} recipes as made today", count: targets.count)
        showToast(toast, now: context.now)
        guard detail.recipe != nil else { return }
        // The header gains a line: the focused control is kept in view as it moves down.
        layoutDetail(measurer: context.measurer)
        setFocus(focus)
    }

    /// "Made 3 times · last on 12 Nov", "Made once · on 12 Nov"; nil when never made.
    func madeSummary(of recipe: Int) -> String? {
        guard let days = madeLog[store.recipes[recipe].id], let last = days.last else { return nil }
        let day = dateStyle.format(last, today: today)
        // TRANSLATORS: {day} is a date in the locale's short form, "12 Nov", or "today".
        return days.count == 1
            ? tr("Made once · on {day}", ["day": day])
            : trn("Made {count} time · last on {day}", "Made {count} times · last on {day}", count: days.count, ["day": day])
    }
}
