import CX11
import Foundation
import Testing

/// Runs `body` against a freshly launched RecipeGrid on its own X server, showing the
/// test cookbook, and tears everything down afterwards.
///
/// The cookbook is passed as the folder holding it, or as the file itself with
/// `cookbookAsFile`. It is written to a fresh folder, or to `cookbookDirectory` so that a
/// restart reads it from the same path (recipes without an `@id` are known by path). The
/// app keeps its state in a fresh data dir, or in `dataDirectory`. Folders the caller
/// passes are its own and outlive the session. A harness failure inside `body` comes
/// back with the app's stderr and the last trace lines attached, and an app that died
/// on its way is reported as an issue. `serverReady`, when given, runs on a private server
/// before the app starts there (an input method server the app is to connect to).
func withRecipeGrid(
    geometry: String = "1000x700",
    arguments: [String] = [],
    cookbookAsFile: Bool = false,
    resources: String? = nil,
    dataDirectory: URL? = nil,
    cookbookDirectory: URL? = nil,
    environment: [String: String] = [:],
    opensCookbook: Bool = true,
    serverReady: ((XvfbServer) throws -> Void)? = nil,
    _ body: (AppSession) throws -> Void
) throws {
    let session = try AppSession(
        geometry: geometry, arguments: arguments, cookbookAsFile: cookbookAsFile, resources: resources, dataDirectory: dataDirectory,
        cookbookDirectory: cookbookDirectory, environment: environment, opensCookbook: opensCookbook, serverReady: serverReady)
    defer { session.close() }
    do {
        try body(session)
    } catch let error as HarnessError {
        throw error.adding(session.diagnostics)
    }
}

/// One launched app and everything a test drives it with: its trace, its window, the
/// XTEST keyboard and pointer, and its pixels.
final class AppSession {
    let directory: URL
    let server: XvfbServer
    let connection: X11Connection
    let app: AppProcess
    let trace: TraceReader
    let window: Window
    let keyboard: XTestKeyboard
    let pointer: XTestPointer
    /// The trace's `"event":"start"` line.
    let start: TraceLine
    private var closed = false
    /// Set by a test that makes the app exit on purpose, so teardown does not report it.
    var exitExpected = false

    /// Writes the test cookbook, starts a server and the app on it with
    /// `--trace`, `--data-dir` and `--geometry`, waits for the first frame, and gives the
    /// window the keyboard focus. `resources` becomes the root's RESOURCE_MANAGER, as `xrdb` sets it,
    /// on a private server even when the tests are asked to use the user's display.
    /// `dataDirectory`, when given, is passed as it is: not created, not removed;
    /// `cookbookDirectory` is where the cookbook is written instead of the session's folder;
    /// `opensCookbook` false leaves it off the command line.
    init(
        geometry: String, arguments: [String], cookbookAsFile: Bool, resources: String? = nil, dataDirectory: URL? = nil,
        cookbookDirectory: URL? = nil, environment: [String: String] = [:], opensCookbook: Bool = true,
        serverReady: ((XvfbServer) throws -> Void)? = nil
    ) throws {
        let directory = try makeTemporaryDirectory()
        let cookbookFolder = cookbookDirectory ?? directory.appendingPathComponent("cookbook")
        let cookbookURL = cookbookFolder.appendingPathComponent("recipes.json")
        let dataURL = dataDirectory ?? directory.appendingPathComponent("data")
        if dataDirectory == nil { try FileManager.default.createDirectory(at: dataURL, withIntermediateDirectories: true) }
        try FileManager.default.createDirectory(at: cookbookFolder, withIntermediateDirectories: true)
        try TestCookbook.write(to: cookbookURL)
        // Without the cookbook, as the desktop entry launches it: the one opened last, or the welcome screen.
        var launchArguments = opensCookbook ? [(cookbookAsFile ? cookbookURL : cookbookFolder).path] : []
        launchArguments += [
            "--trace", directory.appendingPathComponent("trace.jsonl").path,
            "--data-dir", dataURL.path, "--geometry", geometry,
        ]
        let trace = TraceReader(url: directory.appendingPathComponent("trace.jsonl"))
        let server = try XvfbServer.start(privately: resources != nil || serverReady != nil)
        // A real display may have an Xft.dpi that would scale every size the tests measure.
        if server.isShared { launchArguments += ["--scale", "1"] }
        var connection: X11Connection?
        var app: AppProcess?
        do {
            let opened = try X11Connection(displayName: server.displayName)
            connection = opened
            if let resources { opened.setResources(resources) }
            try serverReady?(server)
            let launched = try AppProcess(
                arguments: launchArguments + arguments, displayName: server.displayName, directory: directory, environment: environment)
            app = launched
            trace.writerEnded = { launched.outcomeIfExited.map { "the app exited: \($0)" } }
            start = try trace.waitForEvent("start", timeout: Timeouts.appStart)
            window = try opened.waitForWindow(ofProcess: launched.pid)
            try opened.focus(window)
        } catch {
            let details = app.map { Self.diagnostics(app: $0, trace: trace) } ?? ""
            app?.stop()
            // In this order: Xlib exits the process when a connection's server goes away.
            connection?.close()
            server.stop()
            try? FileManager.default.removeItem(at: directory)
            throw (error as? HarnessError)?.adding(details) ?? error
        }
        self.directory = directory
        self.server = server
        self.connection = connection!
        self.app = app!
        self.trace = trace
        keyboard = XTestKeyboard(connection: connection!)
        pointer = XTestPointer(connection: connection!)
    }

