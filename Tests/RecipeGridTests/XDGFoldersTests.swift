import Foundation
import TestSupport
import Testing

@testable import RecipeGrid

/// The user's folders: `$HOME` wins over the password database, and the documents folder a
/// desktop names in `user-dirs.dirs` (a German one's `~/Dokumente`) is where files go.
struct XDGFoldersTests {
    @Test func homeIsHOMEWheneverItIsAbsolute() {
        #expect(XDGFolders(environment: ["HOME": "/srv/cook"]).home == "/srv/cook")
        #expect(XDGFolders(environment: ["HOME": "/srv/cook"]).configHome == "/srv/cook/.config")
        #expect(XDGFolders(environment: ["HOME": "/srv/cook", "XDG_CONFIG_HOME": "relative"]).configHome == "/srv/cook/.config")
        #expect(XDGFolders(environment: ["HOME": "/srv/cook"]).expandingTilde("~/Recipes") == "/srv/cook/Recipes")
        #expect(XDGFolders(environment: ["HOME": "/srv/cook"]).expandingTilde("~other/Recipes") == "~other/Recipes")
    }

    @Test func documentsComeFromTheEnvironmentThenUserDirsThenDocuments() throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.path + "/.config", withIntermediateDirectories: true)
        let environment = ["HOME": home.path]
        #expect(XDGFolders(environment: environment).documents == home.path + "/Documents")
        let dirs = "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Schreibtisch\"\nXDG_DOCUMENTS_DIR=\"$HOME/Dokumente\"\n"
        try Data(dirs.utf8).write(to: URL(fileURLWithPath: home.path + "/.config/user-dirs.dirs"))
        #expect(XDGFolders(environment: environment).documents == home.path + "/Dokumente")
        #expect(XDGFolders(environment: environment.merging(["XDG_DOCUMENTS_DIR": "/data/docs"]) { $1 }).documents == "/data/docs")
    }

    @Test func savedPDFsAndExportsLandInTheUserDirsDocumentsFolder() throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.path + "/.config", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.path + "/Dokumente", withIntermediateDirectories: true)
        try Data("XDG_DOCUMENTS_DIR=\"$HOME/Dokumente\"\n".utf8).write(to: URL(fileURLWithPath: home.path + "/.config/user-dirs.dirs"))
        let toast = ExportFolder.write("x", named: "Pie.jsonld", environment: ["HOME": home.path])
        #expect(toast == "Exported to ~/Dokumente/Pie.jsonld")
        #expect(FileManager.default.fileExists(atPath: home.path + "/Dokumente/Pie.jsonld"))
    }
}
