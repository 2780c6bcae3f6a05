import Testing
import TestSupport

@testable import RecipeGridCore

/// What the canonical Cooklang tests leave out: notes, sections, references to other
/// recipes, `>>` metadata, `@?` optional ingredients, preparations, comments across
/// lines, line breaks in a step; and files no one should write.
struct CooklangExtraTests {
    private func ingredient(_ name: String, _ quantity: CooklangQuantity = .none, _ units: String = "") -> CooklangItem {
        .ingredient(CooklangIngredient(name: name, quantity: quantity, units: units))
    }

    @Test(
        "blocks of a file",
        arguments: [
            (
                "> Don't burn the roux!\n\nMash @potato{2%kg}.",
                [
                    CooklangBlock.note("Don't burn the roux!"),
                    .step([.text("Mash "), .ingredient(CooklangIngredient(name: "potato", quantity: .number(2), units: "kg")), .text(".")]),
                ]
            ),
            ("> A long story\n> told on two lines\nStir.", [.note("A long story told on two lines"), .step([.text("Stir.")])]),
            ("Stir.\n> Then a note", [.step([.text("Stir.")]), .note("Then a note")]),
            (
                "= Dough\nKnead.\n== Filling ==\nFill.\n==\nServe.",
                [.section("Dough"), .step([.text("Knead.")]), .section("Filling"), .step([.text("Fill.")]), .section(""), .step([.text("Serve.")])]
            ),
            ("Lay out the rice paper.\\\nTop with avocado.", [.step([.text("Lay out the rice paper.\nTop with avocado.")])]),
            ("Slowly add milk [- TODO\nlitres -], keep mixing", [.step([.text("Slowly add milk , keep mixing")])]),
            ("Keep [- this open", [.step([.text("Keep [- this open")])]),
            ("[- a whole line -]\nStir.\n\nServe.", [.step([.text("Stir.")]), .step([.text("Serve.")])]),
            ("Stir.\r\n\r\nServe.\r\n", [.step([.text("Stir.")]), .step([.text("Serve.")])]),
            ("Stir.\u{2029}\u{2029}Serve.", [.step([.text("Stir.")]), .step([.text("Serve.")])]),
            ("---\ntitle: never closed\nStir.", [.step([.text("--- title: never closed Stir.")])]),
        ] as [(String, [CooklangBlock])])
    func blocks(source: String, expected: [CooklangBlock]) {
        #expect(CooklangParser.parse(source).blocks == expected)
    }

    @Test(
        "items of a step beyond the canonical cases",
        arguments: [
            (
                "Pour over @./sauces/Hollandaise{150%g}.",
                [
                    CooklangItem.text("Pour over "),
                    .ingredient(CooklangIngredient(name: "./sauces/Hollandaise", quantity: .number(150), units: "g")), .text("."),
                ]
            ),
            (
                "Serve with @../Sides/Green Salad{2%servings}",
                [.text("Serve with "), .ingredient(CooklangIngredient(name: "../Sides/Green Salad", quantity: .number(2), units: "servings"))]
            ),
            ("A path needs braces: @./sauces/Pesto and more", [.text("A path needs braces: @./sauces/Pesto and more")]),
            (
                "Add @?chives{1%tbsp} to finish",
                [
                    .text("Add "), .ingredient(CooklangIngredient(name: "chives", quantity: .number(1), units: "tbsp", isOptional: true)),
                    .text(" to finish"),
                ]
            ),
            (
                "Add @?parsley if you like",
                [
                    .text("Add "), .ingredient(CooklangIngredient(name: "parsley", quantity: .none, units: "", isOptional: true)),
                    .text(" if you like"),
                ]
            ),
            (
                "Mix @onion{1}(peeled and finely chopped) in",
                [
                    .text("Mix "),
                    .ingredient(CooklangIngredient(name: "onion", quantity: .number(1), units: "", preparation: "peeled and finely chopped")),
                    .text(" in"),
                ]
            ),
            (
                "Add @salt (to taste)",
                [.text("Add "), .ingredient(CooklangIngredient(name: "salt", quantity: .none, units: "")), .text(" (to taste)")]
            ),
            ("Use @flour{1-2%cups}", [.text("Use "), .ingredient(CooklangIngredient(name: "flour", quantity: .text("1-2"), units: "cups"))]),
            (
                "Unclosed @flour{2%cups and more",
                [.text("Unclosed "), .ingredient(CooklangIngredient(name: "flour", quantity: .none, units: "")), .text("{2%cups and more")]
            ),
            ("Bake ~{}", [.text("Bake "), .timer(name: "", quantity: .none, units: "")]),
        ] as [(String, [CooklangItem])])
    func items(source: String, expected: [CooklangItem]) {
        #expect(CooklangParser.parse(source).steps == [expected])
    }

    @Test("metadata comes from >> lines anywhere and from front matter lists, keys as written")
    func metadata() {
        let document = CooklangParser.parse(
            """
            ---
            title: "Soup"
            tags:
              - winter
              - quick
            diet: [vegan, 'gluten-free']
            ---
            >> Servings: 4
            Stir.

            >> cook time: 30 minutes
            """)
        #expect(
            document.metadata.map { "\($0.key)=\($0.value)" } == [
                "title=Soup", "tags=winter, quick", "diet=vegan, gluten-free", "Servings=4", "cook time=30 minutes",
            ])
        #expect(document.value("servings") == "4" && document.value("cook time") == "30 minutes")
        #expect(document.steps == [[.text("Stir.")]])
    }

    @Test("a recipe's content: notes, sections, references as links, optional and prepared ingredients listed once")
    func content() {
        let content = CooklangReader.contentOf(
            CooklangParser.parse(
                """
                > Grandma's, from 1962.

                = Sauce
                Blend @basil{2%cups}(packed) with @?pine nuts{30%g}.

                = Pasta
                Toss the @pasta{400%g} with @./Sauces/Pesto{1/2} and more @basil{2%cups}(packed), ~{1 / 2%minute}.
                """))
        #expect(content.notes == ["Grandma's, from 1962."])
        #expect(content.ingredients == ["2 cups basil, packed", "30 g pine nuts (optional)", "400 g pasta", "½ Pesto"])
        #expect(content.references == [RecipeReference(path: "./Sauces/Pesto", name: "Pesto", amount: 0.5, units: "", ingredient: 3)])
        #expect(content.steps.map(\.section) == ["Sauce", "Pasta"])
        #expect(content.steps[1].text == "Toss the pasta with Pesto and more basil, ½ minute.")
    }

    @Test("hostile files read in one pass: unclosed marks and comments by the thousand, one huge line")
    func hostile() {
        let unclosed = String(repeating: "@a{(#b{~c{[-", count: 20_000)
        #expect(CooklangParser.parse(unclosed).steps.count == 1)
        let line = "Stir the @soup{1%l} [- gently -] until it thickens, then keep it warm over a low heat -- or not\n"
        let bytes = TestScale.hugeMegabytes * 1_000_000
        let big = String(repeating: line, count: bytes / line.utf8.count + 1)
        #expect(big.utf8.count > bytes)
        let document = CooklangParser.parse(big)
        #expect(document.steps.count == 1 && document.steps[0].count == 2 * (bytes / line.utf8.count + 1) + 1)
        let invalid = String(decoding: [0x40, 0xFF, 0xFE, 0x7B, 0x31, 0x7D] as [UInt8], as: UTF8.self)
        #expect(CooklangParser.parse(invalid).steps.count == 1)
    }
}
