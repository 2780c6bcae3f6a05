import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Keys cost the same at 100,000 recipes as at 100: the hot paths look at a
/// handful of names, never the whole cookbook.
struct HotPathTests {
    /// Sorted folded names that count how many times they are read.
    final class CountingNames: RandomAccessCollection, @unchecked Sendable {
        private let names: [String]
        private(set) var reads = 0

        init(count: Int) {
            // "aaaa0", "aaab0", …: four letters from a 26-letter alphabet, in sorted order.
            let letters = Array("abcdefghijklmnopqrstuvwxyz")
            names = (0..<count).map { index in
                var value = index
                var name = ""
                for _ in 0..<4 {
                    name = String(letters[value % 26]) + name
                    value /= 26
                }
                return name
            }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { names.count }
        subscript(position: Int) -> String {
            reads += 1
            return names[position]
        }
    }

    @Test("type-to-select reads a few dozen names of 100,000, not all of them")
    func typeAheadIsABinarySearch() {
        let names = CountingNames(count: 100_000)
        var typeAhead = TypeAhead()
        let found = typeAhead.type("d", at: 0, foldedNames: names, sorted: true, current: 0)
        #expect(found.map { names[$0].hasPrefix("d") } == true)
        let before = names.reads
        #expect(typeAhead.type("k", at: 0.1, foldedNames: names, sorted: true, current: found) != nil)
        #expect(names.reads - before < 60, "reads for one key: \(names.reads - before)")
    }

    @Test("the same letter again steps to the next name in one read, and wraps by a search")
    func cyclingIsLocal() throws {
        let names = CountingNames(count: 100_000)
        var typeAhead = TypeAhead()
        let found = typeAhead.type("c", at: 0, foldedNames: names, sorted: true, current: nil)
        let first = try #require(found)
        let before = names.reads
        let second = typeAhead.type("c", at: 0.1, foldedNames: names, sorted: true, current: first)
        #expect(second == first + 1)
        #expect(names.reads - before < 5)
        let last = 3 * 17_576 - 1
        #expect(typeAhead.type("c", at: 0.2, foldedNames: names, sorted: true, current: last) == first, "past the last c-name it wraps to the first")
    }

    @Test("the binary search finds what the scan finds, for every prefix of a sorted list")
    func searchAgreesWithScan() {
        let names = ["apple", "apple pie", "apricot", "banana", "bread", "brioche", "cake", "eclair", "zucchini"]
        for prefix in ["a", "ap", "apple", "apple p", "apr", "b", "br", "c", "d", "e", "z", "zz", "0", "é"] {
            #expect(TypeAhead.first(startingWith: prefix, inSorted: names) == names.firstIndex { $0.hasPrefix(prefix) }, "\(prefix)")
        }
    }
}
