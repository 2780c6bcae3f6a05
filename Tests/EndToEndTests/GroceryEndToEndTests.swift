import Foundation
import Testing

/// Recipe ▸ Add to Grocery List (Ctrl+G), the grocery list panel (Ctrl+L) and editing its
/// items, the clipboard included (README, Using it).
@Suite("Grocery list")
struct GroceryEndToEndTests {
    // MARK: Ctrl+G

    @Test func controlGFromTheGridAddsTheSelectedRecipesIngredients() throws {
        try withRecipeGrid { app in
            let recipe = TestCookbook.recipes[0]
            try #require(app.start.selection == recipe.name && app.start.grocery?.isEmpty == true)

            let line = try app.press("g", .control)
            #expect(names(line) == recipe.ingredients, "\(line)")
            #expect(line.grocery?.allSatisfy { !$0.obtained } == true)
            #expect(line.toast == "Added 3 items from \(recipe.name)")
            #expect(line.focus == "grid", "adding does not move focus")
            #expect(line.isNull("overlay"), "adding does not open the list")
        }
    }

    @Test func controlGAndTheAddButtonOnTheDetailAddTheOpenRecipe() throws {
        try withRecipeGrid { app in
            try app.type("pi")
            let opened = try app.press("Return")
            try #require(opened.recipe == "Pie Crust" && opened.focus == "detail.back")
            let pieCrust = try #require(TestCookbook.recipes.first { $0.name == "Pie Crust" })

            let line = try app.press("g", .control)
            #expect(names(line) == pieCrust.ingredients, "\(line)")
            #expect(line.toast == "Added 3 items from Pie Crust")
            #expect(line.screen == "detail" && line.focus == "detail.back")

            // Backwards from Back: the notes first, then the add button.
            try #require(try app.press("Tab", .shift).focus == "detail.notes")
            try #require(try app.press("Tab", .shift).focus == "detail.add")
            let pressed = try app.press("space")
            #expect(pressed.toast?.hasPrefix("Added ") == true && pressed.toast?.hasSuffix(" from Pie Crust") == true, "\(pressed)")
            let merged = names(pressed)
            #expect(merged.count == 3, "the button adds the same ingredients, merged: \(pressed)")
            #expect(merged.contains("4 cups flour") && merged.contains("2 tsp salt"), "\(pressed)")
        }
    }

    @Test func addingTheSameRecipeTwiceMergesAndSumsQuantities() throws {
        try withRecipeGrid { app in
            let selected = try app.type("om")
            try #require(selected.selection == "Omelette", "\(selected)")

            let first = try app.press("g", .control)
            #expect(names(first) == ["2 cups flour", "1 tsp salt", "1 omelette secret", "2 eggs"], "\(first)")
            #expect(first.toast == "Added 4 items from Omelette")

            let second = try app.press("g", .control)
            let merged = names(second)
            #expect(merged.count == 4, "every ingredient was on the list already, none is added twice: \(second)")
            for expected in ["4 cups flour", "2 tsp salt", "4 eggs"] {
                #expect(merged.contains(expected), "quantities summed into \"\(expected)\": \(merged)")
            }
            #expect(second.toast?.hasSuffix(" from Omelette") == true, "\(second)")
        }
    }

    @Test func marksAreWhatControlGAdds() throws {
        try withRecipeGrid { app in
            let first = try app.press("space")
            #expect(first.marked == [TestCookbook.names[0]], "\(first)")
            try app.press("Right")
            let second = try app.press("space")
            #expect(second.marked == Array(TestCookbook.names[0...1]), "\(second)")

            let added = try app.press("g", .control)
            #expect(added.toast?.hasPrefix("Added ") == true && added.toast?.hasSuffix(" from 2 recipes") == true, "\(added)")
            let listed = names(added)
            #expect(listed.contains("4 cups flour") && listed.contains("2 tsp salt"), "both recipes' flour and salt merged: \(listed)")
            #expect(listed.contains("1 7-layer dip secret") && listed.contains("1 apple pie secret"), "\(listed)")
            #expect(listed.count == 4, "\(listed)")

            let cleared = try app.press("a", [.control, .shift])
            #expect(cleared.marked == [], "Ctrl+Shift+A clears the marks: \(cleared)")
            let selectedOnly = try app.press("g", .control)
            #expect(selectedOnly.toast?.hasSuffix(" from Apple Pie") == true, "no marks: the selected recipe: \(selectedOnly)")
        }
    }

    @Test func controlAMarksEveryTileAndControlGAddsThemAll() throws {
        try withRecipeGrid { app in
            let all = try app.press("a", .control)
            #expect(all.marked == TestCookbook.names, "\(all)")

            let added = try app.press("g", .control)
            #expect(added.toast?.hasSuffix(" from \(TestCookbook.count) recipes") == true, "\(added)")
            let listed = names(added)
            #expect(listed.contains("\(2 * TestCookbook.count) cups flour"), "\(listed)")
            #expect(listed.contains("\(TestCookbook.count) tsp salt"), "\(listed)")
            #expect(listed.contains("2 eggs") && listed.contains("1 pinch saffron"), "\(listed)")
        }
    }

    @Test func controlGDoesNothingWithTheSidebarFocused() throws {
        try withRecipeGrid { app in
            let sidebar = try app.press("Left")
            try #require(sidebar.focus == "sidebar" && sidebar.selection != nil, "\(sidebar)")

            let line = try app.press("g", .control)
            #expect(line.grocery?.isEmpty == true, "the sidebar offers no recipe: \(line)")
            #expect(line.isNull("toast"), "\(line)")
            #expect(line.focus == "sidebar")
        }
    }

