/// Lists of strings that many recipes share (their categories, their keywords), each kept
/// once: every distinct string once, and every distinct list as a run of its strings'
/// numbers in one array.
///
/// The bench's 100,000 recipes name 52,781 distinct lists of keywords: as `[String]` arrays
/// those took 5 MB, an allocation each; here they are 4 bytes a member and 4 a list.
struct StringLists: Sendable {
    /// Each string once, in the order the lists first name them.
    private(set) var strings: [String] = []
    /// The numbers of the lists' strings, list after list.
    private var members: [UInt32] = []
    /// Where each list ends in `members`; it starts where the one before it ends.
    private var ends: [UInt32] = []

    var count: Int { ends.count }

    /// List `list`, made.
    subscript(list: Int) -> [String] { members(of: list).map { strings[Int($0)] } }

    /// The numbers (in `strings`) of the strings of list `list`.
    func members(of list: Int) -> ArraySlice<UInt32> {
        members[(list == 0 ? 0 : Int(ends[list - 1]))..<Int(ends[list])]
    }

    /// Makes lists one at a time, each distinct list and string added once. Lists are
    /// looked up by their strings' numbers in a table of list numbers of its own (open
    /// addressing), not a dictionary keyed by the lists: that held every distinct list as
    /// an array again while the cookbook loaded, 3 MB above what it keeps.
    struct Builder {
        var lists: StringLists
        private var stringNumbers: [String: UInt32] = [:]
        /// List number + 1 in each used slot, 0 in a free one; a power of two long, at
        /// most half full.
        private var slots = [UInt32](repeating: 0, count: 64)
        private var numbers: [UInt32] = []

        /// Goes on from `lists`: its lists are looked up, its strings only added to.
        init(_ lists: StringLists = StringLists()) {
            self.lists = lists
            if lists.count > 0 { rehash() }
        }

        /// The number of `list`, added when it is new.
        mutating func number(of list: [String]) -> UInt32 {
            numbers.removeAll(keepingCapacity: true)
            for string in list { numbers.append(number(of: string)) }
            var slot = Self.hash(numbers[...]) & (slots.count - 1)
            while slots[slot] != 0 {
                let candidate = Int(slots[slot] - 1)
                if lists.members(of: candidate).elementsEqual(numbers) { return UInt32(candidate) }
                slot = (slot + 1) & (slots.count - 1)
            }
            lists.members += numbers
            lists.ends.append(UInt32(lists.members.count))
            let number = UInt32(lists.ends.count - 1)
            slots[slot] = number + 1
            if lists.count * 2 >= slots.count { rehash() }
            return number
        }

        private mutating func number(of string: String) -> UInt32 {
            if let number = stringNumbers[string] { return number }
            let number = UInt32(lists.strings.count)
            lists.strings.append(string)
            stringNumbers[string] = number
            return number
        }

        private static func hash(_ numbers: ArraySlice<UInt32>) -> Int {
            var hasher = Hasher()
            hasher.combine(numbers.count)
            for number in numbers { hasher.combine(number) }
            return hasher.finalize()
        }

        /// Enough slots for every list to take at most half of them, every list placed again.
        private mutating func rehash() {
            var count = slots.count
            while count < 2 * (lists.count + 1) { count *= 2 }
            slots = [UInt32](repeating: 0, count: count)
            for list in 0..<lists.count {
                var slot = Self.hash(lists.members(of: list)) & (slots.count - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = UInt32(list + 1)
            }
        }
    }
}
