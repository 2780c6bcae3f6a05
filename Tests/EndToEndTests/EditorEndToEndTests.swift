import Foundation
import Testing

/// The recipe editor by real key presses (README, Editing a recipe): a recipe typed in is
/// a `recipe.json` on disk and a tile that opens; an edit changes the one field edited,
/// in a file of its own and in a `@graph`; a Cooklang edit keeps its markup; undo and redo
/// in a long field; Escape's three answers; a file changed while the editor is open.
@Suite("Recipe editor end to end")
struct EditorEndToEndTests {
    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    /// Tab until the trace's focus is `focus`.
    private func tab(_ app: AppSession, to focus: String) throws {
        var line = app.trace.lines.last
        for _ in 0..<30 where line?.focus != focus { line = try app.press("Tab") }
        try #require(line?.focus == focus)
    }

    @Test("a new recipe typed in is NAME/recipe.json, then a tile that opens")
    func newRecipe() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try withRecipeGrid(cookbookDirectory: folder) { app in
            let editor = try app.press("n", [.control, .shift])
            #expect(editor.screen == "editor" && editor.focus == "editor.name", "\(editor)")
            try app.type("Zucchini Bread")
            try app.press("Tab")
            try app.type("Baking")
            try tab(app, to: "editor.yield")
            try app.type("1 loaf")
            try app.press("Tab")
            try app.type("20 min")
            try app.press("Tab")
            try app.type("1 h 5")
            try tab(app, to: "editor.ingredients")
            try app.type("2 cups flour")
            try app.press("Return")
            try app.type("1 zucchini, grated")
            try app.press("Tab")
            try app.type("Mix everything.")
            try app.press("Return")
            try app.press("Return")
            try app.type("Bake 1 hour.")
            let saved = try app.press("s", .control)
            #expect(saved.screen == "grid" && saved.selection == "Zucchini Bread" && saved.focus == "grid", "\(saved)")
            #expect(saved.toast == "Saved “Zucchini Bread”", "\(saved)")

            let file = try json(folder.appendingPathComponent("Zucchini Bread/recipe.json"))
            #expect(file["@type"] as? String == "Recipe" && file["name"] as? String == "Zucchini Bread")
            #expect(file["recipeCategory"] as? String == "Baking" || file["recipeCategory"] as? [String] == ["Baking"])
            #expect(file["recipeYield"] as? String == "1 loaf" && file["prepTime"] as? String == "PT20M" && file["cookTime"] as? String == "PT1H5M")
            #expect(file["recipeIngredient"] as? [String] == ["2 cups flour", "1 zucchini, grated"])
            let steps = (file["recipeInstructions"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
            #expect(steps == ["Mix everything.", "Bake 1 hour."])
            #expect(file["identifier"] is String && file["dateCreated"] is String && file["dateModified"] is String, "\(file)")

            // The app's own write is not reported back as a change from outside: the watch
            // (which passes within a second) brings no `timer` line.
            Thread.sleep(forTimeInterval: 1.5)
            try app.trace.refresh()
            #expect(!app.trace.lines.contains { $0.event == "timer" && ($0.seq ?? 0) > (saved.seq ?? 0) }, "\(app.trace.tail())")
            let opened = try app.press("Return")
            #expect(opened.recipe == "Zucchini Bread" && opened.ingredients == ["2 cups flour", "1 zucchini, grated"], "\(opened)")
        }
    }

    @Test("an edit changes the field edited and nothing else, in a file of its own and in a @graph")
    func editChangesOneField() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let single = folder.appendingPathComponent("quince/recipe.json")
        try write(
            """
            {
              "@context": "https://schema.org",
              "@type": "Recipe",
              "name": "Quince Pie",
              "recipeYield": "4",
              "aggregateRating": {"@type": "AggregateRating", "ratingValue": 4.5},
              "recipeIngredient": ["1 crust"],
              "video": {"contentUrl": "https://x.test/v.mp4"}
            }
            """, to: single)
        let graph = folder.appendingPathComponent("graph.jsonld")
        let first = ##"{"@type": "Recipe", "@id": "#one", "name": "Xigua Cake", "recipeYield": "8", "x-note": [1, 2]}"##
        let second = ##"{"@type": "Recipe", "@id": "#two", "name": "Xigua Tart", "recipeYield": "6"}"##
        try write(#"{"@context": "https://schema.org", "@graph": [\#(first), \#(second)], "publisher": "me"}"#, to: graph)
        try withRecipeGrid(cookbookDirectory: folder) { app in
            for (name, url) in [("Quince Pie", single), ("Xigua Cake", graph)] {
                let before = try String(contentsOf: url, encoding: .utf8)
                try app.press("Home", .control)
                try app.type(String(name.prefix(5)).lowercased())
                try #require(app.trace.lines.last?.selection == name)
                try #require(try app.press("F2").focus == "editor.name")
                try tab(app, to: "editor.yield")
                try app.press("End")
                try app.press("BackSpace")
                try app.type("12")
                let saved = try app.press("s", .control)
                #expect(saved.selection == name && saved.toast == "Saved “\(name)”", "\(saved)")
                let after = try String(contentsOf: url, encoding: .utf8)
                if url == graph {
                    #expect(after == before.replacingOccurrences(of: #""recipeYield": "8""#, with: #""recipeYield": "12""#), "\(after)")
                } else {
                    let old = try #require(try JSONSerialization.jsonObject(with: Data(before.utf8)) as? NSDictionary)
                    let new = try json(url) as NSDictionary
                    let changed = (old.allKeys + new.allKeys).compactMap { $0 as? String }.filter { (old[$0] as? NSObject) != (new[$0] as? NSObject) }
                    #expect(Set(changed) == ["recipeYield", "identifier"], "the field edited, and an identifier to keep its rating by: \(after)")
                    #expect(new["recipeYield"] as? String == "12")
                }
                try #require(try app.press("Return").recipe == name)
                #expect(app.trace.lines.last?.servings?.base == 12)
                try app.press("Escape")
            }
        }
    }

    @Test("a Cooklang edit keeps its markup; undo and redo in the long field")
    func cooklangAndUndo() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tea = folder.appendingPathComponent("Yuzu Tea.cook")
        let original = "---\nservings: 2\n---\n-- a comment\nBoil @water{500%ml} in the #kettle{} for ~{5%minutes}.\n"
        try write(original, to: tea)
        try withRecipeGrid(cookbookDirectory: folder) { app in
            try app.press("Home", .control)
            try #require(try app.type("yuzu").selection == "Yuzu Tea")
            try app.press("F2")
            try tab(app, to: "editor.cooklang")
            try app.press("End", .control)
            try app.type("Add @honey{1%tbsp}. Stir")
            try app.type(" slowly")
            try app.press("z", .control)
            try app.press("z", [.control, .shift])
            try app.press("z", .control)
            let saved = try app.press("s", .control)
            #expect(saved.toast == "Saved “Yuzu Tea”", "\(saved)")
            let text = try String(contentsOf: tea, encoding: .utf8)
            // Undo takes back a word at a time, as GTK's does: " slowly" was its last.
            #expect(text == original + "Add @honey{1%tbsp}. Stir ", "the redo was undone again, the rest kept as typed: \(text)")
            let opened = try app.press("Return")
            #expect(opened.ingredients == ["500 ml water", "1 tbsp honey"], "\(opened)")
        }
    }

