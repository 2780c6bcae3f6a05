import Testing

@testable import RecipeGridCore

/// Timers, temperatures, yields and a recipe's language in German, French, Spanish, Korean and Japanese.
@Suite struct LanguageStepsTests {
    /// A step and the times cooking mode offers in it: (text as written, seconds).
    static let timers: [(String, [String], [Seconds])] = [
        ("Die Nudeln 10 Minuten kochen.", ["10 Minuten"], [600]),
        ("Im Ofen 1 Stunde backen.", ["1 Stunde"], [3600]),
        ("Den Braten 1½ Stunden schmoren lassen.", ["1½ Stunden"], [5400]),
        ("Zugedeckt 1 Stunde und 30 Minuten garen.", ["1 Stunde und 30 Minuten"], [5400]),
        ("Ca. 20 Min. ruhen lassen.", ["20 Min"], [1200]),
        ("Den Teig 2 Std. gehen lassen.", ["2 Std"], [7200]),
        ("Laisser mijoter 1 heure 30 à feu doux.", ["1 heure 30"], [5400]),
        ("Cuire 1h30 au four.", ["1h30"], [5400]),
        ("Enfourner pour 30 min.", ["30 min"], [1800]),
        ("Faire cuire 10 minutes, puis laisser reposer 5 minutes.", ["10 minutes", "5 minutes"], [600, 300]),
        ("Laisser reposer une heure.", ["une heure"], [3600]),
        ("Cocer durante 10 minutos.", ["10 minutos"], [600]),
        ("Hornear 1 hora a 180 grados.", ["1 hora"], [3600]),
        ("Dejar reposar 1 hora y 15 minutos.", ["1 hora y 15 minutos"], [4500]),
        ("중불에서 30분간 끓인다.", ["30분"], [1800]),
        ("1시간 30분 정도 재운다.", ["1시간 30분"], [5400]),
        ("약불로 10~15분 졸인다.", ["10~15분"], [600]),
        ("1시간 반 동안 삶는다.", ["1시간 반"], [5400]),
        ("弱火で10分煮る。", ["10分"], [600]),
        ("冷蔵庫で1時間半寝かせる。", ["1時間半"], [5400]),
        ("1時間30分ほど煮込む。", ["1時間30分"], [5400]),
        ("30秒ほど炒める。", ["30秒"], [30]),
    ]

    @Test(arguments: timers)
    func findsTimers(step: String, texts: [String], seconds: [Seconds]) {
        let found = StepDuration.find(in: step)
        #expect(found.map(\.text) == texts)
        #expect(found.map(\.seconds) == seconds)
    }

    static let toUS: [(String, String)] = [
        ("Den Ofen auf 180 °C vorheizen.", "Den Ofen auf 350 °F vorheizen."),
        ("Bei 200 Grad Umluft 25 Minuten backen.", "Bei 400 °F Umluft 25 Minuten backen."),
        ("Préchauffer le four à 180 degrés.", "Préchauffer le four à 350 °F."),
        ("Hornear a 180 grados durante 30 minutos.", "Hornear a 350 °F durante 30 minutos."),
        ("오븐을 180도로 예열한다.", "오븐을 350 °F로 예열한다."),
        ("オーブンを200度に予熱する。", "オーブンを400 °Fに予熱する。"),
        ("180℃のオーブンで20分焼く。", "350 °Fのオーブンで20分焼く。"),
        ("中火で2度返す。", "中火で2度返す。"),
    ]

    @Test(arguments: toUS)
    func convertsTemperatures(step: String, shown: String) {
        #expect(StepTemperatures.convertingTemperatures(in: step, to: .us) == shown)
    }

    static let yields: [(String, Int, Bool)] = [
        ("2인분", 2, true), ("4人分", 4, true), ("2~3인분", 2, true), ("4 Portionen", 4, true), ("Für 4 Personen", 4, true),
        ("4 personnes", 4, true), ("Pour 6 personnes", 6, true), ("4 porciones", 4, true), ("Para 4 personas", 4, true),
        ("12 Stück", 12, false),
    ]

    @Test(arguments: yields)
    func readsYields(text: String, count: Int, isServings: Bool) {
        let yield = RecipeYield.parse(text)
        #expect(yield.count == count)
        #expect(yield.isServings == isServings)
    }

