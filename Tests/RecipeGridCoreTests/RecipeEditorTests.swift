import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The recipe editor through the core: opening it on a new or an existing recipe, moving
/// between fields, what Save asks the shell to write, and the questions Escape and a file
/// changed on disk ask.
@Suite("Recipe editor")
struct RecipeEditorTests {
    private func harness(json path: String = "/test/Pancakes.json") -> Harness {
        var harness = Harness()
        let object = Array(#"{"@type": "Recipe", "name": "Pancakes", "recipeYield": "4", "prepTime": "PT10M", "url": "https://x.test/p"}"#.utf8)
        let fields = try! EditableRecipe.read(objectAt: 0..<object.count, in: object)
        harness.host.editorSources[path] = .json(
            fields, path: path, bytes: 0..<object.count, stamp: FileStamp(size: object.count, modifiedNanoseconds: 7))
        return harness
    }

    private func openPancakes(_ harness: inout Harness) {
        harness.press("End", .control)
        harness.type("pa")
        harness.press("F2")
    }

    @Test func newRecipeOpensOnAnEmptyNameAndSavesEveryFieldToANewFile() throws {
        var harness = Harness()
        harness.press("n", text: "", [.control, .shift])
        #expect(harness.state.screen == .editor && harness.state.focus == .editorField(.name))
        #expect(harness.state.focus.traceName == "editor.name")
        let line = TraceRecord(seq: 1, event: .key, key: "n", micros: 0).json(for: harness.state)
        #expect(line.contains(#""screen":"editor""#), "\(line)")
        harness.type("Grandma’s Scones", interval: 0.01)
        harness.press("Tab")
        harness.type("Baking", interval: 0.01)
        for _ in 0..<3 { harness.press("Tab") }
        harness.type("1 h 30", interval: 0.01)
        harness.press("s", text: "", .control)
        let write = try #require(harness.host.writes.last)
        #expect(write.target == .newRecipe)
        #expect(write.fields.name == "Grandma’s Scones" && write.fields.categories == ["Baking"] && write.fields.prepTime == 5400)
        #expect(harness.state.screen == .grid && harness.state.editor == nil)
        #expect(harness.state.toast?.text == "Saved “Grandma’s Scones”")
    }

    @Test func aNameIsNeededAndATimeMustReadAsOne() throws {
        var harness = Harness()
        harness.press("n", text: "", [.control, .shift])
        harness.press("s", text: "", .control)
        #expect(harness.host.writes.isEmpty && harness.state.editor?.problem?.field == .name)
        harness.type("Soup", interval: 0.01)
        #expect(harness.state.editor?.problem == nil, "an edit of the field takes its problem away")
        for _ in 0..<4 { harness.press("Tab") }
        harness.type("soon", interval: 0.01)
        harness.press("s", text: "", .control)
        #expect(harness.host.writes.isEmpty)
        #expect(harness.state.editor?.problem?.field == .prepTime && harness.state.focus == .editorField(.prepTime))
    }

    @Test func editWritesOnlyTheChangedFieldsIntoTheRecipesObject() throws {
        var harness = harness()
        openPancakes(&harness)
        let editor = try #require(harness.state.editor)
        #expect(editor.field(.yield)?.text.text == "4" && editor.field(.prepTime)?.text.text == "10 min")
        #expect(editor.field(.source)?.text.text == "https://x.test/p")
        harness.press("End")
        harness.type(" with Syrup", interval: 0.01)
        harness.press("s", text: "", .control)
        let write = try #require(harness.host.writes.last)
        guard case .jsonObject(let path, _, _) = write.target else {
            Issue.record("\(write.target)")
            return
        }
        #expect(path == "/test/Pancakes.json")
        #expect(write.fields.name == "Pancakes with Syrup" && write.fields.prepTime == 600)
        #expect(write.identityToKeep == nil, "the test recipe's id is not a file's")
        #expect(harness.state.toast?.text == "Saved “Pancakes with Syrup”")
    }

    @Test func escapeWithoutChangesClosesAndWithChangesAsksWithKeepEditingFocused() {
        var harness = harness()
        openPancakes(&harness)
        harness.press("Escape")
        #expect(harness.state.screen == .grid && harness.state.selectedRecipe?.name == "Pancakes")
        harness.press("F2")
        harness.type("x", interval: 0.01)
        harness.press("Escape")
        #expect(harness.state.overlay == .dialog && harness.state.focus == .editorButton(.keepEditing))
        harness.press("Escape")
        #expect(harness.state.overlay == nil && harness.state.focus == .editorField(.name), "Escape on the question keeps editing")
        #expect(harness.state.editor?.field(.name)?.text.text == "Pancakesx")
        harness.press("Escape")
        harness.press("Left")
        #expect(harness.state.focus == .editorButton(.discard))
        harness.press("Return")
        #expect(harness.state.screen == .grid && harness.host.writes.isEmpty, "Discard writes nothing")
        harness.press("F2")
        harness.type("y", interval: 0.01)
        harness.press("Escape")
        harness.press("s")
        #expect(harness.host.writes.count == 1 && harness.state.screen == .grid, "S presses Save")
    }

    @Test func aFileChangedOnDiskAsksAndEachAnswerDoesWhatItSays() throws {
        var harness = harness()
        harness.host.writeAnswer = { write in
            write.overwrite ? .saved(path: "/test/Pancakes.json", change: nil, renamedIDs: [:], note: nil) : .changedOnDisk
        }
        openPancakes(&harness)
        harness.type("!", interval: 0.01)
        harness.press("s", text: "", .control)
        #expect(harness.state.editor?.dialog?.kind == .changedOnDisk && harness.state.focus == .editorButton(.keepEditing))
        harness.press("Return")
        #expect(harness.state.editor?.field(.name)?.text.text == "Pancakes!", "Keep Editing keeps every edit")
        harness.press("s", text: "", .control)
        harness.press("c")
        #expect(harness.host.writes.last?.target == .newRecipe, "Save as a Copy makes a new recipe")
        #expect(harness.host.writes.last?.fields.identifier == nil)
        harness.press("F2")
        harness.type("?", interval: 0.01)
        harness.press("s", text: "", .control)
        harness.press("o")
        #expect(harness.host.writes.last?.overwrite == true && harness.state.screen == .grid)
    }

    @Test func aFailedWriteKeepsTheEditsAndSaysWhy() {
        var harness = harness()
        harness.host.writeAnswer = { _ in .failed("Cannot save Pancakes.json: the disk is full — free some space and try again") }
        openPancakes(&harness)
        harness.type("!", interval: 0.01)
        harness.press("s", text: "", .control)
        #expect(harness.state.screen == .editor && harness.state.editor?.field(.name)?.text.text == "Pancakes!")
        #expect(harness.state.toast?.text.hasPrefix("Cannot save Pancakes.json: the disk is full") == true)
    }

    @Test func quitWithUnsavedEditsAsksFirst() {
        var harness = harness()
        openPancakes(&harness)
        harness.type("!", interval: 0.01)
        harness.press("q", text: "", .control)
        #expect(!harness.effects.contains(.quit) && harness.state.overlay == .dialog)
        harness.press("d")
        #expect(harness.effects.contains(.quit))
    }

    @Test func tabCompletesThePhotoPathWhileThereIsSomethingToComplete() {
        var harness = Harness()
        harness.host.folders["~/Pictures/"] = [.init(name: "scones.jpg", isFolder: false), .init(name: "soup.png", isFolder: false)]
        harness.press("n", text: "", [.control, .shift])
        harness.send(.accessibleAction(.editorField(0)))
        while harness.state.focus != .editorField(.photo) { harness.press("Tab") }
        harness.type("~/Pictures/sc", interval: 0.01)
        harness.press("Tab")
        #expect(harness.state.editor?.field(.photo)?.text.text == "~/Pictures/scones.jpg")
        harness.press("Tab")
        #expect(harness.state.focus == .editorField(.nutrition(.servingSize)), "nothing left to complete: Tab moves on")
    }

    @Test func stepsKeepTheirSectionsThroughTheField() {
        let steps = [
            RecipeStep(text: "Preheat."), RecipeStep(section: "Dough", text: "Mix."), RecipeStep(section: "Dough", text: "Knead\nwell."),
            RecipeStep(section: "Filling", text: "Chop."),
        ]
        let text = EditorSteps.text(of: steps)
        #expect(text == "Preheat.\n\nDough:\n\nMix.\n\nKnead\nwell.\n\nFilling:\n\nChop.")
        #expect(EditorSteps.steps(from: text) == steps)
    }

    @Test func undoAndRedoInALongField() throws {
        var harness = harness()
        openPancakes(&harness)
        while harness.state.focus != .editorField(.steps) { harness.press("Tab") }
        harness.type("Whisk", interval: 0.01)
        harness.press("Return")
        harness.type("Fry", interval: 0.01)
        #expect(harness.state.editor?.field(.steps)?.text.text == "Whisk\nFry")
        harness.press("z", text: "", .control)
        let undone = try #require(harness.state.editor?.field(.steps)?.text.text)
        #expect(undone != "Whisk\nFry" && "Whisk\nFry".hasPrefix(undone))
        harness.press("z", text: "", [.control, .shift])
        #expect(harness.state.editor?.field(.steps)?.text.text == "Whisk\nFry")
    }

    @Test func withNoFolderToWriteInTheOpenDialogAsksForOne() throws {
        var harness = Harness()
        harness.host.writeAnswer = { write in
            write.folder == nil ? .needsFolder : .saved(path: "/home/ann/Recipes/Soup/recipe.json", change: nil, renamedIDs: [:], note: nil)
        }
        harness.press("n", text: "", [.control, .shift])
        harness.type("Soup", interval: 0.01)
        harness.press("s", text: "", .control)
        #expect(harness.state.overlay == .open && harness.state.modal.openDialog?.title == "Save the Recipe in a Folder")
        harness.press("Escape")
        #expect(harness.state.focus == .editorField(.name) && harness.state.editor?.field(.name)?.text.text == "Soup")
        harness.press("s", text: "", .control)
        harness.type("~/Recipes", interval: 0.01)
        harness.press("Return")
        #expect(harness.host.writes.last?.folder == "~/Recipes")
        #expect(harness.effects.contains(.openCookbook(["/home/ann/Recipes"])), "the folder chosen is the cookbook now")
        #expect(harness.state.screen == .grid && harness.state.toast?.text == "Saved “Soup”")
    }

    @Test func aRecipeOfAFormatNotWrittenBackIsSavedAsANewOneAndTheToastSaysSo() throws {
        var harness = Harness()
        harness.press("End", .control)
        harness.type("pa", interval: 0.01)
        harness.press("F2")
        #expect(harness.state.editor?.field(.name)?.text.text == "Pancakes", "the recipe it is, to start from")
        harness.press("End")
        harness.type("!", interval: 0.01)
        harness.press("s", text: "", .control)
        let write = try #require(harness.host.writes.last)
        #expect(write.target == .newRecipe && write.fields.name == "Pancakes!")
        #expect(harness.state.toast?.text == "Saved “Pancakes!” as a new recipe; Pancakes.json is left as it was")
    }
}
