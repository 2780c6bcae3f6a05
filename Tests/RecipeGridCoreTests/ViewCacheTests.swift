import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The menu bar, the grid's header and its sidebar are kept from one frame to the next while
/// their inputs stay the same: every frame made so must be the frame made whole.
@Suite("The view's kept parts")
struct ViewCacheTests {
    /// Presses `keys` one by one (or sends the action) and checks each frame.
    private func expectEveryFrameWhole(_ harness: inout Harness, _ steps: [Step], cache: inout ViewCache) {
        let view = MainView(measurer: harness.measurer)
        for step in steps {
            switch step {
            case .key(let key, let modifiers): harness.press(key, modifiers)
            case .action(let action): harness.send(action)
            }
            let kept = view.render(harness.state, cache: &cache)
            #expect(kept == view.render(harness.state), "after \(step)")
        }
    }

    enum Step: CustomStringConvertible {
        case key(String, KeyModifiers)
        case action(Action)

        static func keys(_ names: String...) -> [Step] { names.map { .key($0, []) } }
        var description: String {
            switch self {
            case .key(let key, let modifiers): "\(modifiers) \(key)"
            case .action(let action): "\(action)"
            }
        }
    }

    /// 30 categories of 4 recipes each: moving between them keeps the grid's layout, so only
    /// the sidebar's and the header's own inputs change.
    private func categories(_ prefix: String) -> CookbookStore {
        TestCookbook.store((0..<120).map { TestCookbook.recipe("Dish \($0)", categories: ["\(prefix) \(10 + $0 % 30)"]) })
    }

    @Test("key after key, focus, search, menus, theme, size and a new cookbook", arguments: [LayoutDirection.ltr, .rtl])
    func keptPartsMatchTheWholeFrame(direction: LayoutDirection) {
        var harness = Harness(store: categories("Course"), size: Size(width: 900, height: 420), direction: direction)
        var cache = ViewCache()
        var steps = Step.keys("Right", "Down", "Tab", "Down", "Down", "Down", "Up", "End", "Tab", "Right", "Tab", "Home", "Tab")
        // The same layout and selection, other names.
        steps += [.action(.cookbookChanged(categories("Meal"), renamedIDs: [:]))] + Step.keys("Down", "Tab", "Down", "Tab")
        steps += Step.keys("slash", "s") + [.action(.preeditChanged(Preedit(text: "가", caret: 1))), .action(.preeditChanged(nil))]
        steps += Step.keys("Tab", "Tab", "Tab", "o", "BackSpace", "Escape", "Escape")
        steps += [.action(.windowFocusChanged(false)), .action(.windowFocusChanged(true))]
        steps += Step.keys("F10", "Right", "Down", "Escape", "Escape", "Return", "Escape", "Tab", "Next", "End", "Tab")
        steps += [.action(.desktopSettingsRead(scale: nil, prefersDark: true)), .action(.desktopSettingsRead(scale: 2, prefersDark: false))]
        steps += [.action(.resized(Size(width: 700, height: 300))), .action(.resized(Size(width: 1200, height: 800)))]
        expectEveryFrameWhole(&harness, steps, cache: &cache)
    }
}
