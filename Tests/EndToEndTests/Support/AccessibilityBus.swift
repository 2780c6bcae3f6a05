import Foundation

/// A private D-Bus session with the AT-SPI bus on it, as a desktop session starts them:
/// the app exports its accessible objects there and a client reads them back. Nothing of
/// the machine's own session is touched.
///
/// The app starts its bridge only once the bus says assistive technology is on
/// (org.a11y.Status): Orca says so itself as it starts; a test with a client alone turns it
/// on as a desktop's accessibility switch does (`enabled`, `setEnabled`).
final class AccessibilityBus {
    let directory: URL
    /// `DBUS_SESSION_BUS_ADDRESS` for the app and the clients.
    let address: String
    private let daemon: ChildProcess
    private let launcher: ChildProcess

    /// `enabled`: IsEnabled set before anything starts on the bus, as a session with its
    /// accessibility switch on has it.
    init(enabled: Bool = false) throws {
        directory = try makeTemporaryDirectory()
        (daemon, address) = try Self.startSession(in: directory)
        // The launcher puts its bus's socket in XDG_RUNTIME_DIR/at-spi/, named after the display
        // only: two sessions at once (tests run in parallel) must not share that folder.
        var launcherEnvironment = Self.environment(on: address)
        launcherEnvironment["XDG_RUNTIME_DIR"] = directory.path
        launcherEnvironment["DISPLAY"] = nil
        // The launcher keeps IsEnabled in GSettings: in memory, never in the user's dconf.
        launcherEnvironment["GSETTINGS_BACKEND"] = "memory"
        launcher = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/libexec/at-spi-bus-launcher"), arguments: ["--launch-immediately"],
            environment: launcherEnvironment, stdout: .file(directory.appendingPathComponent("launcher.log")),
            stderr: .file(directory.appendingPathComponent("launcher.log")))
        // An app that asks before the launcher owns org.a11y.Bus would find no bus.
        _ = try waitFor("the AT-SPI bus on the session", timeout: .seconds(30), interval: .milliseconds(50)) { () -> Bool? in
            try Self.sessionHasOwner("org.a11y.Bus", address: address, directory: directory) ? true : nil
        }
        if enabled { try setEnabled(true) }
    }

    /// Sets org.a11y.Status IsEnabled, as a desktop's accessibility switch does (a tool
    /// that is not a screen reader: ScreenReaderEnabled stays as it is).
    func setEnabled(_ enabled: Bool) throws {
        let set = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/dbus-send"),
            arguments: [
                "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties.Set",
                "string:org.a11y.Status", "string:IsEnabled", "variant:boolean:\(enabled)",
            ], environment: Self.environment(on: address), stdout: .file(directory.appendingPathComponent("set.out")),
            stderr: .file(directory.appendingPathComponent("set.err")))
        let ended = try set.waitForTermination(timeout: .seconds(10))
        guard case .exited(0) = ended else {
            let errors = FileManager.default.contents(atPath: directory.appendingPathComponent("set.err").path) ?? Data()
            throw HarnessError("setting IsEnabled ended \(ended): \(String(decoding: errors, as: UTF8.self))")
        }
    }

    /// A private D-Bus session daemon, its files in `directory`, and its address.
    static func startSession(in directory: URL) throws -> (ChildProcess, address: String) {
        let addressFile = directory.appendingPathComponent("address")
        let daemon = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/dbus-daemon"), arguments: ["--session", "--nofork", "--print-address=1"],
            environment: ProcessInfo.processInfo.environment, stdout: .file(addressFile), stderr: .file(directory.appendingPathComponent("dbus.log")))
        let address = try waitFor("the D-Bus session's address", timeout: Timeouts.serverStart) {
            let text = FileManager.default.contents(atPath: addressFile.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return text.hasSuffix("\n") ? text.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        }
        return (daemon, address)
    }

    /// Whether a name is owned on the session bus at `address` (asked with dbus-send).
    private static func sessionHasOwner(_ name: String, address: String, directory: URL) throws -> Bool {
        let answer = directory.appendingPathComponent("owner.out")
        try? FileManager.default.removeItem(at: answer)
        let query = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/dbus-send"),
            arguments: [
                "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner",
                "string:\(name)",
            ], environment: environment(on: address), stdout: .file(answer), stderr: .file(directory.appendingPathComponent("owner.err")))
        _ = try query.waitForTermination(timeout: .seconds(10))
        return (FileManager.default.contents(atPath: answer.path).map { String(decoding: $0, as: UTF8.self) } ?? "").contains("boolean true")
    }

    /// The environment for a process on the session at `address` (the app, a client).
    static func environment(on address: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        environment["AT_SPI_BUS_ADDRESS"] = nil
        return environment
    }

    /// Runs the AT-SPI client (`atspi_client.py MODE`) to its end and returns its lines.
    func run(_ mode: String, _ arguments: String..., display: String) throws -> [String] {
        let output = directory.appendingPathComponent("\(mode).out")
        // The client's output is appended to: a run's lines are its own only in a fresh file.
        try? FileManager.default.removeItem(at: output)
        let client = try start([mode] + arguments, display: display, output: output)
        let ended = try client.waitForTermination(timeout: .seconds(60))
        let lines = (FileManager.default.contents(atPath: output.path).map { String(decoding: $0, as: UTF8.self) } ?? "")
            .split(separator: "\n").map(String.init)
        guard !lines.isEmpty else {
            let errors = FileManager.default.contents(atPath: directory.appendingPathComponent("\(mode).err").path) ?? Data()
            throw HarnessError("the AT-SPI client (\(mode)) said nothing and ended \(ended); its errors: \(String(decoding: errors, as: UTF8.self))")
        }
        return lines
    }

    /// Starts the client in `mode`, its output going to `output`.
    func start(_ mode: String, display: String, output: URL) throws -> ChildProcess {
        try start([mode], display: display, output: output)
    }

    private func start(_ arguments: [String], display: String, output: URL) throws -> ChildProcess {
        let mode = arguments[0]
        var environment = Self.environment(on: address)
        environment["DISPLAY"] = display
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("atspi_client.py")
        return try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/python3"), arguments: [script.path] + arguments, environment: environment,
            stdout: .file(output), stderr: .file(directory.appendingPathComponent("\(mode).err")))
    }

    /// Starts Orca on this session with its speech logged to `log` (its `SPEECH OUTPUT`
    /// lines are what a user would hear), with a home folder of its own; `extra` (a
    /// locale) is added to its environment.
    func startOrca(display: String, log: String, environment extra: [String: String] = [:]) throws -> ChildProcess {
        var environment = Self.environment(on: address).merging(extra) { $1 }
        environment["DISPLAY"] = display
        let home = directory.appendingPathComponent("orca-home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment["HOME"] = home.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
        return try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/orca"), arguments: ["--debug-file=\(log)", "--replace"], environment: environment,
            stdout: .file(directory.appendingPathComponent("orca.out")), stderr: .file(directory.appendingPathComponent("orca.out")))
    }

    func stop() {
        _ = launcher.stop(grace: .seconds(2))
        _ = daemon.stop(grace: .seconds(2))
        try? FileManager.default.removeItem(at: directory)
    }
}
