import Foundation
import Testing

/// PRIMARY as on every X desktop (README, Keys): text selected in a field is offered as
/// PRIMARY, and a middle click on a field pastes what another application has selected.
@Suite("PRIMARY selection")
struct PrimaryEndToEndTests {
    /// The middle of the search field at 1000×700, scale 1: the header's trailing end.
    private static let searchField = (x: 820, y: 58)

    @Test("a middle click on the search field pastes the text another application has selected")
    func middleClickPastes() throws {
        try withRecipeGrid { app in
            let owner = try TestSelectionOwner(displayName: app.server.displayName, selection: "PRIMARY", text: "soup")
            defer { owner.stop() }
            try #require(try app.press("f", .control).focus == "search")
            let pasted = try app.click(x: Self.searchField.x, y: Self.searchField.y, button: 2)
            #expect(pasted.query == "soup" && pasted.focus == "search", "\(pasted)")
        }
    }

    @Test("text selected in the search field is PRIMARY for other applications")
    func selectedTextIsPrimary() throws {
        try withRecipeGrid { app in
            try app.press("f", .control)
            try app.type("tomato")
            try app.press("Left", .shift)
            try app.press("Left", .shift)
            let reader = TestClipboard(connection: app.connection, selection: "PRIMARY")
            #expect(try reader.read() == "to")
        }
    }
}
