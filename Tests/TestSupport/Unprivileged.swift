import Foundation

/// Runs `body` as a user that file permissions apply to: in this process when it is not
/// root; as root (CI runs as root, and root reads and writes any file), by running this one
/// test again in a child process as `nobody`, through util-linux's `setpriv`, and expecting
/// it to pass there.
///
/// `test` is the test's `Suite/function` name, the filter that picks it alone. What `body`
/// makes must be reachable by `nobody`: the system temporary folder is. A failure there
/// is thrown, with the child's output.
public func asUnprivilegedUser(test: String, _ body: () throws -> Void) throws {
    guard geteuid() == 0 else { return try body() }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    child.arguments = [
        "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--", testBinary, "--testing-library", "swift-testing", "--filter", test,
    ]
    child.currentDirectoryURL = FileManager.default.temporaryDirectory
    let output = Pipe()
    child.standardOutput = output
    child.standardError = output
    try child.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    // A filter that matched nothing would pass too: the child must have run exactly one test.
    guard child.terminationStatus == 0 && printed.contains("Test run with 1 test") else { throw UnprivilegedRunFailed(output: printed) }
}

/// The test failed, or did not run, as `nobody`; its output says why. (This target is
/// built with the app in release builds too, where the Testing module is not there, so it
/// throws rather than records an issue.)
public struct UnprivilegedRunFailed: Error, CustomStringConvertible {
    public var output: String
    public var description: String { "as nobody:\n" + output }
}