    @Test func guessesTheLanguageFromTheText() {
        #expect(LanguageGuess.language(name: "김치찌개", lines: []) == .korean)
        #expect(LanguageGuess.language(name: "肉じゃが", lines: ["しょうゆ 大さじ2"]) == .japanese)
        #expect(LanguageGuess.language(name: "麻婆豆腐", lines: ["豆腐 一块"]) == .chinese)
        #expect(LanguageGuess.language(name: "שקשוקה", lines: []) == .hebrew)
        #expect(LanguageGuess.language(name: "حمص", lines: []) == .arabic)
        #expect(LanguageGuess.language(name: "Apfelkuchen", lines: ["200 g Mehl", "2 EL Zucker", "1 Prise Salz", "Zimt und Zucker"]) == .german)
        #expect(LanguageGuess.language(name: "Quiche", lines: ["1 pincée de sel", "2 c. à soupe de crème", "200 g de lardons"]) == .french)
        #expect(LanguageGuess.language(name: "Tortilla", lines: ["1 cucharada de aceite", "1 pizca de sal", "4 huevos"]) == .spanish)
        #expect(LanguageGuess.language(name: "Pancakes", lines: ["1 cup flour", "2 tbsp sugar", "1 pinch of salt"]) == .english)
        #expect(LanguageGuess.language(name: "Pasta", lines: ["200 g"]) == nil)
    }

    /// The file's word first, then the text's, then the user's language, which the loader gives the cookbook.
    @Test func takesTheLanguageTheRecipeDeclaresElseShowsElseTheUsers() throws {
        let json =
            #"[{"@type": "Recipe", "name": "Kuchen", "inLanguage": "de-DE", "recipeIngredient": ["1 cup flour"]},"#
            + #"{"@type": "Recipe", "name": "Tarte", "inLanguage": {"@type": "Language", "name": "French", "alternateName": "fr"}},"#
            + #"{"@type": "Recipe", "name": "Kimchi", "recipeIngredient": ["배추 1포기"]},"#
            + #"{"@type": "Recipe", "name": "Plain", "recipeIngredient": ["200 g"]}]"#
        let tape = try JSONTape(bytes: Array(json.utf8))
        let reader = SchemaOrgRecipeReader(path: "/book/r.json", folder: "/book", files: FileLookup(exists: { _ in false }))
        let recipes = reader.read(tape.root, stamp: FileStamp(size: json.utf8.count, modifiedNanoseconds: 0)).recipes
        #expect(recipes.map(\.language) == [.german, .french, nil, nil])
        var cookbook = Cookbook(sorting: recipes)
        cookbook.language = .spanish
        let contents = reader.recipeObjects(in: tape.root).map { SchemaOrgRecipeReader.content(from: $0.node) }
        let byName = Dictionary(uniqueKeysWithValues: zip(recipes.map(\.name), contents))
        let languages = cookbook.recipes.indices.map { cookbook.language(of: $0, byName[cookbook.recipes[$0].name]!) }
        #expect(
            Dictionary(uniqueKeysWithValues: zip(cookbook.recipes.map(\.name), languages))
                == ["Kuchen": .german, "Tarte": .french, "Kimchi": .korean, "Plain": .spanish])
    }

    @Test func takesTheCooklangLocale() {
        let text = "---\nlocale: de_DE\n---\nDas @Mehl{200%g} sieben.\n"
        let recipe = CooklangReader.read(path: "/book/Brot.cook", text: text, files: FileLookup(exists: { _ in false }))
        #expect(recipe?.language == .german)
    }

    /// A German recipe shows its lines scaled in German words whatever the user's language.
    @Test func scalesTheOpenRecipeInItsOwnLanguage() {
        let recipe = Recipe(
            id: "k", name: "Kuchen", categories: [], ingredients: ["1,5 EL Zucker", "1 Prise Salz"], steps: [], imagePath: nil,
            summary: nil, totalTime: nil, prepTime: nil, cookTime: nil, yield: "4", keywords: [], emoji: "🍰", sortKey: "kuchen",
            sourcePath: "/k.json")
        var cookbook = Cookbook(sorting: [recipe])
        cookbook.language = .english
        guard case .held(let content) = recipe.content else {
            Issue.record("held")
            return
        }
        #expect(cookbook.language(of: 0, content) == .german)
        #expect(IngredientScaling.scaled("1,5 EL Zucker", by: 2, in: .written, language: cookbook.language(of: 0, content)) == "3 EL Zucker")
    }

    @Test func readsLanguageTags() {
        #expect(RecipeLanguage(tag: "de_DE.UTF-8") == .german)
        #expect(RecipeLanguage(tag: "ko-KR") == .korean)
        #expect(RecipeLanguage(tag: "Deutsch") == .german)
        #expect(RecipeLanguage(tag: "C") == nil)
        #expect(RecipeLanguage(tag: "POSIX") == nil)
        #expect(RecipeLanguage(code: "ja") == .japanese)
        #expect(RecipeLanguage.japanese.code == "ja")
    }
}