    @Test func controlGDoesNothingOnceTheSelectionIsCleared() throws {
        try withRecipeGrid { app in
            let cleared = try app.press("Escape")
            try #require(cleared.isNull("selection") && cleared.focus == "grid", "\(cleared)")

            let line = try app.press("g", .control)
            #expect(line.grocery?.isEmpty == true, "no selected recipe, nothing to add: \(line)")
            #expect(line.isNull("toast"), "\(line)")
        }
    }

    // MARK: The list

    @Test func editingTheListByKeyboard() throws {
        try withRecipeGrid { app in
            try app.press("g", .control)
            let opened = try app.press("l", .control)
            #expect(opened.overlay == "grocery", "\(opened)")
            #expect(names(opened) == TestCookbook.recipes[0].ingredients + [""], "an empty item is kept at the end: \(opened)")
            #expect(opened.focus == "grocery.item.3.name", "focus on the last, empty item: \(opened)")

            let milk = try app.type("milk")
            #expect(names(milk).count >= 4 && names(milk)[safe: 3] == "milk", "typing edits the focused name: \(milk)")
            #expect(milk.focus == "grocery.item.3.name")

            let added = try app.press("Return")
            #expect(added.focus == "grocery.item.4.name", "Return adds an item after this one and focuses it: \(added)")
            #expect(names(added).count == names(milk).count + 1 && names(added)[safe: 4] == "", "\(added)")

            let eggs = try app.type("eggs")
            #expect(names(eggs)[safe: 4] == "eggs", "\(eggs)")
            let another = try app.press("Return")
            #expect(another.focus == "grocery.item.5.name", "\(another)")

            let removed = try app.press("BackSpace")
            #expect(removed.focus == "grocery.item.4.name", "BackSpace in an empty name removes it and focuses the one before: \(removed)")
            #expect(names(removed).count == names(another).count - 1, "\(removed)")
            #expect(Array(names(removed).prefix(5)) == TestCookbook.recipes[0].ingredients + ["milk", "eggs"], "\(removed)")

            let new = try app.press("n", .control)
            #expect(new.focus == "grocery.item.5.name", "Ctrl+N adds an item and focuses it: \(new)")
            #expect(names(new).count == names(removed).count + 1 && names(new)[safe: 5] == "", "\(new)")
            try #require(try app.press("BackSpace").focus == "grocery.item.4.name")

            let check = try app.press("Tab", .shift)
            #expect(check.focus == "grocery.item.4.check", "\(check)")
            let obtained = try app.press("space")
            #expect(obtained.grocery?[safe: 4]?.obtained == true, "Space flips the check: \(obtained)")
            #expect(obtained.grocery?.filter(\.obtained).count == 1, "\(obtained)")
            let again = try app.press("space")
            #expect(again.grocery?[safe: 4]?.obtained == false, "\(again)")
            try app.press("space")

            let closed = try app.press("Escape")
            #expect(closed.isNull("overlay"), "\(closed)")
            #expect(closed.focus == "grid", "focus goes back where it was: \(closed)")
            #expect(names(closed) == TestCookbook.recipes[0].ingredients + ["milk", "eggs"], "blank items go with the panel: \(closed)")
            #expect(closed.grocery?.last?.obtained == true, "\(closed)")
        }
    }

    @Test func controlLTogglesTheListAndFocusReturnsToTheDetail() throws {
        try withRecipeGrid { app in
            try app.press("Return")
            try #require(try app.press("Tab").focus == "detail.rating")

            let opened = try app.press("l", .control)
            #expect(opened.overlay == "grocery" && opened.focus == "grocery.item.0.name", "an empty list shows one empty item: \(opened)")
            #expect(names(opened) == [""], "\(opened)")

            let closed = try app.press("l", .control)
            #expect(closed.isNull("overlay"), "\(closed)")
            #expect(closed.focus == "detail.rating", "\(closed)")
            #expect(closed.grocery?.isEmpty == true, "\(closed)")
        }
    }

    @Test func copyAndPasteBetweenItemsGoThroughTheClipboard() throws {
        try withRecipeGrid { app in
            let clipboard = TestClipboard(connection: app.connection)
            try #require(try app.press("l", .control).focus == "grocery.item.0.name")
            try app.type("butter")
            try app.press("a", .control)
            let copied = try app.press("c", .control)
            #expect(names(copied).first == "butter", "Ctrl+C leaves the text as it is: \(copied)")
            #expect(try clipboard.read() == "butter", "another client reads the copied text from CLIPBOARD")

            try #require(try app.press("Return").focus == "grocery.item.1.name")
            let pasted = try app.press("v", .control)
            #expect(names(pasted)[safe: 1] == "butter", "\(pasted)")

            let owner = try TestSelectionOwner(displayName: app.server.displayName, text: "2 lemons")
            defer { owner.stop() }
            try #require(try app.press("Return").focus == "grocery.item.2.name")
            let foreign = try app.press("v", .control)
            #expect(names(foreign)[safe: 2] == "2 lemons", "text another client owns is pasted: \(foreign)")
            #expect(foreign.focus == "grocery.item.2.name")
        }
    }

    private func names(_ line: TraceLine) -> [String] { line.grocery?.map(\.name) ?? [] }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
