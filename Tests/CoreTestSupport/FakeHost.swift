import RecipeGridCore
import RecipeGridRuntime

/// The world as the `Harness` fakes it, for the one effect interpreter: a clock the test
/// sets, recipe details read by a closure, a disk in memory, and a window, print service
/// and clipboard that only note what they were asked (`kept`), leaving the answer to the
/// test (`send(.pasted(…))`, `send(.printersFound(…))`).
package final class FakeHost: EffectHost {
    package var now: Seconds = 1000
    /// The day it is for the core; a test moves it as it moves `now`.
    package var today = FakeHost.startDay
    /// The day every harness starts on.
    package static let startDay = CalendarDate(year: 2024, month: 11, day: 12)!
    /// The fake's measurer unless a test gives the shell's real one (fonts on an X server).
    package let measurer: any TextMeasuring
    /// Reads a recipe's detail: held details as they are; give the shell's reader for
    /// recipes left in files.
    package var readContent: @Sendable (Recipe) -> RecipeContent = { recipe in
        if case .held(let content) = recipe.content { return content }
        preconditionFailure("\(recipe.name) keeps its detail in a file: give the harness the shell's reader")
    }
    /// The disk's answer to every save: nil takes it, a message refuses it.
    package var refusal: String?
    /// Every save asked for, in order.
    package private(set) var saves: [(state: SavedState, durable: Bool)] = []
    /// What reached the window, the print service and the files besides saves, since the
    /// harness last looked.
    package var kept: [Effect] = []

    /// The fake Trash: each delete's recipes by its token, until it is undone.
    package private(set) var trashed: [Int: [Recipe]] = [:]
    /// The disk's answer to the next deletes: nil moves them, a message refuses them
    /// (the bundled sample, a MealMaster file of many).
    package var trashRefusal: String?
    /// The disk's answer to the next undos: nil puts the recipes back, a message says why
    /// not (a file changed since).
    package var undoRefusal: String?
    /// The cookbook as the fake disk last answered it, which an undo puts recipes back into.
    private var onDisk: CookbookStore?
    private var nextToken = 1

    package init(measurer: any TextMeasuring = FakeMeasurer()) { self.measurer = measurer }

    package func trashRecipes(_ recipes: [Int], of store: CookbookStore) -> TrashOutcome {
        kept.append(.trashRecipes(recipes, store: store))
        let names = recipes.map { store.recipes[$0].name }
        let ids = recipes.map { store.recipes[$0].id }
        if let trashRefusal { return TrashOutcome(names: names, ids: ids, failure: trashRefusal) }
        let token = nextToken
        nextToken += 1
        trashed[token] = recipes.map { store.recipes[$0] }
        let gone = Set(recipes)
        let left = CookbookStore(Cookbook(sorting: store.recipes.indices.filter { !gone.contains($0) }.map { store.recipes[$0] }))
        onDisk = left
        return TrashOutcome(names: names, ids: ids, token: token, cookbook: left)
    }

    package func undoTrash(_ token: Int) -> TrashOutcome {
        kept.append(.undoTrash(token))
        guard let recipes = trashed.removeValue(forKey: token), let current = onDisk else {
            return TrashOutcome(names: [], ids: [], token: token, failure: "Nothing to put back: it is no longer in the Trash")
        }
        let names = recipes.map(\.name)
        if let undoRefusal { return TrashOutcome(names: names, ids: [], token: token, failure: undoRefusal) }
        let back = CookbookStore(Cookbook(sorting: current.recipes + recipes))
        onDisk = back
        return TrashOutcome(names: names, ids: recipes.map(\.id), token: token, cookbook: back)
    }

    package func readRecipes(_ recipes: [Int], for purpose: ContentPurpose, of store: CookbookStore) -> RecipesRead {
        RecipesRead(purpose: purpose, recipes: recipes, contents: recipes.map { readContent(store.recipes[$0]) }, store: store)
    }

    package func buildSearchIndex(of store: CookbookStore) -> SearchIndex? {
        SearchIndex(store: store, keys: store.recipes.map { SearchIndex.key(of: $0, content: readContent($0)) })
    }

    package func save(_ state: SavedState, durable: Bool, showing: AppState) -> String? {
        saves.append((state, durable))
        return refusal
    }

    package func export(_ contents: String, named fileName: String) -> String {
        kept.append(.export(contents: contents, fileName: fileName))
        return "Exported to ~/Documents/\(fileName)"
    }

    package func print(_ document: PrintDocument, to destination: PrintDestination, copies: Int) -> String? {
        kept.append(.print(document, to: destination, copies: copies))
        return nil
    }

    package func findPrinters() { kept.append(.findPrinters) }
    /// The folders `listFolder` finds, by the path as the dialog has it.
    package var folders: [String: [FolderListing.Entry]] = [:]
    package func listFolder(_ folder: String) -> FolderListing { FolderListing(folder: folder, entries: folders[folder] ?? []) }
    package func openCookbook(_ paths: [String]) -> String? {
        kept.append(.openCookbook(paths))
        return nil
    }
    /// What `readForEditing` answers for a recipe's file, by its path; a recipe held in
    /// memory and not listed is of a format not written back.
    package var editorSources: [String: EditorSource] = [:]
    package func readForEditing(_ recipe: Recipe) -> EditorSource {
        if let source = editorSources[recipe.sourcePath] { return source }
        return .other(readContent(recipe))
    }
    /// Every write asked for, and the answer to the next: saved where the write says,
    /// the cookbook unchanged, unless the test says otherwise.
    package private(set) var writes: [RecipeWrite] = []
    package var writeAnswer: ((RecipeWrite) -> RecipeWriteOutcome)?
    package func writeRecipe(_ write: RecipeWrite) -> RecipeWriteOutcome {
        writes.append(write)
        if let writeAnswer { return writeAnswer(write) }
        switch write.target {
        case .jsonObject(let path, _, _), .cooklang(let path, _): return .saved(path: path, change: nil, renamedIDs: [:], note: nil)
        case .newRecipe: return .saved(path: "/cookbook/\(write.fields.name)/recipe.json", change: nil, renamedIDs: [:], note: nil)
        }
    }
    package func ownPrimary(_ text: String) { kept.append(.ownPrimary(text)) }
    package func requestPaste(from source: PasteSource) -> PasteAnswer {
        kept.append(.requestPaste(source))
        return .coming
    }
    package func copy(_ text: String) { kept.append(.copy(text)) }
    package func setTitle(_ title: String) { kept.append(.setTitle(title)) }
    package func bell() { kept.append(.bell) }
    package func cookingModeChanged(_ on: Bool) { kept.append(.cookingModeChanged(on)) }
    package func quit() { kept.append(.quit) }
}
