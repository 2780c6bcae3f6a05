import Foundation
import Testing

@testable import RecipeGrid

/// The settings file that remembers the cookbooks opened (README, Where settings live).
struct SettingsFileTests {
    @Test("the cookbooks are read newest first; a line that cannot be read is named and skipped, never fatal")
    func reads() {
        var file = SettingsFile(path: "/cfg/recipegrid.conf")
        let problems = file.read(
            """
            # mine
            [Recent Cookbooks]
            cookbook=/home/ann/Recipes
            what is this
            cookbook=relative/path
            cookbook=/a.json;/b\\;c/folder
            [Other]
            cookbook=/not/ours
            """)
        #expect(file.recent == [["/home/ann/Recipes"], ["/a.json", "/b;c/folder"]])
        #expect(
            problems == [
                "/cfg/recipegrid.conf:4: 'what is this' is not KEY=VALUE; skipped",
                "/cfg/recipegrid.conf:5: a cookbook is one or more absolute paths separated by ';'; skipped",
            ])
    }

    @Test("written again, every line the user wrote stays where it was and the cookbooks take the place of theirs")
    func keepsUserLines() {
        var file = SettingsFile(path: "/cfg/recipegrid.conf")
        _ = file.read("# mine\n[Recent Cookbooks]\ncookbook=/old\nnote=kept\ncookbook=bad\n[Other]\nx=1\n")
        file.remember(["/new;folder"])
        #expect(file.text == "# mine\n[Recent Cookbooks]\ncookbook=/new\\;folder\ncookbook=/old\nnote=kept\ncookbook=bad\n[Other]\nx=1\n")
        var again = SettingsFile(path: "/cfg/recipegrid.conf")
        _ = again.read(file.text)
        #expect(again.recent == [["/new;folder"], ["/old"]])
    }

    @Test("a new file gets a comment and the group; the same cookbook again moves to the top; ten are kept")
    func remembers() {
        var file = SettingsFile(path: "/cfg/recipegrid.conf")
        for index in 1...12 { file.remember(["/c\(index)"]) }
        file.remember(["/c5"])
        #expect(file.recent.map(\.[0]) == ["/c5", "/c12", "/c11", "/c10", "/c9", "/c8", "/c7", "/c6", "/c4", "/c3"])
        #expect(file.text.hasPrefix("# RecipeGrid's settings"))
        #expect(file.text.contains("\n[Recent Cookbooks]\ncookbook=/c5\ncookbook=/c12\n"))
    }

    @Test("saved to the config folder and read back; a folder that cannot be made is one message")
    func savesAndLoads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var file = SettingsFile(folders: XDGFolders(environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path + "/config"]))
        #expect(file.load().isEmpty)
        file.remember(["/home/ann/Recipes"])
        #expect(file.save() == nil)
        var read = SettingsFile(path: folder.path + "/config/recipegrid/recipegrid.conf")
        #expect(read.load().isEmpty && read.recent == [["/home/ann/Recipes"]])
        try folder.write("blocked", "a file where the folder should be")
        let blocked = SettingsFile(path: folder.path + "/blocked/recipegrid/recipegrid.conf")
        #expect(blocked.save()?.hasPrefix("cannot remember the cookbook in \(folder.path)/blocked") == true)
    }

    @Test("a first run offers ~/Recipes, Documents/Recipes and Nextcloud's Recipes when they hold recipes, each once")
    func findsCookbooks() throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try home.write("Recipes/Soups/leek.json", #"{"name": "Leek Soup"}"#)
        try home.write("Recipes/pie.cook", "@apples")
        try home.write("Documents/Recipes/deep/er/still/x.json", "{}")
        try home.write("Cloud/Recipes/Pesto/recipe.json", "{}")
        try home.write(
            ".config/Nextcloud/nextcloud.cfg", "[Accounts]\n0\\Folders\\1\\localPath=\(home.path)/Cloud/\n0\\Folders\\2\\localPath=\(home.path)/\n")
        let folders = XDGFolders(environment: ["HOME": home.path])
        let offers = CookbookFinder.offers(folders: folders)
        #expect(offers.map(\.title) == ["~/Recipes", "~/Cloud/Recipes"], "Documents/Recipes holds a file three folders deep only")
        #expect(offers.map(\.detail) == ["In your home folder · 2 recipe files", "Synced by Nextcloud · 1 recipe file"])
        #expect(offers.first?.choice == .cookbook([home.path + "/Recipes"]))
    }
}
