import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// The welcome screen of a launch with no cookbook, and File ▸ Open Recent.
struct WelcomeTests {
    private func welcomed(found: [String] = ["/home/ann/Recipes"], missing: String? = nil) -> Harness {
        let offers = found.map { WelcomeScreen.Offer(.cookbook([$0]), title: $0, detail: "In your home folder · 3 recipe files") }
        return Harness(store: TestCookbook.store([])) {
            $0.showWelcome(WelcomeScreen(found: offers, sample: "/usr/share/recipegrid/cookbook", missing: missing))
        }
    }

    @Test("the found folder, Open a Folder… and the sample, in this order, the first focused: Return opens it")
    func returnOpensTheFirstOffer() {
        var h = welcomed()
        #expect(h.state.focus == .welcome && h.state.focus.traceName == "welcome")
        #expect(h.state.welcome?.offers.map(\.title) == ["/home/ann/Recipes", "Open a Folder…", "Browse the Sample Cookbook"])
        #expect(h.press("Return") == [.openCookbook(["/home/ann/Recipes"])])
        h.send(.cookbookOpened(TestCookbook.sample()))
        #expect(h.state.welcome == nil && h.state.focus == .grid && h.selectedName == "Apple Pie")
    }

    @Test("Down, Tab and End move through the offers; Open a Folder… opens the Open dialog, Escape comes back")
    func keysMoveThroughTheOffers() {
        var h = welcomed()
        h.press("Down")
        #expect(h.state.welcome?.highlighted == 1)
        h.press("Return")
        #expect(h.state.focus == .cookbookPath && h.effects.isEmpty)
        h.press("Escape")
        #expect(h.state.focus == .welcome)
        h.press("Tab")
        #expect(h.state.welcome?.highlighted == 2)
        h.press("Tab")
        #expect(h.state.welcome?.highlighted == 0, "Tab wraps")
        h.press("End")
        #expect(h.press("space") == [.openCookbook(["/usr/share/recipegrid/cookbook"])])
        h.send(.cookbookFailed("No recipes found"))
        #expect(h.state.welcome != nil && h.state.toast?.text == "No recipes found", "a failed open leaves the choices there")
    }

    @Test("a remembered cookbook that has gone is named; the screen reader reads the offers as buttons")
    func missingAndAccessible() {
        let h = welcomed(found: [], missing: "~/Nextcloud/Recipes")
        #expect(h.state.welcome?.message.contains("~/Nextcloud/Recipes, is not there") == true)
        let tree = AccessibleView.tree(h.state, measurer: h.measurer)
        #expect(tree.focus == .welcomeOffer(0))
        #expect(tree.nodes[.welcome]?.description.contains("~/Nextcloud/Recipes") == true)
        #expect(tree.nodes[.welcomeOffer(0)]?.role == .pushButton && tree.nodes[.welcomeOffer(0)]?.name == "Open a Folder…")
    }

    @Test("File ▸ Open Recent lists the recent cookbooks, numbered; one opens it; with none it is greyed")
    func openRecent() {
        var h = Harness()
        h.press("f", [.alt])
        h.press("r")
        #expect(h.state.modal.menu?.subitem == nil, "no recent cookbook: Open Recent is disabled")
        h.press("Escape")
        let recent = [RecentCookbook(paths: ["/a"], title: "~/a"), RecentCookbook(paths: ["/b", "/c"], title: "~/b, ~/c")]
        h.send(.recentCookbooksRead(recent))
        h.press("f", [.alt])
        h.press("r")
        #expect(h.state.openMenuItems.map(\.title) == ["1  ~/a", "2  ~/b, ~/c"])
        #expect(h.press("2") == [.openCookbook(["/b", "/c"])])
        #expect(h.state.modal.menu == nil)
    }
}
