import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// File ▸ Open Cookbook…'s dialog: Tab completes as a shell does, the list shows the
/// matches or the recent cookbooks, and a path that does not open is named in it.
struct OpenDialogTests {
    private func dialog() -> Harness {
        var h = Harness()
        h.host.folders["~/"] = [
            FolderListing.Entry(name: ".config", isFolder: true), FolderListing.Entry(name: "Recipes", isFolder: true),
            FolderListing.Entry(name: "Recipes-old", isFolder: true), FolderListing.Entry(name: "recipes.json", isFolder: false),
        ]
        h.host.folders["~/Recipes/"] = [FolderListing.Entry(name: "pies.cook", isFolder: false)]
        h.press("o", [.control])
        return h
    }

    private func field(_ h: Harness) -> String? { h.state.modal.openDialog?.field.text }

    @Test("Tab adds the common prefix, then shows the matches, then moves to them; Return takes one and lists its folder")
    func tabCompletesLikeAShell() {
        var h = dialog()
        h.type("~/R", interval: 0)
        h.press("Tab")
        #expect(field(h) == "~/Recipes")
        h.press("Tab")
        #expect(h.state.openDialogRows.map(\.title) == ["Recipes/", "Recipes-old/"] && h.state.focus == .cookbookPath)
        h.press("Tab")
        #expect(h.state.focus == .openList, "nothing left to complete: Tab moves on")
        h.press("Down")
        h.press("Return")
        #expect(field(h) == "~/Recipes/" && h.state.focus == .cookbookPath && h.effects.isEmpty)
        h.press("Tab")
        #expect(field(h) == "~/Recipes/pies.cook", "the one match, whole, from the folder listed after the choice")
        #expect(h.press("Return") == [.openCookbook(["~/Recipes/pies.cook"])])
    }

    @Test("names starting with a dot show only once a dot is typed; a folder match ends in a slash")
    func dotFilesHidden() {
        var h = dialog()
        h.type("~/", interval: 0)
        h.press("Tab")
        h.press("Tab")
        #expect(!h.state.openDialogRows.map(\.title).contains(".config/"))
        h.type(".", interval: 0)
        h.press("Tab")
        #expect(field(h) == "~/.config/")
    }

    @Test("with the field empty the recent cookbooks are listed; the arrows choose one and Return opens it")
    func recentWhenEmpty() {
        var h = dialog()
        h.send(.recentCookbooksRead([RecentCookbook(paths: ["/a"], title: "~/a"), RecentCookbook(paths: ["/b", "/c"], title: "~/b, ~/c")]))
        #expect(h.state.openDialogRows.map(\.title) == ["~/a", "~/b, ~/c"])
        h.press("Down")
        h.press("Down")
        #expect(h.press("Return") == [.openCookbook(["/b", "/c"])])
        h.type("x", interval: 0)
        #expect(h.state.openDialogRows.isEmpty, "typing hides them")
    }

    @Test("a path that does not open is named in the dialog, which stays; the next edit clears it; no toast")
    func errorsInTheDialog() {
        var h = dialog()
        h.type("/nope", interval: 0)
        h.press("Return")
        h.send(.cookbookFailed("Cannot read cookbook '/nope': No such file or directory"))
        #expect(h.state.modal.openDialog?.error == "Cannot read cookbook '/nope': No such file or directory")
        #expect(h.state.toast == nil && h.state.focus == .cookbookPath)
        let tree = AccessibleView.tree(h.state, measurer: h.measurer)
        #expect(tree.nodes[.prompt]?.description.contains("No such file") == true)
        h.press("BackSpace")
        #expect(h.state.modal.openDialog?.error == nil && field(h) == "/nop")
        h.press("Escape")
        #expect(h.state.modal.openDialog == nil && h.state.focus == .grid)
    }
}
