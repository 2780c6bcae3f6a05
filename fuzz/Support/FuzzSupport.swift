// What every fuzz target shares: checks that keep their message in an optimized build
// (where libFuzzer shows it), and the replay entry point of a build without libFuzzer.
import Foundation

/// `precondition` that keeps its message in an optimized build, where libFuzzer shows it.
public func require(_ condition: Bool, _ message: @autoclosure () -> String = "", line: UInt = #line) {
    if !condition { fail(message(), line: line) }
}

public func fail(_ message: String, line: UInt = #line) -> Never {
    fatalError(message, line: line)
}

/// A fuzz target built without libFuzzer (as `swift build` builds it) runs the inputs it is
/// given, files or folders of them, once each: a finding replayed, a corpus checked.
public enum FuzzReplay {
    public static func run(_ fuzz: (UnsafePointer<UInt8>, Int) -> CInt) {
        var count = 0
        for argument in CommandLine.arguments.dropFirst() {
            for path in inputs(at: argument) {
                guard let data = FileManager.default.contents(atPath: path) else {
                    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                    exit(1)
                }
                let bytes = [UInt8](data)
                _ = bytes.withUnsafeBufferPointer { buffer in
                    // A pointer even for no bytes, as libFuzzer gives.
                    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, buffer.count)) { copy in
                        _ = copy.initialize(from: buffer)
                        return fuzz(UnsafePointer(copy.baseAddress!), buffer.count)
                    }
                }
                count += 1
            }
        }
        print("\(count) inputs replayed")
    }

    private static func inputs(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }
    }
}
