import ArgumentParser
import FoundationEssentials
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

    /// `WIDTHxHEIGHT` or `WIDTHxHEIGHT±X±Y`, as X programs take it: numbers of 1 to 5 digits,
    /// sides 1 to 16384. Read by hand: a Swift regex literal is compiled at run time, and
    /// this one brought the regex engine into every launch (a third of a megabyte of
    /// resident code).
    init?(argument: String) {
        var rest = Substring(argument)
        func number(signed: Bool) -> Int? {
            var sign = 1
            if signed {
                guard let mark = rest.first, mark == "+" || mark == "-" else { return nil }
                sign = mark == "-" ? -1 : 1
                rest = rest.dropFirst()
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard (1...5).contains(digits.count), let value = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            return sign * value
        }
        guard let width = number(signed: false), rest.first == "x" || rest.first == "X" else { return nil }
        rest = rest.dropFirst()
        guard let height = number(signed: false), (1...16384).contains(width), (1...16384).contains(height) else { return nil }
        var offset: (x: Int, y: Int)?
        if !rest.isEmpty {
            guard let x = number(signed: true), let y = number(signed: true) else { return nil }
            offset = (x, y)
        }
        guard rest.isEmpty else { return nil }
        self.init(width: width, height: height, x: offset?.x, y: offset?.y)
    }
}

extension LayoutDirection: ExpressibleByArgument {
    /// rtl when the language the messages are in is written right to left (`ar`, `he`, `fa`,
    /// `ur`): the first of `LANGUAGE`'s list, as gettext picks the catalog, else the locale's.
    static func fromLocale(_ environment: [String: String]) -> LayoutDirection {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let chosen = MessageCatalog.languages(environment: environment).first ?? locale
        let language = chosen.prefix { $0.isLetter }.lowercased()
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
        ProgramFiles.existing(installed: "../share/recipegrid/cookbook", inCheckout: "assets/cookbook").first
    }
}

/// The program's own files, found from where the running executable is: beside an
/// installed binary (`bin/../share/…`), else in the checkout whose build folder holds it.
enum ProgramFiles {
    /// `installed`, relative to the executable's folder, then `inCheckout` in each of the
    /// folders above it; those that exist, in that order.
    static func existing(installed: String, inCheckout: String) -> [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [folder.appendingPathComponent(installed).standardized.path]
        // .build/debug, .build/x86_64-unknown-linux-gnu/release: the checkout is a few levels up.
        var ancestor = folder
        for _ in 0..<4 {
            ancestor = ancestor.deletingLastPathComponent()
            candidates.append(ancestor.appendingPathComponent(inCheckout).path)
        }
        return candidates.filter { FileManager.default.fileExists(atPath: $0) }
    }
}
