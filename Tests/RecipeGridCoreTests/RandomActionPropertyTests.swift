import CoreTestSupport
import Foundation
import TestSupport
import Testing

@testable import RecipeGridCore

/// A million random actions through the core (`make long`; `make test` runs a part of
/// them): keys of every kind, clicks, resizes, focus changes, pastes and ticks, on cookbooks
/// of 0, 1, 7 and 10,000 recipes, with the state's invariants checked after each. A trap ends
/// the test run, so "nothing traps" is checked by getting to the end.
@Suite struct RandomActionPropertyTests {
    /// One session of random actions: a cookbook size and a seed of its own, so that the
    /// parts run in parallel and each replays alone from its seed.
    struct Part: Sendable, CustomTestStringConvertible {
        var recipes: Int
        var index: Int
        var seed: UInt64 { 0x5EED_0000 &+ UInt64(recipes) &+ UInt64(index) << 32 }
        var testDescription: String { "\(recipes) recipes, part \(index) (seed \(seed))" }
    }

    static let sessionLength = 25_000

    /// Sessions per cookbook size: 40 of 25,000 actions, a million in all, under `make long`.
    /// The large cookbook gets fewer: each search key there filters 10,000 recipes, and a
    /// debug build is slow at it. Under a sanitizer (`make asan`, `make tsan`), some ten
    /// times slower again, it gets a tenth of a session. `make test` runs the first two
    /// sessions of each small cookbook and the first of the large one.
    static let sessions = [
        0: TestScale.pick(quick: 2, long: 12), 1: TestScale.pick(quick: 2, long: 12), 7: TestScale.pick(quick: 2, long: 12),
        10_000: TestScale.pick(quick: 1, long: 4),
    ]
    static let isSanitized = ProcessInfo.processInfo.environment["RECIPEGRID_SANITIZED"] != nil
    static let parts = [0, 1, 7, 10_000].flatMap { recipes in (0..<sessions[recipes]!).map { Part(recipes: recipes, index: $0) } }

    @Test(.timeLimit(.minutes(20)), arguments: parts)
    func invariantsHoldAfterEveryAction(part: Part) throws {
        let recipes = part.recipes
        let seed = part.seed
        var random = SeededGenerator(seed: seed)
        let store: CookbookStore =
            switch recipes {
            case 7:
                TestCookbook.store([
                    TestCookbook.recipe("Apple Pie", categories: ["Dessert"], ingredients: ["6 apples", "1 pie crust"]),
                    TestCookbook.recipe("Banana Bread", categories: ["Baking", "Breakfast"], ingredients: ["3 bananas"]),
                    TestCookbook.recipe("Éclair", categories: ["Dessert"]),
                    TestCookbook.recipe("Pancakes", categories: ["Breakfast"], ingredients: ["2 eggs", "1 cup flour"]),
                    TestCookbook.recipe("Pizza", categories: ["Main"]),
                    TestCookbook.recipe("Soup", categories: ["Main", "Soup"], ingredients: ["1 leek"]),
                    TestCookbook.recipe("Tart", categories: ["Dessert", "Baking"]),
                ])
            default: TestCookbook.store(count: recipes)
            }
        // A fresh session for each part: the grocery list grows with every action, and each
        // action's cost with it, which would make a longer session slow, not stronger.
        var harness = Harness(store: store)
        let count = recipes == 10_000 && Self.isSanitized ? Self.sessionLength / 10 : Self.sessionLength
        for step in 0..<count {
            let action = Self.randomAction(&random, harness: &harness)
            let before = Self.summary(harness.state)
            harness.send(action)
            for effect in harness.effects {
                switch effect {
                case .requestPaste: harness.send(.pasted(random.next() % 2 == 0 ? "milk" : "2 eggs\nbutter"))
                case .openCookbook: harness.send(.cookbookFailed("No recipes found"))
                case .findPrinters: harness.send(.printersFound(PrinterList(names: random.next() % 2 == 0 ? ["Office"] : [], problem: "none")))
                default: break
                }
            }
            if let broken = Self.brokenInvariant(harness.state, after: action) {
                Issue.record("step \(step) (seed \(seed)), after \(action): \(broken)\nbefore: \(before)\nafter: \(Self.summary(harness.state))")
                return
            }
        }
    }

    static func summary(_ state: AppState) -> String {
        "screen \(state.screen), overlay \(state.overlay.map(\.rawValue) ?? "none"), focus \(state.focus.traceName), "
            + "search \(state.search.field.map { "'\($0.text)'" } ?? "closed"), window focused \(state.windowHasFocus), "
            + "\(state.grid.shown.count) shown, selection \(state.grid.selection.map(String.init) ?? "none"), size \(state.windowSize)"
    }

