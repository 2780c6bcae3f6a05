import CoreTestSupport

@testable import RecipeGridCore

/// Every screen and overlay of the program, each reached as a user reaches it: by keys
/// through the core, with the answers the shell would give. The fit test draws each one.
struct FitScreen: Sendable {
    var name: String
    var cookbook: Cookbook = .sample
    /// The tile selected at start.
    var selected: Int?
    var steps: @Sendable (inout Harness) -> Void = { _ in }

    enum Cookbook {
        case sample, empty, bread

        var store: CookbookStore {
            switch self {
            case .sample: FitScreen.sample()
            case .empty: TestCookbook.store([])
            case .bread: FitScreen.bread()
            }
        }
    }

    /// The shared sample, with tags on a few recipes so the sidebar can list them.
    static func sample() -> CookbookStore {
        let tags = ["Pie Crust": ["make ahead", "freezer friendly"], "Apple Pie": ["autumn"], "Pancakes": ["quick", "weekend brunch"]]
        return TestCookbook.store(
            TestCookbook.sample().recipes.map { recipe in
                var recipe = recipe
                recipe.keywords = tags[recipe.name] ?? []
                return recipe
            })
    }

    /// A recipe whose step has a time to start a timer with.
    static func bread() -> CookbookStore {
        TestCookbook.store([
            TestCookbook.recipe(
                "Bread", ingredients: ["2 cups flour", "1 tsp salt", "2 eggs"], steps: ["Bake 2 cups of it at 350°F for 30 minutes."])
        ])
    }

    static let pieCrust = 9
    static let pancakes = 8

    static var all: [FitScreen] {
        gridScreens + detailScreens + menuScreens + dialogScreens + editorScreens + groceryScreens + toastScreens + [welcome, loading]
    }

    static let gridScreens: [FitScreen] = [
        FitScreen(name: "grid"),
        FitScreen(name: "grid, a tile selected and marked") { h in h.press(["Right", "space", "Right"]) },
        FitScreen(name: "grid, sidebar focused") { h in h.press(["Right", "Left", "Left"]) },
        FitScreen(name: "grid with tags") { h in choose(&h, menu: "view", [.command(.showTags)]) },
        FitScreen(name: "grid, no recipes", cookbook: .empty),
        FitScreen(name: "search, empty field") { h in h.press("slash", text: "/") },
        FitScreen(name: "search, a query") { h in
            h.press("slash", text: "/")
            h.type("pie", interval: 0.01)
        },
        FitScreen(name: "search, nothing found") { h in
            h.press("slash", text: "/")
            h.type("zqxw", interval: 0.01)
        },
    ]

    static let detailScreens: [FitScreen] = [
        FitScreen(name: "detail", selected: pieCrust) { h in h.press("Return") },
        FitScreen(name: "detail, scrolled to the notes", selected: pieCrust) { h in
            h.press("Return")
            h.press("End")
        },
        FitScreen(name: "detail, notes saved", selected: pancakes) { h in
            h.press("Return")
            for _ in 0..<12 where h.state.focus != .detailNotes { h.press("Tab") }
            h.type("Less sugar", interval: 0.01)
            h.tick(after: 2)
        },
        FitScreen(name: "cooking", selected: pieCrust) { h in
            h.press("Return")
            h.press("k", [.control])
        },
        FitScreen(name: "cooking, a timer running", cookbook: .bread, selected: 0) { h in
            h.press("Return")
            h.press("k", [.control])
            h.press("t")
        },
        FitScreen(name: "help on the grid") { h in h.press("F1") },
        FitScreen(name: "help on the grid, scrolled") { h in
            h.press("F1")
            h.press(["Down", "Down", "Down"])
        },
        FitScreen(name: "help in the detail", selected: pieCrust) { h in
            h.press("Return")
            h.press("F1")
        },
    ]

    /// Each menu open, and each of its submenus, reached by the letters of the language in use.
    static var menuScreens: [FitScreen] {
        MenuBar.menus.indices.flatMap { index -> [FitScreen] in
            let menu = MenuBar.menus[index]
            let open = FitScreen(name: "menu \(menu.id)", selected: pancakes) { h in
                recentCookbooks(&h)
                choose(&h, menu: menu.id, [])
            }
            let submenus = menu.items.indices.filter { !menu.items[$0].submenu.isEmpty }.map { item in
                FitScreen(name: "menu \(menu.id), submenu \(item)", selected: pancakes) { h in
                    recentCookbooks(&h)
                    choose(&h, menu: menu.id, [.submenu(item)])
                }
            }
            return [open] + submenus
        }
    }

    /// Two cookbooks opened before, for File ▸ Open Recent and the Open dialog's list.
    static func recentCookbooks(_ h: inout Harness) {
        h.send(
            .recentCookbooksRead([
                RecentCookbook(paths: ["/home/ann/Recipes"], title: "~/Recipes"),
                RecentCookbook(paths: ["/home/ann/Nextcloud/Shared with the family/Cookbook"], title: "~/Nextcloud/Shared with the family/Cookbook"),
            ]))
    }

    enum Choice {
        case submenu(Int)
        case command(Command)
    }

    /// Opens menu `id` with Alt and its letter, then presses the letters of `choices` in turn.
    static func choose(_ h: inout Harness, menu id: String, _ choices: [Choice]) {
        guard let index = MenuBar.index(ofMenu: id), let letter = MenuBar.menus[index].mnemonic else { return }
        h.press(String(letter), [.alt])
        var items = h.state.menus[index].items
        for choice in choices {
            let item: MenuItem?
            switch choice {
            case .submenu(let position): item = items[position]
            case .command(let command): item = items.first { $0.command == command }
            }
            guard let item, let letter = item.mnemonic else { return }
            h.press(String(letter))
            items = item.submenu
        }
    }
}
