import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Notes, the cooking log and the grid's order in the state file (README, Notes and the
/// cooking log; Where state lives): two processes on one data folder keep each other's,
/// and a file from before them still loads.
struct StateFileNotesTests {
    /// A process of the app as far as the state file goes: its file and its state.
    private struct Process {
        let file: StateFile
        var state: SavedState

        init(_ root: String) {
            file = StateFile(directory: root)
            state = file.load().state
        }

        func save() -> String? { file.save(state) }
    }

    /// Two processes that loaded the same data folder, and the folder.
    private static func withTwoProcesses(_ body: (inout Process, inout Process, String) throws -> Void) throws {
        try StateFileTests.withScratchDirectory { root in
            var first = Process(root)
            var second = Process(root)
            try body(&first, &second, root)
        }
    }

    private static let (nov1, nov2) = (CalendarDate(iso: "2024-11-01")!, CalendarDate(iso: "2024-11-02")!)

    @Test("two processes write notes and log days in turn: the file ends with everything both did")
    func twoProcessesMerge() throws {
        try Self.withTwoProcesses { ours, theirs, root in
            ours.state.notes["pie"] = "less sugar"
            ours.state.made["pie"] = [Self.nov1]
            #expect(ours.save() == nil)
            theirs.state.notes["soup"] = "more leeks"
            theirs.state.made["pie"] = [Self.nov2]
            theirs.state.gridSort = .mostMade
            #expect(theirs.save() == nil)
            ours.state.notes["pie"] = "less sugar, more lemon"
            #expect(ours.save() == nil)
            let loaded = StateFile(directory: root).load()
            #expect(loaded.problem == nil)
            #expect(loaded.state.notes == ["pie": "less sugar, more lemon", "soup": "more leeks"])
            #expect(loaded.state.made == ["pie": [Self.nov1, Self.nov2]], "both days: made once in each")
            #expect(loaded.state.gridSort == .mostMade, "the order the other chose, which this one never changed")
        }
    }

    @Test("the same recipe logged the same day by both is made twice that day")
    func sameDayTwice() throws {
        try Self.withTwoProcesses { ours, theirs, root in
            ours.state.made["pie"] = [Self.nov1]
            theirs.state.made["pie"] = [Self.nov1]
            #expect(ours.save() == nil && theirs.save() == nil)
            #expect(StateFile(directory: root).load().state.made == ["pie": [Self.nov1, Self.nov1]])
        }
    }

    @Test("a state file of version 2 loads with no notes, nothing made and the grid by name; the next save is version 3")
    func olderFileLoads() throws {
        try StateFileTests.withScratchDirectory { root in
            let old = #"{"version":2,"ratings":{"pie":"yummy"},"grocery":[{"name":"milk","obtained":false,"id":"a-1"}],"units":"metric"}"#
            try Data(old.utf8).write(to: URL(fileURLWithPath: root + "/state.json"))
            let file = StateFile(directory: root)
            let loaded = file.load()
            #expect(loaded.problem == nil)
            #expect(loaded.state.ratings == ["pie": .yummy] && loaded.state.units == .metric)
            #expect(loaded.state.notes.isEmpty && loaded.state.made.isEmpty && loaded.state.gridSort == .name)
            var changed = loaded.state
            changed.notes["pie"] = "good"
            #expect(file.save(changed) == nil)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: root + "/state.json"))
            #expect(StateFile.version(of: bytes) == 3)
            #expect(String(decoding: bytes, as: UTF8.self).contains(#""pie" : "good""#))
        }
    }

    @Test("a day in the log that is no day makes the file untrusted: it is moved aside", arguments: ["2024-02-30", "12 Nov", "2024-11-12T08:00"])
    func badDayIsCorrupt(day: String) throws {
        try StateFileTests.withScratchDirectory { root in
            try Data(#"{"version":3,"made":{"pie":["\#(day)"]}}"#.utf8).write(to: URL(fileURLWithPath: root + "/state.json"))
            let loaded = StateFile(directory: root).load()
            #expect(loaded.problem?.contains("moved it to state.json.corrupt-") == true)
            #expect(loaded.state == SavedState())
        }
    }
}
