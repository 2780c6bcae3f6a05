/// A change to one field of a JSON object.
package enum JSONFieldChange: Sendable, Equatable {
    /// Gives `key` this value: the one it has is replaced, or the field is added.
    case set(String, JSONValue)
    /// Takes `key` out of the object (every occurrence: an earlier duplicate left behind
    /// would be read in its place).
    case remove(String)

    package var key: String {
        switch self {
        case .set(let key, _), .remove(let key): key
        }
    }
}

/// Why a splice could not be made: the bytes are not the object they were said to be.
package struct JSONSpliceError: Error, Sendable, Equatable {
    /// One line, as "the recipe's place in the file is out of date".
    package var message: String
}

/// Rewrites a few fields of one object inside a JSON file the user owns and leaves every
/// other byte as it was: the other fields, their order and spacing, the other recipes of
/// an array or a `@graph`, and whatever lies outside the object, bytes that are not UTF-8
/// included. A file edited in the app therefore differs from the one on disk only in what
/// was edited, which is what a user who keeps recipes in git or syncs them expects.
///
/// - A changed field's value is replaced where it stands.
/// - A new field goes after the object's last member, laid out as its siblings are (the
///   same indentation and line breaks, tabs or spaces, "key": value spacing); a one-line
///   object stays on one line.
/// - A removed field takes its comma with it.
/// - A key that appears twice: JSON readers take the last occurrence, so that is the one
///   changed; earlier duplicates are left as they are (a removal takes them all).
///
/// Only the object's own bytes are parsed, so a splice into a 5 MB file costs a copy.
package enum JSONSplice {
    /// The new file, and where the object is in it now (what follows it has moved by the
    /// difference in the object's length).
    package struct Result: Sendable, Equatable {
        package var bytes: [UInt8]
        package var objectRange: Range<Int>
    }

    /// `changes` made to the object at `range` of the file `bytes` (a recipe's
    /// `RecipeContentSource.inFile` range). Several changes to one key: the last one counts.
    /// Throws when `range` does not hold a JSON object.
    package static func apply(_ changes: [JSONFieldChange], toObjectAt range: Range<Int>, in bytes: [UInt8])
        throws(JSONSpliceError) -> Result
    {
        let object = try SplicedObject(bytes: bytes, range: range)
        let changes = lastChangePerKey(changes)
        guard object.isChanged(by: changes) else { return Result(bytes: bytes, objectRange: range) }
        let rewritten = object.rewritten(with: changes)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count - range.count + rewritten.count)
        output += bytes[..<range.lowerBound]
        output += rewritten
        output += bytes[range.upperBound...]
        return Result(bytes: output, objectRange: range.lowerBound..<range.lowerBound + rewritten.count)
    }

    /// One change a key, the last given, in the order the keys first appear.
    static func lastChangePerKey(_ changes: [JSONFieldChange]) -> [JSONFieldChange] {
        var order: [String] = []
        var last: [String: JSONFieldChange] = [:]
        for change in changes {
            if last.updateValue(change, forKey: change.key) == nil { order.append(change.key) }
        }
        return order.map { last[$0]! }
    }
}

/// One object of a file, cut into its members, and rewritten from those pieces.
struct SplicedObject {
    /// One `"key": value` of the object, as offsets into the whole file.
    struct Member {
        var key: String
        var keyStart: Int
        var keyEnd: Int
        var valueStart: Int
        var valueEnd: Int
        /// The value's parse, for its layout (a one-line array stays one line).
        var value: JSONNode
    }

    let bytes: [UInt8]
    /// The object's `{` and `}`.
    let open: Int
    let close: Int
    let members: [Member]
    /// The object, parsed on its own.
    let node: JSONNode

    init(bytes: [UInt8], range: Range<Int>) throws(JSONSpliceError) {
        // TRANSLATORS: why a recipe could not be written into or cut out of its file, shown after a colon.
        let outOfDate = JSONSpliceError(message: tr("the recipe's place in the file is out of date: read the file again"))
        guard range.lowerBound >= 0, range.upperBound <= bytes.count, range.count >= 2,
            bytes[range.lowerBound] == UInt8(ascii: "{"), bytes[range.upperBound - 1] == UInt8(ascii: "}")
        else { throw outOfDate }
        guard let tape = try? JSONTape(bytes: Array(bytes[range]), acceptingInvalidUTF8: true) else { throw outOfDate }
        self.bytes = bytes
        open = range.lowerBound
        close = range.upperBound - 1
        members = Self.members(of: tape, at: range.lowerBound)
        node = tape.root
    }

    private static func members(of tape: JSONTape, at offset: Int) -> [Member] {
        var members: [Member] = []
        var child = 1
        while child < tape.tokens.count {
            let key = tape.tokens[child]
            let value = tape.tokens[child + 1]
            members.append(
                Member(
                    key: JSONNode(tape: tape, index: child).string ?? "", keyStart: offset + Int(key.start), keyEnd: offset + Int(key.end),
                    valueStart: offset + Int(value.start), valueEnd: offset + Int(value.end), value: JSONNode(tape: tape, index: child + 1)))
            child = Int(value.next)
        }
        return members
    }

    /// Whether `changes` would change a byte: a removal of a key that is not there, or
    /// nothing at all, leaves the file as it is.
    func isChanged(by changes: [JSONFieldChange]) -> Bool {
        changes.contains { change in
            switch change {
            case .set: true
            case .remove(let key): members.contains { $0.key == key }
            }
        }
    }

    /// The object's new bytes, from `{` to `}`.
    func rewritten(with changes: [JSONFieldChange]) -> [UInt8] {
        var newValues: [String: JSONValue] = [:]
        var removed: Set<String> = []
        for change in changes {
            switch change {
            case .set(let key, let value): newValues[key] = value
            case .remove(let key): removed.insert(key)
            }
        }
        let lastIndex = Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { $1 })
        let added = changes.compactMap { change -> (String, JSONValue)? in
            guard case .set(let key, let value) = change, lastIndex[key] == nil else { return nil }
            return (key, value)
        }
        let survivors = members.indices.filter { !removed.contains(members[$0].key) }
        let layout = self.layout
        var output: [UInt8] = [UInt8(ascii: "{")]
        for (place, index) in survivors.enumerated() {
            // The white space and comma that stood before this member; the first keeps the
            // object's opening white space.
            output += place == 0 ? leading : Array(bytes[members[index - 1].valueEnd..<members[index].keyStart])
            let member = members[index]
            if lastIndex[member.key] == index, let value = newValues[member.key] {
                output += bytes[member.keyStart..<member.valueStart]
                output += Array(value.serialized(in: layout.forReplacing(member, in: bytes), indent: layout.memberIndent).utf8)
            } else {
                output += bytes[member.keyStart..<member.valueEnd]
            }
        }
        for (place, (key, value)) in added.enumerated() {
            output += survivors.isEmpty && place == 0 ? leading : layout.separator
            output += Array((JSONValue.quoted(key) + layout.colon + value.serialized(in: layout.values, indent: layout.memberIndent)).utf8)
        }
        output += survivors.isEmpty && added.isEmpty ? [] : trailing
        output.append(UInt8(ascii: "}"))
        return output
    }

    /// The white space between `{` and the first member (or, in an empty object, the one
    /// a first member added is given).
    var leading: [UInt8] {
        guard let first = members.first else { return layout.emptyLeading }
        return Array(bytes[open + 1..<first.keyStart])
    }

    /// The white space between the last member and `}`.
    var trailing: [UInt8] {
        guard let last = members.last else { return layout.emptyTrailing }
        return Array(bytes[last.valueEnd..<close])
    }
}
