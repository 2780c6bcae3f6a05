import ArgumentParser
import FoundationEssentials
import RecipeGridCore

/// The command line (README, Using it), parsed by Swift Argument Parser.
struct RecipeGridCommand: ParsableCommand {
    // The help texts and messages below go through the catalog: main installs it before the
    // command line is parsed, which is when they are made. The options' names, the keysyms
    // and the file names in them are not translated.
    static let configuration = CommandConfiguration(
        commandName: "recipegrid",
        // TRANSLATORS: the words of `recipegrid --help` and of its messages on stderr: keep the
        // options (--trace), the values (ltr, dark), the keysyms and the paths as they are.
        abstract: tr("A keyboard-first recipe browser for X11."),
        discussion: tr("Example: recipegrid ~/Recipes --geometry 1280x800 --trace -"),
        version: RecipeGridVersion.current)

    @Argument(
        help: ArgumentHelp(
            tr(
                "Cookbook files or folders (schema.org Recipe JSON/JSON-LD, saved web pages, Cooklang, Paprika exports). Default: the cookbook opened last, else a welcome screen."
            ),
            valueName: "cookbook"))
    var cookbooks: [String] = []

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            tr("Where ratings, the grocery list and the last selection live. Example: --data-dir ~/.local/share/recipegrid"), valueName: "dir"))
    var dataDir: String?

    @Option(
        name: .customLong("layout-direction"),
        help: ArgumentHelp(tr("ltr or rtl; default from the locale. Example: --layout-direction rtl"), valueName: "ltr|rtl"))
    var layoutDirection: LayoutDirection?

    @Option(help: ArgumentHelp(tr("Window size and position. Example: --geometry 1280x800+0+0"), valueName: "WxH[+X+Y]"))
    var geometry: WindowGeometry?

    @Option(
        help: ArgumentHelp(
            tr("HiDPI scale; default XSETTINGS Xft/DPI or the Xft.dpi resource / 96, followed while running. Example: --scale 2"), valueName: "S"))
    var scale: Double?

    @Option(
        help: ArgumentHelp(tr("light or dark; default: what the desktop's XSETTINGS say, else light. Example: --theme dark"), valueName: "light|dark")
    )
    var theme: ThemeName?

    @Option(help: ArgumentHelp(tr("Append one JSON line per handled event to FILE ('-' for stdout). Example: --trace -"), valueName: "file"))
    var trace: String?

    @Option(help: ArgumentHelp(tr("Render the start screen to a PNG and exit. Example: --screenshot grid.png"), valueName: "file.png"))
    var screenshot: String?

    @Option(
        help: ArgumentHelp(
            tr(
                "Write the cookbook as schema.org JSON-LD (FILE.json or FILE.jsonld, '-' for stdout) or the grocery list as Markdown (FILE.md), then exit; no display needed. Example: --export ~/recipes.jsonld"
            ),
            valueName: "file"))
    var export: String?

    @Option(
        name: .customLong("screenshot-keys"),
        help: ArgumentHelp(
            tr("Keys to press before --screenshot takes its picture, as keysym names. Example: --screenshot-keys 'Right Return Tab'"),
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
            throw ValidationError(tr("--write-icon takes SIZE:FILE.png with a size from 8 to 1024, like 48:recipegrid.png"))
        }
        if let screenshotKeys {
            if screenshot == nil { throw ValidationError(tr("--screenshot-keys goes with --screenshot FILE.png")) }
            if case .failure(let error) = KeySequence.parse(screenshotKeys) {
                let message = tr(
                    // TRANSLATORS: on stderr; {word} is what was typed; the key names are keysyms: keep them as they are.
                    "--screenshot-keys: cannot read '{word}'; write keysym names like Right, Return, Ctrl+l or Shift+Tab", ["word": error.word])
                throw ValidationError(message)
            }
        }
        if let export, export != "-", ![".json", ".jsonld", ".md"].contains(where: { export.lowercased().hasSuffix($0) }) {
            throw ValidationError(tr("--export writes FILE.json or FILE.jsonld (recipes), FILE.md (the grocery list) or - (recipes to stdout)"))
        }
        if let dataDir, dataDir.isEmpty {
            throw ValidationError(tr("--data-dir needs a folder, like ~/.local/share/recipegrid"))
        }
        if let scale, !(scale.isFinite && scale >= 0.5 && scale <= 8) {
            throw ValidationError(tr("--scale must be a number from 0.5 to 8, like 1 or 2"))
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