    @Test("Escape with changes asks Save / Discard / Keep Editing, focused on Keep Editing, and each does what it says")
    func escapeAsks() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pie = folder.appendingPathComponent("quince.json")
        try write(#"{"@type": "Recipe", "name": "Quince Pie", "identifier": "pie-1"}"#, to: pie)
        try withRecipeGrid(cookbookDirectory: folder) { app in
            try app.press("Home", .control)
            try #require(try app.type("quince").selection == "Quince Pie")
            try #require(try app.press("F2").focus == "editor.name")
            #expect(try app.press("Escape").screen == "grid", "no changes: Escape just closes")
            try app.press("F2")
            try app.type("s")
            let asked = try app.press("Escape")
            #expect(asked.overlay == "dialog" && asked.focus == "editor.dialog.keepEditing", "\(asked)")
            let kept = try app.press("Return")
            #expect(kept.overlay == nil && kept.screen == "editor" && kept.focus == "editor.name", "\(kept)")
            try app.press("Escape")
            try app.press("Left")
            let discarded = try app.press("Return")
            #expect(discarded.screen == "grid" && discarded.selection == "Quince Pie", "\(discarded)")
            #expect(try String(contentsOf: pie, encoding: .utf8) == #"{"@type": "Recipe", "name": "Quince Pie", "identifier": "pie-1"}"#)
            try app.press("F2")
            try app.type("s")
            try app.press("Escape")
            let saved = try app.press("s")
            #expect(saved.screen == "grid" && saved.selection == "Quince Pies", "\(saved)")
            #expect(try json(pie)["name"] as? String == "Quince Pies")
        }
    }

    @Test("a file changed on disk while the editor is open: Keep Editing, Save as a Copy, Overwrite")
    func conflict() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pie = folder.appendingPathComponent("quince.json")
        try write(#"{"@type": "Recipe", "name": "Quince Pie", "identifier": "pie-1", "recipeYield": "4"}"#, to: pie)
        try withRecipeGrid(cookbookDirectory: folder) { app in
            try app.press("Home", .control)
            try #require(try app.type("quince").selection == "Quince Pie")
            try app.press("F2")
            try app.press("End")
            try app.type(" Deluxe")
            let outside = #"{"@type": "Recipe", "name": "Quince Pie", "identifier": "pie-1", "recipeYield": "5"}"#
            try write(outside, to: pie)
            let asked = try app.press("s", .control)
            #expect(asked.overlay == "dialog" && asked.focus == "editor.dialog.keepEditing" && asked.screen == "editor", "\(asked)")
            #expect(try String(contentsOf: pie, encoding: .utf8) == outside, "nothing written over the other program's change")
            try app.press("Return")
            try app.press("s", .control)
            let copied = try app.press("c")
            #expect(copied.screen == "grid" && copied.selection == "Quince Pie Deluxe", "\(copied)")
            let copy = try json(folder.appendingPathComponent("Quince Pie Deluxe/recipe.json"))
            #expect(copy["identifier"] as? String != "pie-1" && copy["recipeYield"] as? String == "4", "a copy of what was edited: \(copy)")
            #expect(try String(contentsOf: pie, encoding: .utf8) == outside)

            try app.press("Home", .control)
            try #require(try app.type("quince").selection == "Quince Pie")
            try app.press("F2")
            try app.press("End")
            try app.type("s")
            try write(
                #"{"@type": "Recipe", "name": "Quince Pie", "identifier": "pie-1", "description": "Changed elsewhere.", "recipeYield": "6"}"#, to: pie
            )
            try app.press("s", .control)
            let overwritten = try app.press("o")
            #expect(overwritten.screen == "grid" && overwritten.selection == "Quince Pies", "\(overwritten)")
            // The editor's version wins whole: its name, and the yield and no description it showed.
            let overwrote = try String(contentsOf: pie, encoding: .utf8)
            #expect(overwrote == #"{"@type": "Recipe", "name": "Quince Pies", "identifier": "pie-1", "recipeYield": "5"}"#, "\(overwrote)")
        }
    }
}
