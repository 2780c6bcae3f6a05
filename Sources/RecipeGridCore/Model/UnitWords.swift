/// The unit words of one language, as data: the spellings its recipes use, and the word a line is given for a
/// unit it moves to when scaled or converted (500 g ×3 is "1,5 kg"; 2 EL in US units stays "2 EL", as a US
/// tablespoon is written "EL" too). Tables exist for German, French, Spanish, Korean and Japanese
/// (`UnitWordTables`); English keeps its own reader (`IngredientUnit(spelling:)`).
struct UnitWords: Sendable {
    /// Spellings by `key(_:)`: lower case, without full stops or spaces ("c. à soupe" → "càsoupe").
    let spellings: [String: IngredientUnit]
    /// Spellings whose case matters: Korean "T" is a tablespoon and "t" a teaspoon.
    let exactSpellings: [String: IngredientUnit]
    /// The word written for a unit the line moves to, and its plural when it has one; a unit not here is
    /// written as in English.
    let symbols: [IngredientUnit: String]
    let plurals: [IngredientUnit: String]
    /// Words between the unit and the name that belong to neither ("de", "d'"), lower case.
    let linkingWords: [String]
    /// Whether amounts and units are written without a space, and a unit may stand before its amount
    /// ("大さじ2", "1큰술"), as in Japanese and Korean; else a unit follows its amount as a word.
    let gluesUnits: Bool
    /// Units written before their amount when a line moves to them ("大さじ4"); a unit kept keeps its place.
    let unitsBeforeAmount: Set<IngredientUnit>
    /// The most words a spelling spans ("cuillère à soupe" is three).
    let longestSpelling: Int

    init(
        _ table: [(IngredientUnit, [String])], exact: [String: IngredientUnit] = [:], symbols: [IngredientUnit: String],
        plurals: [IngredientUnit: String] = [:], linkingWords: [String] = [], gluesUnits: Bool = false, unitsBeforeAmount: Set<IngredientUnit> = []
    ) {
        var spellings: [String: IngredientUnit] = [:]
        var longest = 1
        for (unit, words) in table {
            for word in words {
                spellings[Self.key(word)] = unit
                longest = max(longest, word.split(separator: " ").count)
            }
        }
        self.spellings = spellings
        exactSpellings = exact
        self.symbols = symbols
        self.plurals = plurals
        self.linkingWords = linkingWords
        self.gluesUnits = gluesUnits
        self.unitsBeforeAmount = unitsBeforeAmount
        longestSpelling = longest
    }

    /// The unit `text` spells, or nil.
    func unit(_ text: Substring) -> IngredientUnit? {
        exactSpellings[String(text)] ?? spellings[Self.key(text)]
    }

    /// The word this language writes for `unit` after `amount`.
    func symbol(_ unit: IngredientUnit, plural: Bool) -> String {
        (plural ? plurals[unit] : nil) ?? symbols[unit] ?? unit.symbol(plural: plural)
    }

    /// A spelling as the table is keyed: lower case, full stops and spaces dropped.
    static func key<Text: StringProtocol>(_ text: Text) -> String {
        String(text.lowercased().filter { $0 != "." && $0 != " " })
    }

    /// The table of `language`, or nil for a language read the English way.
    static func of(_ language: RecipeLanguage) -> UnitWords? {
        switch language {
        case .german: UnitWordTables.german
        case .french: UnitWordTables.french
        case .spanish: UnitWordTables.spanish
        case .korean: UnitWordTables.korean
        case .japanese: UnitWordTables.japanese
        default: nil
        }
    }
}

/// Metric symbols every language writes alike.
private let metricSpellings: [(IngredientUnit, [String])] = [
    (.gram, ["g", "gr"]), (.kilogram, ["kg"]), (.milliliter, ["ml"]), (.centiliter, ["cl"]), (.deciliter, ["dl"]),
    (.liter, ["l"]),
]

