import RecipeGridCore
import RecipeGridRuntime

/// Measures text as if every character were 0.55 em wide; lines are 1.25 em apart.
package struct FakeMeasurer: TextMeasuring {
    package init() {}

    package func width(of text: String, style: TextStyle) -> Double { Double(text.count) * 0.55 * style.size }
    package func lineHeight(of style: TextStyle) -> Double { 1.25 * style.size }
}

/// Builds cookbooks in memory the way the loader hands them over: recipes sorted by
/// their folded name, categories sorted.
package enum TestCookbook {
    package static func recipe(
        _ name: String, categories: [String] = [], ingredients: [String] = [], steps: [String] = [], summary: String? = nil
    ) -> Recipe {
        Recipe(
            id: "test#\(name)", name: name, categories: categories, ingredients: ingredients,
            steps: steps.map { RecipeStep(section: nil, text: $0) }, imagePath: nil, summary: summary,
            totalTime: 2700, prepTime: 900, cookTime: 1800, yield: "4 servings", keywords: [], emoji: "🍽️",
            sortKey: TextFolding.fold(name), sourcePath: "/test/\(name).json")
    }

    package static func store(_ recipes: [Recipe]) -> CookbookStore {
        let sorted = recipes.sorted { $0.sortKey < $1.sortKey }
        let categories = Array(Set(sorted.flatMap(\.categories))).sorted()
        return CookbookStore(Cookbook(recipes: sorted, categories: categories, problems: []))
    }

    package static func store(names: [String]) -> CookbookStore { store(names.map { recipe($0) }) }

    /// `count` recipes with varied first letters, named "<Word> NNN".
    package static func store(count: Int) -> CookbookStore {
        let words = ["Apple", "Bean", "Carrot", "Date", "Egg", "Fennel", "Garlic", "Honey", "Leek", "Mango", "Noodle", "Olive", "Pear", "Rice"]
        return store(names: (0..<count).map { "\(words[$0 % words.count]) \(String(1000 + $0).dropFirst())" })
    }

    /// The shared fixture, in sorted order:
    /// 0 Apple Pie, 1 Banana Bread, 2 Caesar Salad, 3 Chili con Carne, 4 Éclair, 5 Eggs Benedict,
    /// 6 Fig Tart, 7 Garlic Bread, 8 Pancakes, 9 Pie Crust, 10 Pizza Margherita, 11 Potato Soup, 12 Tomato Soup.
    /// Sidebar: 0 All Recipes, 1 Baking, 2 Breakfast, 3 Dessert, 4 Main, 5 Salad, 6 Soup.
    package static func sample() -> CookbookStore {
        let longIngredients = (1...60).map { "\($0) tablespoons of something rather wordy for line \($0)" }
        let longSteps = (1...20).map { "Step \($0): fold, rest and roll the dough until it is smooth, then chill it for a while." }
        return store([
            recipe("Pie Crust", categories: ["Baking"], ingredients: longIngredients, steps: longSteps, summary: "A flaky, buttery crust."),
            recipe("Apple Pie", categories: ["Dessert"], ingredients: ["6 apples", "1 pie crust"], steps: ["Bake."]),
            recipe("Banana Bread", categories: ["Breakfast", "Baking"]),
            recipe("Caesar Salad", categories: ["Salad"]),
            recipe("Chili con Carne", categories: ["Main"]),
            recipe("Éclair", categories: ["Dessert", "Baking"]),
            recipe("Eggs Benedict", categories: ["Breakfast"]),
            recipe("Fig Tart", categories: ["Dessert"]),
            recipe("Garlic Bread", categories: ["Baking"]),
            recipe("Pancakes", categories: ["Breakfast"]),
            recipe("Pizza Margherita", categories: ["Main", "Baking"]),
            recipe("Potato Soup", categories: ["Soup"]),
            recipe("Tomato Soup", categories: ["Soup"]),
        ])
    }
}

/// Window sizes with known columns at scale 1 (sidebar 220, padding 24, gap 20, tile ≥ 240).
package enum TestWindow {
    /// 4 columns of 240 px tiles, viewport 714 px high below the menu bar and header (3 full rows per page).
    package static let fourColumns = Size(width: 1288, height: 800)
    /// One pixel narrower: 3 columns.
    package static let threeColumns = Size(width: 1287, height: 800)
}

