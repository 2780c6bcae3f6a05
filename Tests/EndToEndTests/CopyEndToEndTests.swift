import Foundation
import Testing

/// Ctrl+C puts recipes or the grocery list on the CLIPBOARD, read back by a second X
/// client as another application would.
@Suite("Copy end to end")
struct CopyEndToEndTests {
    @Test func ctrlCCopiesTheSelectedThenTheMarkedRecipesThenTheGroceryList() throws {
        try withRecipeGrid { app in
            let clipboard = TestClipboard(connection: app.connection)
            try #require(try app.press("Right").selection == "Apple Pie")
            let copied = try app.press("c", .control)
            #expect(copied.toast == "Copied Apple Pie", "\(copied)")
            #expect(try clipboard.read() == "Apple Pie\n- 2 cups flour\n- 1 tsp salt\n- 1 apple pie secret\n")

            try app.press("space")
            try app.press("Right")
            try #require(try app.press("space").marked == ["Apple Pie", "Banana Bread"])
            #expect(try app.press("c", .control).toast == "Copied 2 recipes")
            let both = try clipboard.read()
            #expect(both?.hasPrefix("Apple Pie\n- 2 cups flour\n") == true, "\(both ?? "nil")")
            #expect(both?.contains("\n\nBanana Bread\n- 2 cups flour\n- 1 tsp salt\n- 1 banana bread secret\n") == true, "\(both ?? "nil")")

            try app.press("g", .control)
            try #require(try app.press("l", .control).overlay == "grocery")
            let list = try app.press("c", .control)
            #expect(list.toast == "Copied the grocery list", "\(list)")
            let names = (list.grocery ?? []).map(\.name).filter { !$0.isEmpty }
            #expect(try clipboard.read() == names.joined(separator: "\n") + "\n", "the list as shown: \(names)")
            #expect(names.count >= 3)
        }
    }
}
