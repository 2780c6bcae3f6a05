import ArgumentParser
import Foundation
import RecipeGridCore

/// The command line (README, Using it), parsed by Swift Argument Parser.
struct RecipeGridCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipegrid",
        abstract: "A keyboard-first recipe browser for X11.",
        discussion: "Example: recipegrid ~/Recipes --geometry 1280x800 --trace -",
        version: RecipeGridVersion.current)

    @Argument(
        help: ArgumentHelp(
            "Cookbook files or folders (schema.org Recipe JSON/JSON-LD, saved web pages, Cooklang, Paprika exports). Default: the cookbook opened last, else a welcome screen.",
            valueName: "cookbook"))
    var cookbooks: [String] = []

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Where ratings, the grocery list and the last selection live. Example: --data-dir ~/.local/share/recipegrid", valueName: "dir"))
    var dataDir: String?

    @Option(
        name: .customLong("layout-direction"),
        help: ArgumentHelp("ltr or rtl; default from the locale. Example: --layout-direction rtl", valueName: "ltr|rtl"))
    var layoutDirection: LayoutDirection?

    @Option(help: ArgumentHelp("Window size and position. Example: --geometry 1280x800+0+0", valueName: "WxH[+X+Y]"))
    var geometry: WindowGeometry?

    @Option(
        help: ArgumentHelp(
            "HiDPI scale; default XSETTINGS Xft/DPI or the Xft.dpi resource / 96, followed while running. Example: --scale 2", valueName: "S"))
    var scale: Double?

    @Option(
        help: ArgumentHelp("light or dark; default: what the desktop's XSETTINGS say, else light. Example: --theme dark", valueName: "light|dark"))
    var theme: ThemeName?

    @Option(help: ArgumentHelp("Append one JSON line per handled event to FILE ('-' for stdout). Example: --trace -", valueName: "file"))
    var trace: String?

    @Option(help: ArgumentHelp("Render the start screen to a PNG and exit. Example: --screenshot grid.png", valueName: "file.png"))
    var screenshot: String?

    @Option(
        help: ArgumentHelp(
            "Write the cookbook as schema.org JSON-LD (FILE.json or FILE.jsonld, '-' for stdout) or the grocery list as Markdown (FILE.md), then exit; no display needed. Example: --export ~/recipes.jsonld",
            valueName: "file"))
    var export: String?

    @Option(
        name: .customLong("screenshot-keys"),
        help: ArgumentHelp(
            "Keys to press before --screenshot takes its picture, as keysym names. Example: --screenshot-keys 'Right Return Tab'",
            valueName: "keys"))
    var screenshotKeys: String?

    /// For `make install`: the icon at one size for the hicolor theme. Not in --help.
    @Option(name: .customLong("write-icon"), help: .hidden)
    var writeIcon: String?

    /// `--write-icon SIZE:PATH`, read.
    var iconRequest: (size: Int, path: String)? {
        guard let writeIcon, let colon = writeIcon.firstIndex(of: ":"), let size = Int(writeIcon[..<colon]) else { return nil }
        return (size, String(writeIcon[writeIcon.index(after: colon)...]))
    }

    func validate() throws {
        if writeIcon != nil, !(iconRequest.map { (8...1024).contains($0.size) && !$0.path.isEmpty } ?? false) {
            throw ValidationError("--write-icon takes SIZE:FILE.png with a size from 8 to 1024, like 48:recipegrid.png")
        }
        if let screenshotKeys {
            if screenshot == nil { throw ValidationError("--screenshot-keys goes with --screenshot FILE.png") }
            if case .failure(let error) = KeySequence.parse(screenshotKeys) {
                throw ValidationError("--screenshot-keys: cannot read '\(error.word)'; write keysym names like Right, Return, Ctrl+l or Shift+Tab")
            }
        }
        if let export, export != "-", ![".json", ".jsonld", ".md"].contains(where: { export.lowercased().hasSuffix($0) }) {
            throw ValidationError("--export writes FILE.json or FILE.jsonld (recipes), FILE.md (the grocery list) or - (recipes to stdout)")
        }
        if let dataDir, dataDir.isEmpty {
            throw ValidationError("--data-dir needs a folder, like ~/.local/share/recipegrid")
        }
        if let scale, !(scale.isFinite && scale >= 0.5 && scale <= 8) {
            throw ValidationError("--scale must be a number from 0.5 to 8, like 1 or 2")
        }
    }

    func resolve(environment: [String: String]) -> LaunchOptions {
        let folders = XDGFolders(environment: environment)
        let (dataHome, cacheHome) = (folders.dataHome, folders.cacheHome)
        return LaunchOptions(
            cookbookPaths: cookbooks, dataDirectory: dataDir ?? dataHome + "/recipegrid", cacheDirectory: cacheHome + "/recipegrid",
            layoutDirection: layoutDirection ?? .fromLocale(environment), geometry: geometry, scale: scale, theme: theme,
            tracePath: trace, screenshotPath: screenshot, exportPath: export,
            screenshotKeys: screenshotKeys.flatMap { try? KeySequence.parse($0).get() } ?? [], iconRequest: iconRequest)
    }
}
