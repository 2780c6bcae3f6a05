/// Reads MasterCook's XML export (`.mx2`): an `<mx2>` of `<RcpE name="…">` recipes, each
/// with `<CatS><CatT>` categories, `<Serv qty>` servings, `<Yield qty unit>`, `<PrpT
/// elapsed="h:mm">` and `<TTim elapsed>` times, `<IngR name unit qty>` ingredients (an
/// `<IPrp>` preparation inside), `<DirS><DirT>` steps and a `<Desc>` or `<Note>`. The
/// rest (`<RTxt>`, the recipe as plain text again, nutrition, ratings, wine) is passed over.
///
/// Read with `XMLPullScanner`, which reads past MasterCook's unescaped quotes; a file that
/// ends inside a tag, comment or CDATA keeps the recipes read before it, with a problem.
package enum MasterCookXMLReader {
    package static func read(_ bytes: [UInt8], path: String) -> (recipes: [Recipe], problems: [LoadProblem]) {
        var scanner = XMLPullScanner(LegacyText.utf8(bytes))
        var reader = MasterCookXMLRecipes(path: path)
        do throws(XMLPullScanner.Unclosed) {
            while let event = try scanner.next() { reader.take(event) }
            reader.finishFile(cutShort: false)
        } catch {
            let line = scanner.line(of: error.offset)
            reader.problems.append(LoadProblem(path: path, message: error.what.endsInsideMessage, line: line))
            reader.finishFile(cutShort: true)
        }
        return (reader.recipes, reader.problems)
    }
}

/// The recipes of a MasterCook XML file, built from its events.
struct MasterCookXMLRecipes {
    let path: String
    var recipes: [Recipe] = []
    var problems: [LoadProblem] = []
    private var draft: RecipeDraft?
    private var servings: String?
    /// The text of the element being read (`CatT`, `DirT`, `IPrp`, `Desc`, `Note`), and its name.
    private var capture: (name: String, text: String)?
    /// An `<IngR>` whose `<IPrp>` may still come: name, unit, quantity.
    private var ingredient: (name: String, unit: String, quantity: String, preparation: String)?

    init(path: String) {
        self.path = path
    }

    mutating func take(_ event: XMLPullScanner.Event) {
        switch event {
        case .start(let name, let attributes, let selfClosing):
            start(name, attributes)
            if selfClosing { end(name) }
        case .end(let name):
            end(name)
        case .text(let text):
            capture?.text += text
        }
    }

    /// Ends the file's last recipe; `cutShort` when the scanner has said where the file
    /// was cut, so that it is not said twice.
    mutating func finishFile(cutShort: Bool) {
        if let draft, !cutShort {
            let name = TextCleaning.line(draft.name)
            // TRANSLATORS: a load problem after "recipes.mx2: "; keep </RcpE> as it is.
            var message = tr("the file ends inside the recipe (no </RcpE>): it may be cut short")
            if !name.isEmpty {
                // TRANSLATORS: a load problem after "recipes.mx2: "; {name} is the recipe's; keep </RcpE> as it is.
                message = tr("the file ends inside the recipe \"{name}\" (no </RcpE>): it may be cut short", ["name": name])
            }
            problems.append(LoadProblem(path: path, message: message))
        }
        finishRecipe()
        if recipes.isEmpty && problems.isEmpty {
            // TRANSLATORS: a load problem after "recipes.mx2: "; keep <RcpE> as it is.
            problems.append(LoadProblem(path: path, message: tr("no MasterCook recipe in it (an .mx2 file holds <RcpE> elements)")))
        }
    }

    private mutating func start(_ name: String, _ attributes: [String: String]) {
        switch name {
        case "RcpE":
            if draft != nil { finishRecipe() }
            draft = RecipeDraft()
            draft?.name = attributes["name"] ?? ""
            servings = nil
        // not translated: MasterCook's element names
        case "Serv": servings = attributes["qty"].map(Self.tidyQuantity)
        case "Yield":  // not translated: as above
            let yield = [attributes["qty"].map(Self.tidyQuantity), attributes["unit"]].compactMap { $0 }.joined(separator: " ")
            if draft?.yield == nil && !yield.isEmpty { draft?.yield = yield }
        case "PrpT": draft?.prepTime = attributes["elapsed"].flatMap(RecipeDraft.seconds)
        case "TTim": draft?.totalTime = attributes["elapsed"].flatMap(RecipeDraft.seconds)
        case "IngR":
            endIngredient()
            ingredient = (attributes["name"] ?? "", attributes["unit"] ?? "", attributes["qty"].map(Self.tidyQuantity) ?? "", "")
        // not translated: MasterCook's element names
        case "CatT", "DirT", "IPrp", "Desc", "Note":
            capture = (name, "")
        default: break
        }
    }

    private mutating func end(_ name: String) {
        if let captured = capture, captured.name == name {
            capture = nil
            switch name {
            case "CatT": draft?.addCategory(captured.text)
            case "DirT": draft?.addStep(captured.text, section: nil)
            case "IPrp": ingredient?.preparation = captured.text
            default: if draft?.summary == nil { draft?.summary = captured.text }
            }
        }
        if name == "IngR" { endIngredient() }
        if name == "RcpE" { finishRecipe() }
    }

    /// The ingredient as a line: "2 cups flour, sifted"; a nameless one framed in dashes or
    /// stars ("---Crust---") is a heading.
    private mutating func endIngredient() {
        guard let (name, unit, quantity, preparation) = ingredient else { return }
        ingredient = nil
        if quantity.isEmpty && unit.isEmpty, let heading = MasterCookTextReader.heading(name) {
            draft?.addHeading(heading)
            return
        }
        let text = [quantity, unit, name].filter { !$0.isEmpty }.joined(separator: " ")
        let prepared = TextCleaning.line(preparation)
        draft?.addIngredient(prepared.isEmpty ? text : text + ", " + prepared)
    }

    private mutating func finishRecipe() {
        endIngredient()
        capture = nil
        guard var finished = draft else { return }
        draft = nil
        if let servings, servings != "0", !servings.isEmpty { finished.yield = servings }
        if let recipe = finished.recipe(path: path) {
            recipes.append(recipe)
        } else {
            let number = String(recipes.count + problems.count + 1)
            // TRANSLATORS: a load problem after a file's name; {number} counts the file's recipes from 1.
            problems.append(LoadProblem(path: path, message: tr("recipe #{number} has no name", ["number": number])))
        }
    }

    /// "36.000000" as "36", "0.500000" as "0.5": MasterCook writes six decimals.
    static func tidyQuantity(_ text: String) -> String {
        var quantity = text.trimmingWhitespace()
        guard quantity.contains("."), quantity.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return quantity }
        while quantity.hasSuffix("0") { quantity.removeLast() }
        if quantity.hasSuffix(".") { quantity.removeLast() }
        return quantity.hasPrefix(".") ? "0" + quantity : quantity
    }
}
