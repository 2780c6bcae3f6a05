import Foundation
import Testing

/// View ▸ Show Tags by real key presses: the recipes' keywords follow the categories in
/// the sidebar, and choosing one filters the grid.
@Suite("Tags end to end")
struct TagsEndToEndTests {
    @Test func showTagsThenFilteringByATag() throws {
        try withRecipeGrid { app in
            try app.press("Tab", .shift)
            #expect(try app.press("End").category == "Snacks", "without tags the sidebar ends with the categories")

            try #require(try app.press("v", .alt).focus == "menu.view")
            #expect(try app.press("t").focus == "sidebar", "the menu gives focus back")
            let last = try app.press("End")
            #expect(last.category == "taco", "\(last)")
            let soup = try app.type("so")
            #expect(soup.category == "soup", "\(soup)")
            try app.press("Right")
            let tiles = try app.press("End", .control)
            #expect(tiles.selection == "Tomato Soup" && tiles.selectionIndex == 2, "Chicken Soup, Ramen, Tomato Soup: \(tiles)")
        }
    }
}
