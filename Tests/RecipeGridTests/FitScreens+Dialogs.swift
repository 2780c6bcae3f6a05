import CoreTestSupport

@testable import RecipeGridCore

/// The dialogs, the editor, the grocery list, toasts, the welcome screen and loading.
extension FitScreen {
    static let dialogScreens: [FitScreen] = [
        FitScreen(name: "open dialog, recent cookbooks") { h in
            recentCookbooks(&h)
            h.press("o", [.control])
        },
        FitScreen(name: "open dialog, completions") { h in
            h.host.folders["~/"] = ["Recipes", "Recipes from Grandmother", "recipes.json"].map {
                FolderListing.Entry(name: $0, isFolder: !$0.hasSuffix(".json"))
            }
            h.press("o", [.control])
            h.type("~/R", interval: 0)
            h.press(["Tab", "Tab"])
        },
        FitScreen(name: "open dialog, a path that does not open") { h in
            h.press("o", [.control])
            h.type("~/nowhere", interval: 0)
            h.press("Return")
            h.send(.cookbookFailed("Cannot open ~/nowhere: there is no such file or folder"))
        },
        FitScreen(name: "print dialog, looking for printers", selected: pancakes) { h in h.press("p", [.control]) },
        FitScreen(name: "print dialog, printers", selected: pancakes) { h in
            h.press("p", [.control])
            h.send(.printersFound(PrinterList(names: ["Office_LaserJet_4000_upstairs", "Kitchen"])))
        },
        FitScreen(name: "print dialog, no printers, PDF", selected: pancakes) { h in
            h.press("p", [.control])
            h.send(.printersFound(PrinterList(names: [], problem: "the CUPS print service is not running")))
        },
    ]

    static let editorScreens: [FitScreen] = [
        FitScreen(name: "editor, a new recipe") { h in h.press("n", text: "", [.control, .shift]) },
        FitScreen(name: "editor, a recipe", selected: pieCrust) { h in h.press("F2") },
        FitScreen(name: "editor, a name is needed") { h in
            h.press("n", text: "", [.control, .shift])
            h.press("s", text: "", .control)
        },
        FitScreen(name: "editor, unsaved changes") { h in
            h.press("n", text: "", [.control, .shift])
            h.type("Soup", interval: 0.01)
            h.press("Escape")
        },
        FitScreen(name: "editor, changed on disk", selected: pancakes) { h in
            h.host.writeAnswer = { _ in .changedOnDisk }
            h.press("F2")
            h.type("!", interval: 0.01)
            h.press("s", text: "", .control)
        },
        FitScreen(name: "editor, choosing a folder") { h in
            h.host.writeAnswer = { _ in .needsFolder }
            h.press("n", text: "", [.control, .shift])
            h.type("Soup", interval: 0.01)
            h.press("s", text: "", .control)
        },
    ]

    static let groceryScreens: [FitScreen] = [
        FitScreen(name: "grocery list, empty") { h in h.press("l", [.control]) },
        FitScreen(name: "grocery list by recipe", selected: pieCrust) { h in
            h.press("g", [.control])
            h.press("l", [.control])
        },
        FitScreen(name: "grocery list by aisle", selected: pieCrust) { h in
            h.press("g", [.control])
            h.press("l", [.control])
            choose(&h, menu: "view", [.submenu(groupingSubmenu), .command(.groceryByAisle)])
        },
    ]

    /// View ▸ Group Grocery List's place in the View menu.
    private static var groupingSubmenu: Int {
        let view = MenuBar.menus[MenuBar.index(ofMenu: "view") ?? 0]
        return view.items.firstIndex { $0.submenu.contains { $0.command == .groceryByAisle } } ?? 0
    }

    static let toastScreens: [FitScreen] = [
        FitScreen(name: "toast, added to the grocery list", selected: pieCrust) { h in h.press("g", [.control]) },
        FitScreen(name: "toast, moved to the Trash", selected: pancakes) { h in h.press("Delete") },
        FitScreen(name: "toast, no recipe starts so", selected: 0) { h in h.type("zq", interval: 0.01) },
        FitScreen(name: "toast, units", selected: pieCrust) { h in
            h.press("Return")
            h.press("u", [.control])
        },
        FitScreen(name: "toast, made today", selected: pieCrust) { h in h.press("m", [.control]) },
        FitScreen(name: "toast, a cookbook that does not open") { h in h.send(.cookbookFailed("No recipes found in ~/Downloads")) },
    ]

    static let welcome = FitScreen(name: "welcome", cookbook: .empty) { h in
        let found = WelcomeScreen.Offer(.cookbook(["/home/ann/Recipes"]), title: "~/Recipes", detail: "In your home folder · 3 recipe files")
        h.model.state.showWelcome(WelcomeScreen(found: [found], sample: "/usr/share/recipegrid/cookbook", missing: "~/Nextcloud/Recipes"))
    }

    static let loading = FitScreen(name: "loading") { h in
        h.send(.loadingProgressed(LoadingProgress(recipesRead: 45_000, bytesRead: 45, totalBytes: 100)))
    }
}