    deinit { close() }

    // MARK: Input

    /// Presses `key` (a keysym name) with `modifiers` and returns the trace line of the press.
    @discardableResult
    func press(_ key: String, _ modifiers: KeyModifiers = []) throws -> TraceLine {
        try keyboard.press(key, modifiers: modifiers, trace: trace)
    }

    /// Presses `key` `count` times and returns the last press's trace line.
    @discardableResult
    func press(_ key: String, times count: Int, _ modifiers: KeyModifiers = []) throws -> TraceLine {
        precondition(count > 0)
        var line: TraceLine?
        for _ in 0..<count { line = try press(key, modifiers) }
        return line!
    }

    /// Types `text` key by key and returns the trace line of the last key.
    @discardableResult
    func type(_ text: String) throws -> TraceLine {
        guard let last = try keyboard.type(text, trace: trace).last else {
            throw HarnessError("nothing to type")
        }
        return last
    }

    /// Clicks at (x, y) in window coordinates and returns the trace line of the button
    /// press (the first `button` line after the last line consumed).
    @discardableResult
    func click(x: Int, y: Int, button: UInt32 = 1) throws -> TraceLine {
        pointer.click(at: x, y, in: window, button: button)
        return try trace.waitForEvent("button")
    }

    /// Resizes the window (no window manager is there to do it) and returns the trace
    /// line of the resize once the app has redrawn.
    @discardableResult
    func resize(width: Int, height: Int) throws -> TraceLine {
        XResizeWindow(connection.display, window, UInt32(width), UInt32(height))
        connection.sync()
        return try trace.waitForEvent("resize")
    }

    // MARK: Output

    /// The window's pixels as they are now.
    func image() throws -> WindowImage {
        try WindowImage(window: window, connection: connection)
    }

    /// The window's current size.
    var windowSize: (width: Int, height: Int)? {
        connection.attributes(of: window).map { (Int($0.width), Int($0.height)) }
    }

    /// The app's state, the last trace lines and its stderr, for failure messages.
    var diagnostics: String { Self.diagnostics(app: app, trace: trace) }

    private static func diagnostics(app: AppProcess, trace: TraceReader) -> String {
        let state = app.outcomeIfExited.map { "app exited: \($0)" } ?? "app is running; stderr: \(app.stderr)"
        return "\(state)\nlast trace lines:\n\(trace.tail())"
    }

    /// Stops the app and the server and removes the temporary files; reports an app that
    /// had already exited, since the test did not ask it to.
    func close() {
        guard !closed else { return }
        closed = true
        if let outcome = app.outcomeIfExited, !exitExpected {
            Issue.record("the app exited during the test: \(outcome)\nlast trace lines:\n\(trace.tail())")
        } else if app.outcomeIfExited == nil {
            app.stop()
        }
        connection.close()
        server.stop()
        if ProcessInfo.processInfo.environment["RECIPEGRID_E2E_KEEP"] != "1" {
            try? FileManager.default.removeItem(at: directory)
        }
    }
}