/// The unit words of each language read, as data (README, "Recipes in other languages").
enum UnitWordTables {
    static let german = UnitWords(
        metricSpellings + [
            (.metricTablespoon, ["EL", "Essl", "Essl.", "Esslöffel", "gehäufter EL", "gestrichener EL"]),
            (.metricTeaspoon, ["TL", "Teel", "Teel.", "Teelöffel", "gehäufter TL", "gestrichener TL"]),
            (.pinch, ["Prise", "Prisen"]), (.knifeTip, ["Msp", "Msp.", "Messerspitze", "Messerspitzen"]),
            (.tub, ["Becher"]), (.cup, ["Tasse", "Tassen"]), (.bunch, ["Bund", "Bd", "Bd."]),
            (.gram, ["Gramm"]), (.kilogram, ["Kilo", "Kilogramm"]), (.milliliter, ["Milliliter"]), (.liter, ["Liter"]),
            (.piece, ["Stück", "Stk", "Stk.", "St."]), (.clove, ["Zehe", "Zehen"]), (.can, ["Dose", "Dosen"]),
            (.package, ["Päckchen", "Pck", "Pck.", "Pk", "Pkt", "Packung", "Packungen", "Pkg", "Beutel"]),
            (.slice, ["Scheibe", "Scheiben"]), (.sprig, ["Zweig", "Zweige", "Stängel"]), (.handful, ["Handvoll"]),
            (.glass, ["Glas", "Gläser"]), (.dash, ["Schuss", "Spritzer"]), (.head, ["Kopf", "Köpfe"]),
            (.stalk, ["Stange", "Stangen"]), (.sheet, ["Blatt", "Blätter"]), (.piece, ["Würfel"]),
        ],
        symbols: [.metricTablespoon: "EL", .tablespoon: "EL", .metricTeaspoon: "TL", .teaspoon: "TL", .cup: "Tasse", .liter: "l"],
        plurals: [.cup: "Tassen"])

    static let french = UnitWords(
        metricSpellings + [
            (
                .metricTablespoon,
                [
                    "c. à soupe", "c.à.s", "c.à.s.", "càs", "cas", "cs", "c. s.", "cuillère à soupe", "cuillères à soupe",
                    "cuil. à soupe", "cuillère", "cuillères", "c. à s.",
                ]
            ),
            (
                .metricTeaspoon,
                [
                    "c. à café", "c.à.c", "c.à.c.", "càc", "cac", "cc", "c. c.", "cuillère à café", "cuillères à café",
                    "cuil. à café", "c. à thé", "cuillère à thé", "c. à c.",
                ]
            ),
            (.pinch, ["pincée", "pincées"]), (.glass, ["verre", "verres"]), (.cup, ["tasse", "tasses"]),
            (.gram, ["gramme", "grammes"]), (.kilogram, ["kilo", "kilos"]), (.liter, ["litre", "litres"]),
            (.centiliter, ["centilitre", "centilitres"]), (.clove, ["gousse", "gousses"]),
            (.slice, ["tranche", "tranches"]), (.can, ["boîte", "boîtes"]), (.package, ["sachet", "sachets"]),
            (.bunch, ["botte", "bottes", "bouquet", "bouquets"]), (.sprig, ["brin", "brins", "branche", "branches"]),
            (.sheet, ["feuille", "feuilles"]), (.jar, ["pot", "pots"]), (.piece, ["morceau", "morceaux"]),
            (.handful, ["poignée", "poignées"]), (.dash, ["filet", "trait"]),
        ],
        symbols: [
            .metricTablespoon: "c. à soupe", .tablespoon: "c. à soupe", .metricTeaspoon: "c. à café", .teaspoon: "c. à café", .cup: "tasse",
            .liter: "l",
        ],
        plurals: [.cup: "tasses"],
        linkingWords: ["de", "d'", "d’"])

