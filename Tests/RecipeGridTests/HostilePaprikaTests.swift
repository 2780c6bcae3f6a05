import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Paprika exports cut short, damaged or lying about their size: each is a load problem
/// that says what is wrong, never a crash, and the sound entries still load.
@Suite struct HostilePaprikaTests {
    static let sample = FormatsTests.samples + "/paprika/Sample.paprikarecipes"

    /// The sample's bytes changed by `damage`, read as a cookbook.
    static func load(_ damage: (inout [UInt8]) -> Void) throws -> (recipes: [String], problems: [String]) {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: sample)))
        damage(&bytes)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/hostile.paprikarecipes"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let read = PaprikaArchive.read(path: path)
        return (read.recipes.map(\.name), read.problems.map(\.message))
    }

    /// Where the first entry's bytes start: after its local header, name and extra field.
    static func firstEntryData(_ bytes: [UInt8]) -> Int {
        30 + Int(bytes[26]) + Int(bytes[27]) << 8 + Int(bytes[28]) + Int(bytes[29]) << 8
    }

    @Test func anArchiveCutShortIsNotAZip() throws {
        let read = try Self.load { $0.removeLast($0.count / 2) }
        #expect(read.recipes.isEmpty && read.problems == ["not a Paprika export (it is not a zip file)"])
    }

    @Test func aDamagedEntryIsNamedAndTheOtherLoads() throws {
        let read = try Self.load { bytes in bytes[Self.firstEntryData(bytes) + 200] ^= 0xFF }
        #expect(read.recipes == ["Lemon Rice"])
        #expect(read.problems.count == 1 && read.problems[0].hasPrefix("the entry is damaged ("), "\(read.problems)")
    }

    @Test func anEntryThatClaimsToBeHugeIsRefused() throws {
        let read = try Self.load { bytes in
            // The first central directory record's uncompressed size, 2 GB less one (all ones
            // would say the size is in a ZIP64 field, which it lacks).
            let record = (0..<bytes.count - 4).first { bytes[$0..<$0 + 4] == [0x50, 0x4B, 0x01, 0x02] }!
            bytes.replaceSubrange(record + 24..<record + 28, with: [0xFF, 0xFF, 0xFF, 0x7F])
        }
        #expect(read.problems.contains("the entry is 2047 MB, too large for a recipe"), "\(read.problems)")
        #expect(read.recipes == ["Lemon Rice"])
    }

    @Test func gzipDataCutShortOrNotGzipIsNamed() {
        #expect(throws: PaprikaArchive.GzipError.truncated) {
            try PaprikaArchive.gunzip(Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3] + [UInt8](repeating: 0xAB, count: 3) + [0, 0, 0, 0, 0, 0, 0, 0]))
        }
        #expect(throws: (any Error).self) {
            try PaprikaArchive.gunzip(Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3, 0xFF, 0xFF, 0xFF] + [UInt8](repeating: 0, count: 8)))
        }
    }
}
