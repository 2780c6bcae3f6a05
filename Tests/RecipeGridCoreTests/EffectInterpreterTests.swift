import CoreTestSupport
import RecipeGridRuntime
import Testing

@testable import RecipeGridCore

/// The one interpreter of effects: an action's effects are carried out in order, what they
/// answer is applied after them from a queue (never inside another update), and the save
/// comes last, with the state every action before it left.
struct EffectInterpreterTests {
    @Test("Ctrl+K on a recipe in a file: the title and the read in order, then the details read are applied, which opens cooking mode")
    func answersComeAfterTheEffectsBeforeThem() {
        var interpreter = EffectInterpreter(model: AppModel(state: Self.stateInFiles()))
        let host = LoggingHost()
        let outcome = interpreter.apply(Self.key("k", [.control]), host: host)
        #expect(host.log == ["update", "setTitle", "readRecipes", "update", "cookingModeChanged"])
        #expect(outcome.carriedOut.count == 3 && outcome.awaited == nil)
        #expect(interpreter.model.state.cooking?.steps.map(\.text) == ["Cook."], "the details read reached the state")
    }

    @Test("Ctrl+G: the details are read, applied, and the grocery list they made is saved once, last")
    func theSaveComesLastWithEverythingBeforeIt() throws {
        var interpreter = EffectInterpreter(model: AppModel(state: Self.stateInFiles()))
        let host = LoggingHost()
        interpreter.apply(Self.key("g", [.control]), host: host)
        #expect(host.log == ["update", "readRecipes", "update", "save", "update"])
        let saved = try #require(host.saved)
        #expect(saved.grocery.map(\.name).contains("2 eggs"), "the save holds what the answer added: \(saved.grocery)")
        #expect(interpreter.model.persistence.saved == saved, "and its outcome was applied")
    }

    @Test("a paste from another client and a cookbook being opened make the action wait")
    func waits() {
        var interpreter = EffectInterpreter(model: AppModel(state: Self.stateInFiles()))
        let host = LoggingHost()
        interpreter.apply(Self.key("f", [.control]), host: host)
        #expect(interpreter.apply(Self.key("v", [.control]), host: host).awaited == .paste)
        host.clipboard = "soup"
        #expect(interpreter.apply(Self.key("v", [.control]), host: host).awaited == nil)
        #expect(interpreter.model.state.search.field?.text == "soup", "our own copy is pasted at once")
    }

    private static func key(_ name: String, _ modifiers: KeyModifiers = []) -> Action {
        .key(KeyEvent(key: name, text: modifiers.isEmpty ? name : "", modifiers: modifiers, phase: .down))
    }

    /// One recipe whose details stay in its file, as the loader leaves large cookbooks.
    private static func stateInFiles() -> AppState {
        var recipe = TestCookbook.recipe("Omelette")
        recipe.content = .inFile(bytes: 0..<2, stamp: FileStamp(size: 2, modifiedNanoseconds: 0))
        return AppState(store: TestCookbook.store([recipe]), windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: .ltr)
    }
}

/// A host that notes each update (it reads the clock once per update) and each effect
/// carried out, in the order they come.
private final class LoggingHost: EffectHost {
    var log: [String] = []
    var saved: SavedState?
    /// Our own copy, pasted at once; nil: another client owns the CLIPBOARD.
    var clipboard: String?
    let measurer: any TextMeasuring = FakeMeasurer()

    var now: Seconds {
        log.append("update")
        return 1000
    }
    var today: CalendarDate { .reference }

    func readRecipes(_ recipes: [Int], for purpose: ContentPurpose, of store: CookbookStore) -> RecipesRead {
        log.append("readRecipes")
        let content = TestCookbook.recipe("Omelette", ingredients: ["2 eggs"], steps: ["Cook."]).heldDetail
        return RecipesRead(purpose: purpose, recipes: recipes, contents: recipes.map { _ in content }, store: store)
    }

    func buildSearchIndex(of store: CookbookStore) -> SearchIndex? {
        log.append("buildSearchIndex")
        return nil
    }

    func save(_ state: SavedState, durable: Bool, showing: AppState) -> String? {
        log.append("save")
        saved = state
        return nil
    }

    func export(_ contents: String, named fileName: String) -> String { "" }
    func print(_ document: PrintDocument, to destination: PrintDestination, copies: Int) -> String? { nil }
    func findPrinters() {}
    func openCookbook(_ paths: [String]) -> String? { nil }
    func listFolder(_ folder: String) -> FolderListing { FolderListing(folder: folder, entries: []) }
    func readForEditing(_ recipe: Recipe) -> EditorSource { .unreadable("") }
    func writeRecipe(_ write: RecipeWrite) -> RecipeWriteOutcome { .failed("") }
    func trashRecipes(_ recipes: [Int], of store: CookbookStore) -> TrashOutcome { TrashOutcome(names: [], ids: []) }
    func undoTrash(_ token: Int) -> TrashOutcome { TrashOutcome(names: [], ids: []) }
    func requestPaste(from source: PasteSource) -> PasteAnswer { clipboard.map { .now($0) } ?? .coming }
    func ownPrimary(_ text: String) {}
    func copy(_ text: String) { log.append("copy") }
    func setTitle(_ title: String) { log.append("setTitle") }
    func bell() { log.append("bell") }
    func cookingModeChanged(_ on: Bool) { log.append("cookingModeChanged") }
    func quit() { log.append("quit") }
}
