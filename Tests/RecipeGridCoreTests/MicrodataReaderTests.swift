import Foundation
import Testing

@testable import RecipeGridCore

/// The properties of the first item of `html`, as "name=value" (a nested item as "name=#index").
private func properties(_ html: String) -> [String] {
    let items = MicrodataReader.items(in: Array(html.utf8))
    return (items.first?.properties ?? []).map { property in
        let value =
            switch property.value {
            case .text(let text): text
            case .item(let index): "#\(index)"
            }
        return property.names.joined(separator: " ") + "=" + value
    }
}

@Suite struct MicrodataReaderTests {
    @Test(
        "a property's value comes from the element's attribute, or its text",
        arguments: [
            (#"<meta itemprop="p" content="PT10M">"#, "PT10M"),
            (#"<span itemprop="p" content="4">four</span>"#, "4"),
            (#"<meta itemprop="p">"#, ""),
            (#"<a itemprop="p" href="/recipes/x">X</a>"#, "/recipes/x"),
            (#"<link itemprop="p" href="https://schema.org/InStock">"#, "https://schema.org/InStock"),
            (#"<img itemprop="p" src="./Pie_files/pie.jpg" alt="Pie">"#, "./Pie_files/pie.jpg"),
            (#"<video itemprop="p" src="v.mp4"><source src="w.webm"></video>"#, "v.mp4"),
            (#"<iframe itemprop="p" src="https://video.example/1"></iframe>"#, "https://video.example/1"),
            (#"<time itemprop="p" datetime="PT45M">45 minutes</time>"#, "PT45M"),
            (#"<time itemprop="p">PT1H</time>"#, "PT1H"),
            (#"<data itemprop="p" value="5 g">five grams</data>"#, "5 g"),
            (#"<meter itemprop="p" value="4.5" max="5">4.5 stars</meter>"#, "4.5"),
            (#"<object itemprop="p" data="clip.swf"></object>"#, "clip.swf"),
            (#"<span itemprop="p">  Fish &amp;   <b>chips</b>&nbsp;</span>"#, "Fish & chips"),
            (#"<span itemprop="p">a<script>var x = "<b>"</script><style>b{}</style>b</span>"#, "ab"),
            (#"<div itemprop="p"><p>One.</p><p>Two.</p>Three<br>Four</div>"#, "One.\nTwo.\nThree\nFour"),
            (#"<ol itemprop="p"><li>Mix<li>Bake</ol>"#, "Mix\nBake"),
            (#"<span itemprop="p" content="a &amp; b">"#, "a & b"),
            (#"<h1 itemprop="p">Caf&eacute; Cake</h1>"#, "Café Cake"),
        ])
    func valueRules(element: String, value: String) {
        #expect(properties("<div itemscope>\(element)</div>") == ["p=\(value)"])
    }

    @Test func propertiesGoToTheNearestItemAndANestedItemIsTheValueOfItsProperty() {
        let html = """
            <article itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name headline">Pie</h1>
            <div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation">
              <span itemprop="calories">300</span></div>
            <div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Not the recipe's</span></div>
            <span itemprop="recipeYield">4</span></article>
            <span itemprop="name">outside every item</span>
            """
        let items = MicrodataReader.items(in: Array(html.utf8))
        #expect(items.count == 3)
        #expect(properties(html) == ["name headline=Pie", "nutrition=#1", "recipeYield=4"])
        #expect(items[1].parent == 0 && items[1].properties == [MicrodataProperty(names: ["calories"], value: .text("300"))])
        #expect(items[2].parent == nil, "an item without itemprop is a top-level item")
        #expect(items[0].isType("Recipe") && items[1].isType("nutritionInformation") && !items[0].isType("Person"))
    }

    @Test(
        "unclosed, misnested and stray tags nest as a browser nests them",
        arguments: [
            (#"<ul><li itemprop="p">a<li itemprop="p">b</ul><span itemprop="p">c</span>"#, ["p=a", "p=b", "p=c"]),
            (#"<p itemprop="p">one<p itemprop="p">two<div>three</div>"#, ["p=one", "p=two"]),
            (#"<dl><dt>Fat<dd itemprop="p">9 g<dt>Salt<dd itemprop="p">1 g</dl>"#, ["p=9 g", "p=1 g"]),
            (#"<span itemprop="p">a<b>b</span>c</b>"#, ["p=ab"]),
            (#"<span itemprop="p">a</i></em>b</span>"#, ["p=ab"]),
            // An end tag of an open element closes it and everything inside it.
            (#"<section><span itemprop="p">a</section>b"#, ["p=a"]),
            (#"<span itemprop="p">runs to the end"#, ["p=runs to the end"]),
            (#"<ul><li><ul><li itemprop="p">inner</ul>outer</ul>"#, ["p=inner"]),
        ])
    func nesting(html: String, expected: [String]) {
        #expect(properties("<div itemscope>\(html)</div>") == expected)
    }

    @Test(
        "itemtype is compared without case and with any schema.org prefix",
        arguments: [
            ("http://schema.org/Recipe", true), ("https://schema.org/Recipe", true), ("https://www.schema.org/recipe", true),
            ("HTTP://SCHEMA.ORG/RECIPE", true), ("https://schema.org/Thing https://schema.org/Recipe", true),
            ("https://example.com/Recipe", false), ("https://schema.org/RecipeCollection", false), ("Recipe", false),
        ])
    func recipeTypes(itemtype: String, isRecipe: Bool) {
        let items = MicrodataReader.items(in: Array("<div itemscope itemtype=\"\(itemtype)\"></div>".utf8))
        #expect(items.first?.isType("Recipe") == isRecipe)
    }

    @Test func itemsNestedTooDeepAreDroppedWithWhatIsInsideThem() {
        let depth = 200
        let html =
            "<div itemscope>" + String(repeating: "<div itemprop=\"x\" itemscope>", count: depth) + "<span itemprop=\"name\">deep</span>"
        let items = MicrodataReader.items(in: Array(html.utf8))
        #expect(items.count == MicrodataReader.maximumItemDepth + 1)
        #expect(!items.contains { $0.properties.contains { $0.names == ["name"] } })
    }

    @Test func aRecipeItemIsWrittenAsJSONLDWithEachPropertyOnceAndItsInstructionsAStepALine() throws {
        let html = """
            <div itemscope itemtype="http://schema.org/Recipe" itemid="#r"><b itemprop="name">A "quoted" &lt;b&gt; &amp;amp; name</b>
            <span itemprop="recipeIngredient">1 egg</span><span itemprop="recipeIngredient">2 g salt</span>
            <div itemprop="recipeInstructions"><p>Beat.</p><p>Season.</p></div>
            <div itemprop="author" itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Inner</span></div></div>
            """
        let json = try #require(MicrodataJSON.recipes(in: MicrodataReader.items(in: Array(html.utf8))))
        let tape = try JSONTape(bytes: json)
        #expect(tape.root.elements.count == 1, "a recipe inside a recipe is its part, not another recipe")
        let recipe = try #require(tape.root.elements.first)
        #expect(SchemaOrgRecipeReader.line(recipe["name"]) == #"A "quoted" <b> &amp; name"#)
        #expect(recipe["@type"]?.elements.first?.string == "Recipe" && recipe["@id"]?.string == "#r")
        let content = SchemaOrgRecipeReader.content(from: recipe)
        #expect(content.ingredients == ["1 egg", "2 g salt"] && content.steps.map(\.text) == ["Beat.", "Season."])
    }

    @Test func aPageWithoutARecipeItemGivesNoJSON() {
        let items = MicrodataReader.items(in: Array(#"<div itemscope itemtype="https://schema.org/Person"></div>"#.utf8))
        #expect(MicrodataJSON.recipes(in: items) == nil)
    }

    @Test func jsonLDNutritionIsReadAsWrittenInLabelOrder() throws {
        let json = #"""
            {"@type": "Recipe", "name": "Soup", "nutrition": {"@type": "NutritionInformation", "proteinContent": "8 g",
             "calories": 210, "fiberContent": " 4&nbsp;g ", "transFatContent": "0 g", "unsaturatedFatContent": "6 g",
             "cholesterolContent": "5 mg", "unknown": "x"}}
            """#
        let nutrition = SchemaOrgRecipeReader.content(from: try JSONTape(bytes: Array(json.utf8)).root).nutrition
        #expect(
            nutrition.facts.map(\.field) == [
                .calories, .unsaturatedFatContent, .transFatContent, .cholesterolContent, .fiberContent, .proteinContent,
            ])
        #expect(nutrition[.calories] == "210" && nutrition[.fiberContent] == "4 g" && nutrition[.proteinContent] == "8 g")
        let wrapped = #"{"name": "Soup", "nutrition": [{"calories": "90 kcal"}]}"#
        #expect(SchemaOrgRecipeReader.content(from: try JSONTape(bytes: Array(wrapped.utf8)).root).nutrition[.calories] == "90 kcal")
        let none = #"{"name": "Soup", "nutrition": "lots"}"#
        #expect(SchemaOrgRecipeReader.content(from: try JSONTape(bytes: Array(none.utf8)).root).nutrition.isEmpty)
    }

    @Test func everyNutritionFieldHasItsKey() {
        #expect(SchemaOrgRecipeReader.nutritionKeys.map(\.field) == NutritionField.allCases)
        #expect(SchemaOrgRecipeReader.nutritionKeys.allSatisfy { $0.field.rawValue == $0.key.description })
    }
}