/// Drives an `AppModel` as the platform would: through the program's own effect
/// interpreter, with a `FakeHost` for the clock, the files and the window.
package struct Harness {
    package var interpreter: EffectInterpreter
    package let host: FakeHost
    /// Effects of the last action sent that reached the window, the print service or the
    /// files (recipe reading and saves are answered by the fakes; `host.saves` lists the saves).
    package var effects: [Effect] = []
    package var measurer: any TextMeasuring { host.measurer }

    package init(
        store: CookbookStore = TestCookbook.sample(), size: Size = TestWindow.fourColumns, scale: Double = 1,
        direction: LayoutDirection = .ltr, measurer: any TextMeasuring = FakeMeasurer(), configure: (inout AppState) -> Void = { _ in }
    ) {
        host = FakeHost(measurer: measurer)
        var state = AppState(store: store, windowSize: size, scale: scale, layoutDirection: direction)
        state.today = FakeHost.startDay
        configure(&state)
        var model = AppModel(state: state)
        model.persistence = Persistence(saved: state.savedState, folderName: "recipegrid")
        interpreter = EffectInterpreter(model: model)
    }

    package var model: AppModel {
        get { interpreter.model }
        set { interpreter.model = newValue }
    }
    package var now: Seconds {
        get { host.now }
        nonmutating set { host.now = newValue }
    }
    package var state: AppState { model.state }
    package var layout: GridLayout { model.state.gridLayout }
    package var selectedName: String? { model.state.selectedRecipe?.name }

    /// Reads a recipe's detail when the core asks: see `FakeHost.readContent`.
    package var readContent: @Sendable (Recipe) -> RecipeContent {
        get { host.readContent }
        nonmutating set { host.readContent = newValue }
    }

    /// Sends one action at the current time, with everything that comes back of it, and
    /// keeps the effects that reached the world.
    @discardableResult
    package mutating func send(_ action: Action) -> [Effect] {
        host.kept = []
        interpreter.apply(action, host: host)
        effects = host.kept
        return effects
    }

    /// Presses a key: `key` is the keysym name; `text` defaults to what the input method
    /// would compose for it (the character itself for one-character keysyms).
    @discardableResult
    package mutating func press(_ key: String, text: String? = nil, _ modifiers: KeyModifiers = [], phase: KeyPhase = .down) -> [Effect] {
        send(.key(KeyEvent(key: key, text: text ?? Self.text(for: key, modifiers), modifiers: modifiers, phase: phase)))
    }

    package mutating func press(_ keys: [String]) {
        for key in keys { press(key) }
    }

    /// Types letters one after another, `interval` seconds apart.
    package mutating func type(_ text: String, interval: Seconds = 0.2) {
        for (offset, character) in text.enumerated() {
            if offset > 0 { advance(by: interval) }
            press(String(character))
        }
    }

    package func advance(by seconds: Seconds) { now += seconds }

    /// Moves the clock and delivers the timer tick the platform would send.
    package mutating func tick(after seconds: Seconds) {
        advance(by: seconds)
        send(.tick)
    }

    /// Like the X11 layer: control characters (Return, Tab, Escape, BackSpace, Ctrl+letter) are not text.
    package static func text(for key: String, _ modifiers: KeyModifiers) -> String {
        if modifiers.contains(.control) { return "" }
        switch key {
        case "space": return " "
        default: return key.count == 1 ? key : ""
        }
    }
}

extension LayoutDirection {
    /// The arrow key that moves forward in reading order: Right in ltr, Left in rtl.
    package var forwardKey: String { self == .rtl ? "Left" : "Right" }
    /// The arrow key that moves backward in reading order: Left in ltr, Right in rtl.
    package var backwardKey: String { self == .rtl ? "Right" : "Left" }
}

extension [DrawCommand] {
    /// The list with every group's commands in its place, for tests that look for a
    /// stroke or a text wherever it is drawn.
    package var flattened: [DrawCommand] {
        flatMap { command -> [DrawCommand] in
            if case .group(_, let commands) = command { return commands.flattened }
            return [command]
        }
    }
}

extension Recipe {
    /// The detail of a recipe made in memory, as tests build them.
    package var heldDetail: RecipeContent {
        guard case .held(let content) = content else { preconditionFailure("\(name) keeps its detail in a file") }
        return content
    }
}
