import RecipeGridCore

/// The work that carrying out the core's effects needs and the interpreter cannot do
/// itself: the clock, files, threads, the print service and the window. The program's
/// `AppHost` does it for real; the tests' `Harness` with in-memory fakes.
///
/// A method that returns its outcome did the work at once; one that returns nil (or
/// `.coming`) started it, and its outcome comes back later as an input, through
/// `EffectInterpreter.apply`, once the host has it.
package protocol EffectHost: AnyObject {
    /// The monotonic clock, in seconds: the `now` of each update.
    var now: Seconds { get }
    /// The wall-clock day in the user's time zone: the `today` of each update.
    var today: CalendarDate { get }
    var measurer: any TextMeasuring { get }

    /// Reads these recipes' details from their files.
    func readRecipes(_ recipes: [Int], for purpose: ContentPurpose, of store: CookbookStore) -> RecipesRead
    /// The search index of `store`, or nil when it is being built on a thread and comes
    /// back as `Action.searchIndexBuilt`.
    func buildSearchIndex(of store: CookbookStore) -> SearchIndex?
    /// Writes the persistent state; the failure's message, nil when it is on disk.
    /// `showing` is the state the window shows now: its frame goes out before the save's
    /// fsyncs, which must not hold back the pixels.
    func save(_ state: SavedState, durable: Bool, showing: AppState) -> String?
    /// Writes `contents` to a new file in the user's documents; the toast that says where.
    func export(_ contents: String, named fileName: String) -> String
    /// Saves `document` as a PDF (the toast, at once) or sends it to a printer (nil: the
    /// toast comes back as `Action.printFinished`).
    func print(_ document: PrintDocument, to destination: PrintDestination, copies: Int) -> String?
    /// Starts looking up the printers; they come back as `Action.printersFound`.
    func findPrinters()
    /// Starts loading the cookbook of `paths`; the reason it cannot, or nil when it comes
    /// back as `Action.cookbookOpened` or `.cookbookFailed`.
    func openCookbook(_ paths: [String]) -> String?
    /// The entries of `folder` as the Open dialog has it ("~/", "" for the current folder).
    func listFolder(_ folder: String) -> FolderListing

    /// A recipe's file, read as the editor edits it.
    func readForEditing(_ recipe: Recipe) -> EditorSource
    /// Writes what the editor saved, then reads the open cookbook again (the write is the
    /// app's own: it is never reported back as a change from outside).
    func writeRecipe(_ write: RecipeWrite) -> RecipeWriteOutcome
    /// Moves these recipes of `store` to the Trash, at once, and reads the cookbook again:
    /// what came of it, with the token that undoes it.
    func trashRecipes(_ recipes: [Int], of store: CookbookStore) -> TrashOutcome
    /// Puts back what the delete of `token` moved, at once, and reads the cookbook again.
    func undoTrash(_ token: Int) -> TrashOutcome

    /// The CLIPBOARD's text: our own copy at once, or another client's when it answers.
    func requestPaste(from source: PasteSource) -> PasteAnswer
    /// Owns PRIMARY with `text`, the selection of a field.
    func ownPrimary(_ text: String)
    func copy(_ text: String)
    func setTitle(_ title: String)
    func bell()
    /// Cooking mode opened or closed: full screen, and the screen saver kept off meanwhile.
    func cookingModeChanged(_ on: Bool)
    /// The user asked to quit; every change is saved already.
    func quit()
}

/// How a paste is answered.
package enum PasteAnswer: Equatable {
    /// At once: the text (nil when there is none to have).
    case now(String?)
    /// Another client owns the CLIPBOARD: its answer comes back as `Action.pasted`.
    case coming
}

/// What an input started and waits for: its trace line, and the inputs after it, wait
/// until it is back.
package enum Awaited: Equatable, Sendable {
    case paste, cookbook
}
