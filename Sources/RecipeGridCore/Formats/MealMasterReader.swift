/// Reads MealMaster files (`.mmf`, `.mm`, and text files of them), the format of the DOS
/// program that BBSes and Usenet passed recipes around in: several recipes a file, each
/// from a start line ("MMMMM----- Recipe via Meal-Master" or "---------- Recipe via
/// Meal-Master") to an end line ("MMMMM" or "-----"), with a header of `Title:`,
/// `Categories:` and `Yield:` or `Servings:`, ingredients in fixed columns
/// (`MealMasterIngredients`), and the directions, a step per paragraph.
///
/// Text between recipes (a BBS banner, a signature) is skipped. A recipe cut short (no end
/// line before the file ends or the next recipe starts) still loads, with a problem that
/// says so; a recipe without a title is skipped with one.
package enum MealMasterReader {
    package static func read(_ bytes: [UInt8], path: String) -> (recipes: [Recipe], problems: [LoadProblem]) {
        var scanner = MealMasterScanner(path: path)
        LegacyText.forEachLine(of: bytes) { scanner.take($0, number: $1) }
        return scanner.finishFile()
    }

    /// Whether `bytes` (the start of a text file) hold a MealMaster start line: only then
    /// is a `.txt` file a cookbook.
    package static func isFramed(_ bytes: [UInt8]) -> Bool {
        var found = false
        LegacyText.forEachLine(of: bytes) { line, _ in found = found || MealMasterLine(line) == .start }
        return found
    }

    static var noRecipeMessage: String {
        // TRANSLATORS: a load problem after "recipes.mmf: "; keep the quoted line as it is, MealMaster writes it so.
        tr("no MealMaster recipe in it (a recipe starts with a line like \"MMMMM----- Recipe via Meal-Master\")")
    }
}

/// What a line of a MealMaster file is, from its first columns.
enum MealMasterLine: Equatable {
    case start, end, blank, other
    /// "MMMMM-----FILLING-----" or "-----FILLING-----": a group of ingredients, or a part
    /// of the directions; the text may be empty (a line of dashes).
    case heading(String)

    init(_ line: String) {
        let first = LegacyText.firstNonSpace(line)
        if first == nil {
            self = .blank
        } else if (first == UInt8(ascii: "M") || first == UInt8(ascii: "-")) && line.utf8.count < 40
            && ["MMMMM", "-----"].contains(LegacyText.trimmed(line))
        {
            self = .end
        } else if line.hasPrefix("MMMMM") || line.hasPrefix("-----") {
            let rest = line.drop { $0 == "M" }.trimmingScalars(in: "-= \t")
            let lowered = rest.lowercased()
            // not translated: the words MealMaster writes
            let isStart = lowered.contains("meal-master") || lowered.contains("mealmaster") || lowered.hasPrefix("recipe via")
            self = isStart ? .start : .heading(rest)
        } else {
            self = .other
        }
    }
}

/// Reads a MealMaster file a line at a time: between recipes, in a recipe's header, its
/// ingredients, then its directions.
struct MealMasterScanner {
    private enum Phase { case header, ingredients, directions }

    let path: String
    private var recipes: [Recipe] = []
    private var problems: [LoadProblem] = []
    private var draft: RecipeDraft?
    private var phase = Phase.header
    private var startLine = 0
    private var group = MealMasterIngredients()
    /// A heading read in the ingredients, added once an ingredient follows it: a heading
    /// right before the directions names their first part instead.
    private var pendingHeading: String?

    init(path: String) {
        self.path = path
    }

    mutating func take(_ line: String, number: Int) {
        let kind = MealMasterLine(line)
        if kind == .start {
            if draft != nil { finishRecipe(ended: false) }
            draft = RecipeDraft()
            phase = .header
            startLine = number
            return
        }
        guard draft != nil else { return }
        if kind == .end { return finishRecipe(ended: true) }
        if phase == .header {
            if kind == .blank || readHeader(line) { return }
            phase = .ingredients
        }
        if phase == .ingredients && takeIngredient(line, kind) { return }
        takeDirection(line, kind)
    }

    /// What the file gave, once its last line is read.
    mutating func finishFile() -> (recipes: [Recipe], problems: [LoadProblem]) {
        if draft != nil { finishRecipe(ended: false) }
        if recipes.isEmpty && problems.isEmpty { problems.append(LoadProblem(path: path, message: MealMasterReader.noRecipeMessage)) }
        return (recipes, problems)
    }

    /// Reads a header line ("Title: Cannoli"); false for a line that is none.
    private mutating func readHeader(_ line: String) -> Bool {
        // A label is a few words at the start: a long line is not searched through.
        guard let colon = line.utf8.prefix(40).firstIndex(of: UInt8(ascii: ":")) else { return false }
        let key = line[..<colon].trimmingWhitespace().lowercased()
        let value = line[line.index(after: colon)...].trimmingWhitespace()
        switch key {
        case "title", "name": draft?.name = value
        case "categories", "category":
            // "None" is what MealMaster writes for a recipe filed nowhere.
            for category in value.split(separator: ",") where category.trimmingWhitespace().lowercased() != "none" {
                draft?.addCategory(String(category))
            }
        case "yield", "servings", "serves": draft?.yield = value
        // not translated: the labels of MealMaster's header lines, read from the file
        case "preparation time", "prep time": draft?.prepTime = RecipeDraft.seconds(value)
        case "cooking time", "cook time": draft?.cookTime = RecipeDraft.seconds(value)  // not translated: as above
        case "total time", "time": draft?.totalTime = RecipeDraft.seconds(value)  // not translated: as above
        case "source", "recipe by", "author", "from", "copyright": break  // not translated: as above
        default: return false
        }
        return true
    }

    /// Takes a line of the ingredients; false for the first line of the directions.
    private mutating func takeIngredient(_ line: String, _ kind: MealMasterLine) -> Bool {
        switch kind {
        case .blank:
            endGroup()
            return true
        case .heading(let text):
            endGroup()
            pendingHeading = text
            return true
        default:
            if group.take(line) { return true }
            endGroup()
            phase = .directions
            draft?.section = pendingHeading.flatMap { $0.isEmpty ? nil : $0 }
            pendingHeading = nil
            return false
        }
    }

    private mutating func takeDirection(_ line: String, _ kind: MealMasterLine) {
        switch kind {
        case .blank:
            draft?.endStep()
        case .heading(let text):
            draft?.endStep()
            draft?.section = text.isEmpty ? nil : text
        default:
            let text = LegacyText.trimmed(line)
            // A line starting with ":" is MealMaster's forced line break.
            if text.hasPrefix(":") {
                draft?.endStep()
                draft?.continueStep(String(text.dropFirst()))
            } else {
                draft?.continueStep(text)
            }
        }
    }

    private mutating func endGroup() {
        let lines = group.lines()
        guard !lines.isEmpty else { return }
        if let heading = pendingHeading { draft?.addHeading(heading) }
        pendingHeading = nil
        for line in lines { draft?.addIngredient(line) }
    }

    private mutating func finishRecipe(ended: Bool) {
        endGroup()
        pendingHeading = nil
        guard var finished = draft else { return }
        draft = nil
        // TRANSLATORS: the end line a MealMaster recipe lacks, in "has no end line ({line})"; keep MMMMM and ----- as they are.
        let missingEnd = ended ? nil : tr("MMMMM or -----")
        finished.finish(path: path, startLine: startLine, missingEnd: missingEnd, recipes: &recipes, problems: &problems)
    }
}
