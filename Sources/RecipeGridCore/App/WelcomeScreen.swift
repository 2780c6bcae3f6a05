/// What a launch with no cookbook shows (README, First run): the cookbook folders found
/// on this computer, "Open a Folder…" and the bundled sample, the first one focused so
/// Return opens it. When the cookbook opened last has gone (unmounted, not synced yet), it
/// says so instead of ending the program, which nobody launching from a menu would see.
package struct WelcomeScreen: Sendable, Equatable {
    package enum Choice: Sendable, Equatable {
        /// Open these files and folders.
        case cookbook([String])
        /// The Open dialog, to type a path.
        case openFolder
    }

    package struct Offer: Sendable, Equatable {
        package var choice: Choice
        package var title: String
        /// A second line: where it was found, how many recipe files.
        package var detail: String

        package init(_ choice: Choice, title: String, detail: String) {
            self.choice = choice
            self.title = title
            self.detail = detail
        }
    }

    package private(set) var offers: [Offer]
    /// How a menu names the remembered cookbook that is not there, if that is why.
    package private(set) var missing: String?
    package private(set) var highlighted = 0

    /// `found` cookbook folders first, then "Open a Folder…", then the sample at `sample`.
    package init(found: [Offer], sample: String?, missing: String?) {
        offers = found + [Offer(.openFolder, title: tr("Open a Folder…"), detail: tr("Type the path of a cookbook file or folder"))]
        if let sample {
            offers.append(Offer(.cookbook([sample]), title: tr("Browse the Sample Cookbook"), detail: tr("Recipes that come with RecipeGrid")))
        }
        self.missing = missing
    }

    /// What the screen says above the offers.
    var message: String {
        if let missing {
            return tr(
                "The cookbook you opened last, {path}, is not there: it may be on a drive that is not connected, or not synced yet.",
                ["path": missing])
        }
        return tr("Choose a cookbook to open. RecipeGrid opens it again next time.")
    }

    /// Moves the highlight to `index`, clamped; returns whether it moved.
    mutating func highlight(_ index: Int) -> Bool {
        let target = min(max(0, index), offers.count - 1)
        defer { highlighted = target }
        return target != highlighted
    }
}

extension AppState {
    /// Shows the welcome screen in place of a cookbook, its first offer focused.
    package mutating func showWelcome(_ welcome: WelcomeScreen) {
        self.welcome = welcome
        focus = .welcome
    }

    /// Return on an offer: a cookbook opens (the screen stays until it is in), or the Open dialog.
    mutating func chooseWelcomeOffer(_ index: Int, context: inout UpdateContext) {
        guard let welcome, welcome.offers.indices.contains(index) else { return }
        _ = self.welcome?.highlight(index)
        switch welcome.offers[index].choice {
        case .cookbook(let paths): context.effects.append(.openCookbook(paths))
        case .openFolder: openCookbookPrompt()
        }
    }

    mutating func performWelcomeKey(_ key: ElementKey, context: inout UpdateContext) -> KeyOutcome {
        guard let current = welcome?.highlighted, let count = welcome?.offers.count else { return .ignored }
        switch key {
        case .nextOffer: _ = welcome?.highlight(current + 1)
        case .previousOffer: _ = welcome?.highlight(current - 1)
        case .nextOfferWrapping: _ = welcome?.highlight((current + 1) % count)
        case .previousOfferWrapping: _ = welcome?.highlight((current + count - 1) % count)
        case .firstOffer: _ = welcome?.highlight(0)
        case .lastOffer: _ = welcome?.highlight(count - 1)
        case .chooseOffer: chooseWelcomeOffer(current, context: &context)
        default: return .ignored
        }
        return .handled
    }
}
