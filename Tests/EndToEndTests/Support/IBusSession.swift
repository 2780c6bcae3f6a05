import CX11
import Foundation

/// IBus on a test's X server, as a Korean desktop runs it: a private D-Bus session, the
/// daemon with its XIM server (`ibus-x11`) and no panel, and the Hangul engine chosen. An
/// app started with `XMODIFIERS=@im=ibus` on that display types through it. Nothing of the
/// machine's own session or settings is touched: the daemon's home, configuration, cache
/// and GSettings are the test's.
final class IBusSession {
    /// The environment an app needs to use it.
    static let appEnvironment = ["XMODIFIERS": "@im=ibus"]

    let directory: URL
    private let bus: ChildProcess
    private let daemon: ChildProcess

    init(display: String) throws {
        directory = try makeTemporaryDirectory()
        let address: String
        (bus, address) = try AccessibilityBus.startSession(in: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        environment["HOME"] = directory.path
        environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
        environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
        environment["XDG_RUNTIME_DIR"] = directory.path
        // Settings at their defaults, in memory (ibus-memconf and GSettings): nothing read or
        // written beyond the test, no dconf service started.
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["LC_ALL"] = "C.UTF-8"
        daemon = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/ibus-daemon"),
            arguments: ["--xim", "--panel=disable", "--emoji-extension=disable", "--config=/usr/libexec/ibus-memconf", "--replace"],
            environment: environment, stdout: .file(directory.appendingPathComponent("ibus.log")),
            stderr: .file(directory.appendingPathComponent("ibus.log")))
        do {
            try Self.waitForXIMServer(on: display)
            // The engine can be set once the daemon owns its bus name; until then the command fails.
            _ = try waitFor("IBus to take the Hangul engine", timeout: .seconds(30), interval: .milliseconds(100)) { () -> Bool? in
                let setting = try ChildProcess(
                    executable: URL(fileURLWithPath: "/usr/bin/ibus"), arguments: ["engine", "hangul"], environment: environment,
                    stdout: .file(directory.appendingPathComponent("engine.log")), stderr: .file(directory.appendingPathComponent("engine.log")))
                return try setting.waitForTermination(timeout: .seconds(10)) == .exited(0) ? true : nil
            }
        } catch let error as HarnessError {
            stop()
            throw error.adding("IBus said: " + log)
        }
    }

    /// What the daemon and its XIM server wrote.
    var log: String {
        FileManager.default.contents(atPath: directory.appendingPathComponent("ibus.log").path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// `ibus-x11` names itself in the root window's XIM_SERVERS once it accepts clients.
    private static func waitForXIMServer(on display: String) throws {
        let connection = try X11Connection(displayName: display)
        defer { connection.close() }
        _ = try waitFor("ibus-x11 in XIM_SERVERS", timeout: .seconds(30), interval: .milliseconds(50)) { () -> Bool? in
            let servers = connection.atomItems(named: "XIM_SERVERS", of: connection.root)
            return servers.contains { connection.atomName(Atom($0)) == "@server=ibus" } ? true : nil
        }
    }

    func stop() {
        _ = daemon.stop(grace: .seconds(2))
        _ = bus.stop(grace: .seconds(2))
        try? FileManager.default.removeItem(at: directory)
    }
}
