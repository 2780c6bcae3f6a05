import Foundation
import Testing

/// The cookbook a user opens is remembered: launched with no arguments, as the desktop
/// entry does, the app opens it again; a first run offers the cookbook it finds; a
/// remembered one that has gone shows the welcome screen, never an exit (README, First run,
/// Where settings live).
@Suite("Remembered cookbook")
struct RememberedCookbookEndToEndTests {
    /// A user's home for several runs: one config folder, data dir and cookbook path.
    final class Home {
        let root: URL
        var data: URL { root.appendingPathComponent("data") }
        var cookbook: URL { root.appendingPathComponent("cookbook") }
        var config: URL { root.appendingPathComponent("config") }
        var settings: URL { config.appendingPathComponent("recipegrid/recipegrid.conf") }
        var home: URL { root.appendingPathComponent("home") }

        init() throws {
            root = try makeTemporaryDirectory()
            for folder in [data, home] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false) }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func run(opensCookbook: Bool, _ body: (AppSession) throws -> Void) throws {
            try withRecipeGrid(
                dataDirectory: data, cookbookDirectory: cookbook, environment: ["XDG_CONFIG_HOME": config.path, "HOME": home.path],
                opensCookbook: opensCookbook, body)
        }

        var settingsText: String { (try? String(contentsOf: settings, encoding: .utf8)) ?? "" }
    }

    @Test("launched with no arguments, the app opens the cookbook opened last, with its selection and ratings")
    func rememberedAcrossARestart() throws {
        let home = try Home()
        var chosen: String?
        try home.run(opensCookbook: true) { app in
            let moved = try app.press("Right")
            chosen = moved.selection
            try #require(try app.press("Return").recipe == chosen)
            try #require(try app.press("Tab").focus == "detail.rating")
            try #require(try app.press("3").rating == "delicious")
            try app.press("Escape")
            try app.press("q", .control)
            #expect(try app.waitForExit().exitStatus == 0)
        }
        #expect(home.settingsText.contains("[Recent Cookbooks]\ncookbook=\(home.cookbook.path)\n"), "\(home.settingsText)")
        try FileManager.default.removeItem(at: home.cookbook.appendingPathComponent("recipes.json"))
        try home.run(opensCookbook: false) { app in
            let start = app.start
            #expect(start.focus == "grid" && start.selection == chosen && start.rating == "delicious", "\(start)")
        }
    }

    @Test("a first run offers ~/Recipes first: Return opens it, and the next launch opens it again")
    func firstRunOpensTheFoundFolder() throws {
        let home = try Home()
        let recipes = home.home.appendingPathComponent("Recipes/Soups")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        try TestCookbook.write(to: recipes.appendingPathComponent("recipes.json"))
        try home.run(opensCookbook: false) { app in
            #expect(app.start.focus == "welcome" && app.start.selection == nil, "\(app.start)")
            let opened = try app.press("Return")
            #expect(opened.focus == "grid" && opened.selection.map(TestCookbook.names.contains) == true, "\(opened)")
            #expect(opened.toast == "Opened \(TestCookbook.names.count) recipes", "\(opened)")
        }
        #expect(home.settingsText.contains("cookbook=\(home.home.path)/Recipes\n"), "\(home.settingsText)")
        try home.run(opensCookbook: false) { app in
            #expect(app.start.focus == "grid" && app.start.selection != nil, "\(app.start)")
        }
    }

    @Test("a remembered folder that has gone shows the welcome screen, and the sample cookbook is one key away")
    func goneFolderShowsTheWelcomeScreen() throws {
        let home = try Home()
        try FileManager.default.createDirectory(at: home.settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# mine\n[Recent Cookbooks]\ncookbook=/media/usb/Recipes\nnonsense\n".write(to: home.settings, atomically: true, encoding: .utf8)
        try home.run(opensCookbook: false) { app in
            #expect(app.start.focus == "welcome", "\(app.start)")
            let sample = try app.press("End")
            #expect(sample.focus == "welcome")
            let opened = try app.press("Return")
            #expect(opened.focus == "grid" && opened.selection != nil && opened.toast?.hasPrefix("Opened") == true, "\(opened)")
            try app.press("q", .control)
            let outcome = try app.waitForExit()
            #expect(outcome.exitStatus == 0)
            #expect(outcome.stderr.contains("recipegrid.conf:4: 'nonsense' is not KEY=VALUE; skipped"), "\(outcome.stderr)")
        }
        #expect(home.settingsText.hasPrefix("# mine\n[Recent Cookbooks]\ncookbook="), "\(home.settingsText)")
        #expect(home.settingsText.contains("cookbook=/media/usb/Recipes\nnonsense\n"), "the user's lines are kept: \(home.settingsText)")
    }
}
