/// Reads a MasterCook text export a line at a time: the title, the fields, the ingredient
/// table, the directions, and after the end line the notes, until the next recipe starts.
struct MasterCookTextScanner {
    private enum Phase { case title, fields, ingredients, directions, notes }

    let path: String
    private var recipes: [Recipe] = []
    private var problems: [LoadProblem] = []
    private var draft: RecipeDraft?
    private var phase = Phase.title
    private var startLine = 0
    /// Whether the last field was `Categories`, which continues on indented lines.
    private var inCategories = false
    /// A field after the end line whose value is on the next line (`Yield:` then `"2 loaves"`),
    /// or `notes` while the lines of `NOTES :` go on.
    private var noteKey: String?

    init(path: String) {
        self.path = path
    }

    mutating func take(_ line: String, number: Int) {
        if MasterCookTextReader.isStart(line) {
            if draft != nil { finishRecipe() }
            draft = RecipeDraft()
            (phase, startLine, inCategories, noteKey) = (.title, number, false, nil)
            return
        }
        guard draft != nil else { return }
        if phase != .notes && MasterCookTextReader.isEnd(line) {
            draft?.endStep()
            phase = .notes
            return
        }
        let trimmed = LegacyText.trimmed(line)
        switch phase {
        case .title:
            if !trimmed.isEmpty {
                draft?.name = trimmed
                phase = .fields
            }
        case .fields:
            if !takeField(line, trimmed) { fallthrough }
        case .directions:
            phase = .directions
            if trimmed.isEmpty { draft?.endStep() } else { draft?.continueStep(trimmed) }
        case .ingredients:
            takeIngredient(line, trimmed)
        case .notes:
            takeNote(trimmed)
        }
    }

    mutating func finishFile() -> (recipes: [Recipe], problems: [LoadProblem]) {
        if draft != nil { finishRecipe() }
        if recipes.isEmpty && problems.isEmpty {
            // TRANSLATORS: a load problem after "recipes.mxp: "; keep the quoted line as it is, MasterCook writes it so.
            let message = tr("no MasterCook recipe in it (a recipe starts with a line \"* Exported from MasterCook *\")")
            problems.append(LoadProblem(path: path, message: message))
        }
        return (recipes, problems)
    }

    /// Reads a line before the ingredient table; false for one that starts the directions
    /// (a recipe without a table).
    private mutating func takeField(_ line: String, _ trimmed: String) -> Bool {
        if trimmed.isEmpty {
            inCategories = false
            return true
        }
        // not translated: the ingredient table's header, as MasterCook writes it
        if trimmed.hasPrefix("Amount") && trimmed.contains("Measure") { return true }
        if trimmed.hasPrefix("--------") {
            phase = .ingredients
            return true
        }
        let fields = Self.fields(in: trimmed)
        if fields.isEmpty {
            guard inCategories && line.hasPrefix(" ") else { return false }
            addCategories(trimmed)
            return true
        }
        inCategories = false
        for (label, value) in fields {
            // not translated: MasterCook's field labels, read from the file
            switch label {
            case "Serving Size": draft?.yield = value == "0" ? nil : value  // not translated: as above
            case "Preparation Time": draft?.prepTime = RecipeDraft.seconds(value)  // not translated: as above
            case "Categories":  // not translated: as above
                addCategories(value)
                inCategories = true
            default: break
            }
        }
        return true
    }

    private mutating func addCategories(_ text: String) {
        for category in text.split(separator: "  ", omittingEmptySubsequences: false) { draft?.addCategory(String(category)) }
    }

    private mutating func takeIngredient(_ line: String, _ trimmed: String) {
        guard !trimmed.isEmpty else {
            phase = .directions
            return
        }
        let (text, isHeading) = MasterCookTextReader.ingredient(line)
        if isHeading { draft?.addHeading(text) } else { draft?.addIngredient(text) }
    }

    /// After the end line: `NOTES :` (to a blank line) becomes the summary; `Yield:`,
    /// `Start to Finish Time:` and `Description:` are read with their quoted value.
    private mutating func takeNote(_ trimmed: String) {
        if trimmed.isEmpty {
            if noteKey == "notes" { noteKey = nil }
            return
        }
        if let key = noteKey, key != "notes", trimmed.hasPrefix("\"") {
            noteKey = nil
            return takeNoteValue(key, trimmed.trimmingScalars(in: "\""))
        }
        if let colon = trimmed.utf8.prefix(40).firstIndex(of: UInt8(ascii: ":")) {
            let key = trimmed[..<colon].trimmingWhitespace().lowercased()
            let value = trimmed[trimmed.index(after: colon)...].trimmingWhitespace()
            // not translated: MasterCook's note labels, read from the file
            if ["notes", "yield", "start to finish time", "description"].contains(key) {
                noteKey = key
                if !value.isEmpty { takeNoteValue(key, value) }
                return
            }
        }
        if noteKey == "notes" { draft?.addToSummary(trimmed) }
    }

    private mutating func takeNoteValue(_ key: String, _ value: String) {
        switch key {
        case "notes": draft?.addToSummary(value)
        case "yield": if draft?.yield == nil { draft?.yield = value }
        case "start to finish time": draft?.totalTime = RecipeDraft.seconds(value)  // not translated: a note label read from the file
        default: if draft?.summary == nil { draft?.summary = value }
        }
    }

    private mutating func finishRecipe() {
        guard var finished = draft else { return }
        draft = nil
        finished.finish(path: path, startLine: startLine, missingEnd: phase == .notes ? nil : "- - - -", recipes: &recipes, problems: &problems)
    }

    /// The fields of a line that starts with one ("Serving Size  : 4    Preparation Time :0:30"),
    /// each label with the text after its colon up to the next label.
    static func fields(in line: String) -> [(label: String, value: String)] {
        // not translated: MasterCook's field labels, read from the file
        let labels = ["Recipe By", "Serving Size", "Preparation Time", "Categories"]
        guard labels.contains(where: { line.hasPrefix($0) }) else { return [] }
        let found = labels.compactMap { label in line.firstRange(of: label).map { (label, $0) } }.sorted { $0.1.lowerBound < $1.1.lowerBound }
        return found.indices.map { index in
            let end = index + 1 < found.count ? found[index + 1].1.lowerBound : line.endIndex
            var value = line[found[index].1.upperBound..<end].trimmingWhitespace()
            if value.hasPrefix(":") { value = value.dropFirst().trimmingWhitespace() }
            return (found[index].0, value)
        }
    }
}