    /// What is wrong with `state`, or nil.
    static func brokenInvariant(_ state: AppState, after action: Action) -> String? {
        if let selection = state.grid.selection, !state.grid.shown.indices.contains(selection) {
            return "selection \(selection) is not a shown tile (\(state.grid.shown.count) shown)"
        }
        if (state.detail.recipe != nil) != (state.screen == .detail || state.screen == .cooking) {
            return "openRecipe \(String(describing: state.detail.recipe)) on screen \(state.screen)"
        }
        if let open = state.detail.recipe, !state.store.recipes.indices.contains(open) { return "open recipe \(open) does not exist" }
        if (state.cooking != nil && state.screen == .cooking) != (state.screen == .cooking) { return "cooking screen without a session" }
        if let cooking = state.cooking, !cooking.steps.indices.contains(cooking.step) { return "cooking step \(cooking.step) out of range" }
        switch state.focus {
        case .menu: if state.modal.menu == nil { return "focus on a menu that is not open" }
        case .help: if !state.modal.helpOpen { return "focus on the help sheet that is not open" }
        case .cookbookPath, .openList: if state.modal.openDialog == nil { return "focus on the Open Cookbook dialog that is not open" }
        case .printDialog: if state.modal.printDialog == nil { return "focus on the Print dialog that is not open" }
        default:
            if state.isModalOpen { return "focus \(state.focus.traceName) behind an open modal" }
            if !state.focusEngine.elements.contains(where: { $0.id == state.focus }) {
                return "focus \(state.focus.traceName) is not a focusable element of this screen"
            }
        }
        if state.groceryPanel.isOpen {
            // Blank: a typed space is not yet an item.
            guard state.grocery.items.last?.name.isBlank == true else { return "the open grocery list does not end with an empty item" }
        } else if state.grocery.items.contains(where: { $0.name.isBlank }) {
            return "the closed grocery list holds a blank item"
        }
        if case .key(let key) = action, key.isPress, key.modifiers.isEmpty, Self.moveKeys.contains(key.key), state.focus == .grid,
            state.screen == .grid, state.overlay == nil || state.overlay == .search, let selection = state.grid.selection
        {
            let layout = state.gridLayout
            if layout.scrollToShow(tile: selection, from: state.grid.scroll) != state.grid.scroll {
                return
                    "tile \(selection) is out of view after \(key.key) (scroll \(state.grid.scroll), window \(state.windowSize), viewport \(layout.viewport))"
            }
        }
        return nil
    }

    static let moveKeys: Set<String> = ["Left", "Right", "Up", "Down", "Home", "End", "Prior", "Next"]

    static let plainKeys = [
        "Left", "Right", "Up", "Down", "Home", "End", "Prior", "Next", "Tab", "ISO_Left_Tab", "Return", "KP_Enter", "Escape",
        "space", "BackSpace", "Delete", "F1", "F10", "question", "slash", "Menu", "Insert",
    ]
    static let letters = "abcdefghijklmnopqrstuvwxyz0123456789".map(String.init)
    static let controlKeys = ["g", "l", "n", "f", "o", "q", "c", "v", "x", "a", "z", "m", "k", "e", "r", "Return", "Home", "End", "Left", "Right"]

    static func randomAction(_ random: inout SeededGenerator, harness: inout Harness) -> Action {
        let size = harness.state.windowSize
        switch random.next() % 100 {
        case 0..<40:
            return key(plainKeys.randomElement(using: &random)!, random: &random)
        case 40..<65:
            return key(letters.randomElement(using: &random)!, random: &random)
        case 65..<75:
            return key(controlKeys.randomElement(using: &random)!, [.control], random: &random)
        case 75..<79:
            return key(["Left", "Right", "Up", "Down", "Tab", "Home", "End"].randomElement(using: &random)!, [.shift], random: &random)
        case 79..<82:
            let alt = KeyEvent(key: "Alt_L", phase: random.next() % 2 == 0 ? .down : .up)
            return .key(alt)
        case 82..<90:
            let point = Point(x: Double(random.next() % UInt64(max(1, size.width))), y: Double(random.next() % UInt64(max(1, size.height))))
            let button = [1, 1, 1, 3, 4, 5].randomElement(using: &random)!
            return .buttonPressed(button: button, at: point, modifiers: random.next() % 5 == 0 ? [.control] : [])
        case 90..<93:
            let sizes = [Size(width: 1, height: 1), Size(width: 8000, height: 8000), TestWindow.fourColumns, TestWindow.threeColumns]
            return .resized(
                random.next() % 2 == 0
                    ? sizes.randomElement(using: &random)!
                    : Size(width: Double(200 + random.next() % 1800), height: Double(150 + random.next() % 1200)))
        case 93..<95:
            return .windowFocusChanged(random.next() % 3 != 0)
        default:
            harness.advance(by: Double(random.next() % 4000) / 1000)
            return .tick
        }
    }

    static func key(_ name: String, _ modifiers: KeyModifiers = [], random: inout SeededGenerator) -> Action {
        let phase: KeyPhase = [.down, .down, .down, .repeat, .up].randomElement(using: &random)!
        return .key(KeyEvent(key: name, text: Harness.text(for: name, modifiers), modifiers: modifiers, phase: phase))
    }
}
