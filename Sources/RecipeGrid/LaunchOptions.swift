import ArgumentParser
import Foundation
import RecipeGridCore

/// A failure that ends the program with one line on stderr and an exit status.
enum LaunchError: Error {
    /// Bad command line: exit status 2.
    case usage(String)
    /// Something at run time (display, files): exit status 1.
    case runtime(String)
}

/// `WxH[+X+Y]` as X11 programs take it.
struct WindowGeometry: Sendable, Equatable, ExpressibleByArgument {
    var width: Int
    var height: Int
    var x: Int?
    var y: Int?

    init(width: Int, height: Int, x: Int? = nil, y: Int? = nil) {
        self.width = width
        self.height = height
        self.x = x
        self.y = y
    }

    init?(argument: String) {
        let pattern = /^(\d{1,5})[xX](\d{1,5})(?:([+-]\d{1,5})([+-]\d{1,5}))?$/
        guard let match = argument.wholeMatch(of: pattern), let width = Int(match.1), let height = Int(match.2),
            (1...16384).contains(width), (1...16384).contains(height)
        else { return nil }
        self.init(width: width, height: height, x: match.3.flatMap { Int($0) }, y: match.4.flatMap { Int($0) })
    }
}

extension LayoutDirection: ExpressibleByArgument {
    /// rtl for locales whose language is written right to left (`ar`, `he`, `fa`, `ur`).
    static func fromLocale(_ environment: [String: String]) -> LayoutDirection {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let language = locale.prefix { $0.isLetter }.lowercased()
        return ["ar", "he", "fa", "ur", "iw"].contains(language) ? .rtl : .ltr
    }
}

enum ThemeName: String, ExpressibleByArgument, Sendable {
    case light, dark
}

/// The settings a launch resolved from the command line and the environment.
struct LaunchOptions: Sendable {
    var cookbookPaths: [String]
    var dataDirectory: String
    /// Where the cookbook index is kept: `$XDG_CACHE_HOME/recipegrid`.
    var cacheDirectory: String
    var layoutDirection: LayoutDirection
    var geometry: WindowGeometry?
    var scale: Double?
    /// nil: follow the desktop.
    var theme: ThemeName?
    var tracePath: String?
    var screenshotPath: String?
    /// `--export`: write recipes or the grocery list there and exit.
    var exportPath: String?
    /// Pressed, in order, before the screenshot is taken.
    var screenshotKeys: [KeyEvent] = []
    /// `--write-icon`: write the app icon at this size to this PNG and exit.
    var iconRequest: (size: Int, path: String)?
}

/// The sample cookbook that opens when none is named: installed under the executable's
/// `../share/recipegrid/`, or, in a build tree, in the `assets/` folder of the checkout
/// that holds the executable's build folder. Found from where the running executable
/// is, never from where it was compiled.
enum BundledCookbook {
    static func path() -> String? {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [folder.appendingPathComponent("../share/recipegrid/cookbook").standardized.path]
        // .build/debug, .build/x86_64-unknown-linux-gnu/release: the checkout is a few levels up.
        var ancestor = folder
        for _ in 0..<4 {
            ancestor = ancestor.deletingLastPathComponent()
            candidates.append(ancestor.appendingPathComponent("assets/cookbook").path)
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