    static let spanish = UnitWords(
        metricSpellings + [
            (.metricTablespoon, ["cucharada", "cucharadas", "cda", "cdas", "cda.", "cucharada sopera", "cucharadas soperas"]),
            (.metricTeaspoon, ["cucharadita", "cucharaditas", "cdta", "cdtas", "cdita", "cditas", "cucharada de postre"]),
            (.cup, ["taza", "tazas"]), (.pinch, ["pizca", "pizcas", "pellizco"]), (.gram, ["gramo", "gramos", "grs"]),
            (.kilogram, ["kilo", "kilos", "kilogramo", "kilogramos"]), (.milliliter, ["cc", "mililitro", "mililitros"]),
            (.liter, ["litro", "litros"]), (.clove, ["diente", "dientes"]), (.can, ["lata", "latas"]),
            (.slice, ["rebanada", "rebanadas", "rodaja", "rodajas", "loncha", "lonchas"]),
            (.bunch, ["manojo", "manojos"]), (.sprig, ["ramita", "ramitas", "rama", "ramas"]),
            (.piece, ["pieza", "piezas", "unidad", "unidades"]), (.package, ["sobre", "sobres", "paquete", "paquetes"]),
            (.glass, ["vaso", "vasos"]), (.dash, ["chorrito", "chorro"]), (.sheet, ["hoja", "hojas"]),
            (.handful, ["puñado", "puñados"]), (.stalk, ["tallo", "tallos"]), (.head, ["cabeza", "cabezas"]),
            (.jar, ["bote", "botes", "frasco", "frascos"]),
        ],
        symbols: [
            .metricTablespoon: "cucharada", .tablespoon: "cucharada", .metricTeaspoon: "cucharadita", .teaspoon: "cucharadita", .cup: "taza",
            .liter: "l",
        ],
        plurals: [.metricTablespoon: "cucharadas", .tablespoon: "cucharadas", .metricTeaspoon: "cucharaditas", .teaspoon: "cucharaditas", .cup: "tazas"],
        linkingWords: ["de"])

    static let korean = UnitWords(
        metricSpellings + [
            (.metricTablespoon, ["큰술", "큰스푼", "밥숟가락", "숟가락", "스푼"]), (.metricTeaspoon, ["작은술", "작은스푼", "티스푼"]),
            (.japaneseCup, ["컵"]), (.pinch, ["꼬집"]), (.handful, ["줌"]), (.piece, ["개", "알", "마리", "뿌리"]),
            (.clove, ["쪽", "톨"]), (.stalk, ["대"]), (.block, ["모"]), (.sheet, ["장"]), (.bag, ["봉지", "팩"]),
            (.head, ["통", "포기"]), (.bunch, ["단", "송이"]), (.can, ["캔"]), (.aLittle, ["약간", "적당량", "조금", "소량"]),
        ],
        exact: ["T": .metricTablespoon, "t": .metricTeaspoon, "Ts": .metricTablespoon, "ts": .metricTeaspoon],
        symbols: [.metricTablespoon: "큰술", .tablespoon: "큰술", .metricTeaspoon: "작은술", .teaspoon: "작은술", .japaneseCup: "컵", .liter: "L"], gluesUnits: true)

    static let japanese = UnitWords(
        metricSpellings + [
            (.metricTablespoon, ["大さじ", "大匙"]), (.metricTeaspoon, ["小さじ", "小匙"]),
            (.japaneseCup, ["カップ", "cup"]), (.riceCup, ["合"]), (.milliliter, ["cc", "ミリリットル"]),
            (.gram, ["グラム"]), (.piece, ["個", "本", "尾", "匹", "玉"]), (.slice, ["切れ"]), (.sheet, ["枚"]), (.clove, ["片", "かけ"]),
            (.bunch, ["束", "房"]), (.bag, ["袋"]), (.package, ["パック"]), (.can, ["缶"]), (.block, ["丁"]),
            (.head, ["株"]), (.aLittle, ["少々", "適量", "少量", "適宜", "ひとつまみ"]),
        ],
        symbols: [
            .metricTablespoon: "大さじ", .tablespoon: "大さじ", .metricTeaspoon: "小さじ", .teaspoon: "小さじ", .japaneseCup: "カップ",
            .riceCup: "合", .liter: "L",
        ],
        gluesUnits: true, unitsBeforeAmount: [.metricTablespoon, .tablespoon, .metricTeaspoon, .teaspoon, .japaneseCup])
}
