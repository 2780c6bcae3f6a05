import ArgumentParser
import FoundationEssentials
import Glibc
import RecipeGridCore

/// Parses the command line, loads the cookbook and runs the X11 app; every failure is
/// one line on stderr and an exit status (2 usage, 1 runtime), never a stack trace.
@MainActor
func launch() -> Int32 {
    let startedAt = LaunchTimings.now()
    // Before the loader starts any thread, so that none of them takes the signals.
    let signals = TerminationSignals.capture()
    let options: LaunchOptions
    do {
        let command = try RecipeGridCommand.parse(Array(CommandLine.arguments.dropFirst()))
        options = command.resolve(environment: ProcessInfo.processInfo.environment)
    } catch {
        let code = RecipeGridCommand.exitCode(for: error)
        if code == .success {
            print(RecipeGridCommand.fullMessage(for: error))
            return 0
        }
        let message = RecipeGridCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? tr("invalid arguments")
        return fail(.usage(tr("{problem} (see 'recipegrid --help')", ["problem": message])))
    }
    do {
        return try run(
            options, timings: LaunchTimings.requested(environment: ProcessInfo.processInfo.environment, startedAt: startedAt), signals: signals)
    } catch {
        return fail(error)
    }
}

@MainActor
func run(_ options: LaunchOptions, timings: LaunchTimings?, signals: TerminationSignals?) throws(LaunchError) -> Int32 {
    if let icon = options.iconRequest {
        if let problem = X11Icon.writePNG(size: icon.size, to: icon.path) {
            throw .runtime(tr("cannot write the icon '{path}': {reason}", ["path": icon.path, "reason": problem]))
        }
        return 0
    }
    let folders = XDGFolders()
    var settings = SettingsFile(folders: folders)
    for problem in settings.load() { Diagnostics.report(problem) }
    let (plan, welcome) = try launchCookbook(options, remembered: settings.recent.first, folders: folders)
    if let export = options.exportPath { return try runExport(to: export, plan: plan, options: options) }
    // The files load on their own thread while the display and the window are set up.
    let cache = CookbookIndexCache(directory: options.cacheDirectory)
    let load = plan.map { BackgroundCookbookLoad(plan: $0, cache: cache) }
    let display = try X11Display()
    if options.screenshotPath == nil, handOver(options, display: display) { return 0 }
    let trace = try options.tracePath.map { path throws(LaunchError) in try TraceWriter(path: path) }
    let shell = try X11App(display: display, options: options, title: "RecipeGrid")
    // A picture changes nothing on disk: the settings are not written for one.
    let launch = LaunchCookbook(load: load, plan: plan, welcome: welcome, settings: settings, remembers: options.screenshotPath == nil)
    let runner = AppRunner(
        shell: shell, options: options, launch: launch,
        trace: trace, timings: timings, signals: signals, indexCache: cache)
    if let screenshot = options.screenshotPath {
        try runner.writeScreenshot(to: screenshot, after: options.screenshotKeys)
        return 0
    }
    runner.makeAccessibility = { AccessibilityBridge.start(windowOrigin: { shell.windowOrigin() }) }
    runner.beginAccessibility(AccessibilityStart.decide(ProcessInfo.processInfo.environment))
    return runner.run()
}

/// Hands the cookbook named on the command line to the app already running on this display
/// with this data folder, which comes to the front; true when it took it.
@MainActor
func handOver(_ options: LaunchOptions, display: X11Display) -> Bool {
    let folder = FileManager.default.currentDirectoryPath
    let folders = XDGFolders()
    let paths = options.cookbookPaths.map(folders.expandingTilde).map { $0.hasPrefix("/") ? $0 : folder + "/" + $0 }
    let request = InstanceRequest(paths: paths, startupID: ProcessInfo.processInfo.environment["DESKTOP_STARTUP_ID"])
    return X11Instance.handOver(request, display: display, dataDirectory: options.dataDirectory)
}

/// What the launch opens: the cookbook named on the command line, else the one opened
/// last; with neither, or when that one has gone, the welcome screen, never an exit
/// that nobody launching from a menu would see.
func launchCookbook(_ options: LaunchOptions, remembered: [String]?, folders: XDGFolders) throws(LaunchError) -> (CookbookPlan?, WelcomeScreen?) {
    if !options.cookbookPaths.isEmpty {
        do {
            return (try CookbookLoader.plan(paths: options.cookbookPaths), nil)
        } catch {
            throw .runtime(error.launchMessage)
        }
    }
    if let remembered, let plan = try? CookbookLoader.plan(paths: remembered) { return (plan, nil) }
    let missing = remembered.map { $0.map(folders.abbreviating).joined(separator: ", ") }
    return (nil, WelcomeScreen(found: CookbookFinder.offers(folders: folders), sample: BundledCookbook.path(), missing: missing))
}

/// `--export`: the cookbook as JSON-LD, or the grocery list of the data dir as Markdown.
func runExport(to path: String, plan: CookbookPlan?, options: LaunchOptions) throws(LaunchError) -> Int32 {
    let target = XDGFolders().expandingTilde(path)
    let folder = target.deletingLastPathComponent
    if path != "-" && access(folder.isEmpty ? "." : folder, W_OK) != 0 {
        throw .runtime(
            tr(
                "cannot write the export '{path}': {reason}; check the folder exists and can be written",
                ["path": path, "reason": String(cString: strerror(errno))]))
    }
    let text: String
    if path.lowercased().hasSuffix(".md") {
        let (saved, problem) = StateFile(directory: options.dataDirectory).load()
        if let problem { Diagnostics.report(problem) }
        let aisles = AisleConfigFile.read(roots: plan?.roots ?? []).map(AisleTable.init(parsing:)) ?? .builtIn
        text = RecipeExport.groceryMarkdown(saved, aisles: aisles)
    } else {
        guard let plan else { throw .runtime(tr("no cookbook to export: pass one, e.g. recipegrid ~/Recipes --export recipes.json")) }
        let cookbook: Cookbook
        do {
            cookbook = try CookbookLoader.load(plan)
        } catch {
            throw .runtime(error.launchMessage)
        }
        for problem in cookbook.problems { Diagnostics.report(tr("skipped {problem}", ["problem": "\(problem)"])) }
        text = RecipeExport.jsonLD(cookbook.recipes.map { ($0, CookbookLoader.content(of: $0)) })
    }
    if path == "-" {
        Diagnostics.write(text, to: STDOUT_FILENO)
        return 0
    }
    do {
        // Written whole to a temporary file and renamed: an existing file is never left half-written.
        try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
    } catch {
        throw .runtime(tr("cannot write the export '{path}': the disk refused it (full?); nothing was changed", ["path": path]))
    }
    return 0
}

func fail(_ error: LaunchError) -> Int32 {
    switch error {
    case .usage(let message):
        Diagnostics.report(message)
        return 2
    case .runtime(let message):
        Diagnostics.report(message)
        return 1
    }
}

setlocale(LC_ALL, "")
// Before the flags are parsed: their help and every message after are in the user's language.
UserLanguage.install(environment: ProcessInfo.processInfo.environment)
exit(launch())
