import Testing

@testable import RecipeGridCore

/// MasterCook's text (`.mxp`) and XML (`.mx2`) readers on their own, and the XML scanner
/// under the second.
@Suite struct MasterCookReaderTests {
    static func content(_ recipe: Recipe?) -> RecipeContent {
        guard case .held(let content) = recipe?.content else { return .empty }
        return content
    }

    static func events(_ xml: String) throws -> [XMLPullScanner.Event] {
        var scanner = XMLPullScanner(Array(xml.utf8))
        var events: [XMLPullScanner.Event] = []
        while let event = try scanner.next() { events.append(event) }
        return events
    }

    @Test(arguments: [
        ("                     *  Exported from  MasterCook  *", true), ("*  Exported from  MasterCook II  *", true),
        ("*  Exported from  MasterCook Mac  *", true), ("*Exported from MasterCook", true), ("{ Exported from MasterCook", true),
        ("*  Exported from CookWorks", true), ("* Exported frm MasterCook *", false), ("Exported from MasterCook", false), ("", false),
    ])
    func recipeStartLines(line: String, starts: Bool) {
        #expect(MasterCookTextReader.isStart(line) == starts)
    }

    @Test func fieldsShareALine() {
        let fields = MasterCookTextScanner.fields(in: "Serving Size  : 4    Preparation Time :1:30")
        #expect(fields.map(\.label) == ["Serving Size", "Preparation Time"] && fields.map(\.value) == ["4", "1:30"])
        #expect(MasterCookTextScanner.fields(in: "Mix the Categories").isEmpty)
        #expect(RecipeDraft.seconds("1:30") == 5400 && RecipeDraft.seconds("0:00") == nil && RecipeDraft.seconds("2 hours") == 7200)
        #expect(RecipeDraft.seconds("99999999999999999999 hours") == nil && RecipeDraft.seconds("x:y") == nil)
    }

    @Test func tableLinesAndHeadings() {
        #expect(MasterCookTextReader.ingredient("   1 1/2  c             graham cracker crumbs") == ("1 1/2 c graham cracker crumbs", false))
        #expect(MasterCookTextReader.ingredient("  16      ozs           cream cheese -- softened") == ("16 ozs cream cheese, softened", false))
        #expect(MasterCookTextReader.ingredient("                        ----Filling----") == ("Filling", true))
        #expect(MasterCookTextReader.ingredient("salt to taste") == ("salt to taste", false), "a line out of the columns is its text")
        #expect(MasterCookTextReader.ingredient("   2      cups          rice --") == ("2 cups rice", false))
        #expect(MasterCookTextReader.heading("-1 glass") == nil && MasterCookTextReader.heading("-----") == nil)
    }

    @Test func aTextExportWithoutATableReadsItsDirections() {
        let text = "* Exported from MasterCook *\n\n  Toast\n\nServing Size  : 1\n\nToast the bread.\n\n- - - - - - - -\n"
        let (recipes, problems) = MasterCookTextReader.read(Array(text.utf8), path: "/a.mxp")
        #expect(problems.isEmpty && recipes.map(\.name) == ["Toast"])
        #expect(Self.content(recipes.first).steps.map(\.text) == ["Toast the bread."] && Self.content(recipes.first).yield == "1")
        #expect(
            MasterCookTextReader.read(Array("nothing here".utf8), path: "/a.mxp").problems.first?.message.hasPrefix("no MasterCook recipe") == true)
    }

    @Test func theNotesAfterTheEndLineGiveTheTotalTime() {
        let text = "* Exported from MasterCook *\n\n  Stew\n\nServing Size  : 4\n\nSimmer it.\n\n- - - - - - - -\n\nStart to Finish Time:\n\"1:30\"\n"
        let (recipes, problems) = MasterCookTextReader.read(Array(text.utf8), path: "/a.mxp")
        #expect(problems.isEmpty && recipes.map(\.name) == ["Stew"])
        #expect(Self.content(recipes.first).totalTime == 5400)
    }

    @Test func theScannerReadsTagsTextEntitiesCDATAAndPassesOverTheRest() throws {
        let events = try Self.events(
            #"<?xml version="1.0"?><!DOCTYPE mx2 [<!ENTITY x "y">]><!-- a <b> --><a k="1 &amp; 2" j='q' bare=v>x &lt; y<![CDATA[<raw> & ]]><e/></a>"#)
        #expect(
            events == [
                .start(name: "a", attributes: ["k": "1 & 2", "j": "q", "bare": "v"], selfClosing: false), .text("x < y"), .text("<raw> & "),
                .start(name: "e", attributes: [:], selfClosing: true), .end(name: "a"),
            ])
        #expect(try Self.events("1 < 2 <b>") == [.text("1 "), .text("< 2 "), .start(name: "b", attributes: [:], selfClosing: false)])
    }

    @Test(arguments: [
        (#"<IngR name="tomatoes in 3/4" dice" unit="cups">"#, ["name": #"tomatoes in 3/4" dice"#, "unit": "cups"]),
        (#"<RcpE name="Chili" author="Diana Shaw, "The Vegetarian"">"#, ["name": "Chili", "author": #"Diana Shaw, "The Vegetarian""#]),
        (#"<a b="x"y>"#, ["b": "x"]), (#"<a b="x" b="y">"#, ["b": "x"]), (#"<a b= "spaced" >"#, ["b": "spaced"]),
    ])
    func quotesThatCannotEndAValueArePartOfIt(tag: String, attributes: [String: String]) throws {
        guard case .start(_, let read, _) = try Self.events(tag).first else {
            Issue.record("no start tag")
            return
        }
        #expect(read == attributes)
    }

    @Test(
        arguments: [
            ("<a><b", .tag, 3), ("<a>text<!-- never closed", .comment, 7), ("<a><![CDATA[ open", .cdataSection, 3),
            ("<?xml version", .declaration, 0), ("<!DOCTYPE [ >", .declaration, 0), (#"<a b="open <c>"#, .tag, 0),
        ] as [(String, XMLPullScanner.Construct, Int)])
    func anUnclosedConstructSaysWhatAndWhere(xml: String, what: XMLPullScanner.Construct, offset: Int) {
        #expect(throws: XMLPullScanner.Unclosed(what: what, offset: offset)) { try Self.events(xml) }
    }

    @Test func anXMLFileCutShortKeepsItsFinishedRecipesAndNamesTheLine() {
        let xml = "<mx2>\n<RcpE name=\"Done\"><IngR name=\"egg\" qty=\"1\"/></RcpE>\n<RcpE name=\"Cut\">\n<DirS><DirT>Stir"
        let (recipes, problems) = MasterCookXMLReader.read(Array(xml.utf8), path: "/a.mx2")
        #expect(recipes.map(\.name) == ["Done", "Cut"])
        #expect(problems.map(\.description) == ["/a.mx2: the file ends inside the recipe \"Cut\" (no </RcpE>): it may be cut short"])
        let (_, unclosed) = MasterCookXMLReader.read(Array("<mx2>\n<RcpE name=\"A\">\n<!-- open".utf8), path: "/a.mx2")
        #expect(unclosed.map(\.description) == ["/a.mx2:3: the file ends inside a comment begun here"])
        #expect(MasterCookXMLReader.read(Array("<mx2></mx2>".utf8), path: "/a.mx2").problems.first?.message.hasPrefix("no MasterCook recipe") == true)
        #expect(MasterCookXMLRecipes.tidyQuantity("36.000000") == "36" && MasterCookXMLRecipes.tidyQuantity(".500") == "0.5")
        #expect(MasterCookXMLRecipes.tidyQuantity("1 1/2") == "1 1/2")
    }
}
