import Foundation
import Testing

/// Runs `body` as a user that file permissions apply to: in this process when it is not
/// root; as root (CI runs as root, and root reads and writes any file), by running this one
/// test again in a child process as `nobody`, through util-linux's `setpriv`, and expecting
/// it to pass there.
///
/// `test` is the test's `Suite/function` name, the filter that picks it alone. What `body`
/// makes must be reachable by `nobody`: the system temporary folder is.
public func asUnprivilegedUser(test: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) throws {
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
    #expect(child.terminationStatus == 0 && printed.contains("Test run with 1 test"), "as nobody:\n\(printed)", sourceLocation: sourceLocation)
}
