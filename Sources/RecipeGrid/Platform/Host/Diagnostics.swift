import Foundation

/// The one way the program speaks on stderr: a line starting "recipegrid: ".
enum Diagnostics {
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("recipegrid: \(message)\n".utf8))
    }
}
