/// Cutting a recipe out of a JSON file that holds others (an array of recipes, a JSON-LD
/// `@graph`), for Recipe ▸ Delete Recipe: the element goes with the one separator that
/// joined it to its neighbours, and every other byte stays as it was, so the file reads as
/// if it had been written without that recipe (README, Using it).
///
/// - An element that is not the last goes from its first byte up to the next element's
///   first byte: its comma and the line break and indentation after it go too, and the
///   indentation before it is left for the next element, which takes its place.
/// - The last element goes from the end of the element before it: that element's comma
///   and the white space before the removed one go, and the array's closing bracket keeps
///   the white space it had.
/// - The only element leaves an empty array, `[]`, as every JSON writer writes one.
extension JSONSplice {
    /// The file `bytes` without the array elements at `ranges` (recipes'
    /// `RecipeContentSource.inFile` ranges), each cut as `removingElement` cuts it. Throws
    /// when a range is not an element of an array of the file.
    package static func removingElements(at ranges: [Range<Int>], from bytes: [UInt8]) throws(JSONSpliceError) -> [UInt8] {
        var output = bytes
        // From the end of the file back: a cut never moves the elements before it.
        for range in Set(ranges).sorted(by: { $0.lowerBound > $1.lowerBound }) {
            output = try removingElement(at: range, from: output)
        }
        return output
    }

    /// The file `bytes` without the array element at `range`.
    package static func removingElement(at range: Range<Int>, from bytes: [UInt8]) throws(JSONSpliceError) -> [UInt8] {
        var parsed = bytes
        // A byte order mark reads as white space, as the loader reads it: offsets stay the file's.
        if parsed.starts(with: [0xEF, 0xBB, 0xBF]) { parsed.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20]) }
        guard let tape = try? JSONTape(bytes: parsed, acceptingInvalidUTF8: true) else {
            // TRANSLATORS: why a recipe could not be cut out of its file, shown after "Cannot delete “Pancakes” from recipes.json: ".
            throw JSONSpliceError(message: tr("the file is no longer valid JSON: read it again"))
        }
        guard let array = enclosingArray(of: range, in: tape) else {
            // TRANSLATORS: why a recipe could not be cut out of its file, shown after "Cannot delete “Pancakes” from recipes.json: ".
            throw JSONSpliceError(message: tr("the recipe is not an item of a list in the file, so it cannot be cut out of it"))
        }
        let elements = array.elements
        let cut: Range<Int>
        if elements.count == 1 {
            cut = array.brackets.lowerBound + 1..<array.brackets.upperBound - 1
        } else if array.place < elements.count - 1 {
            cut = elements[array.place].lowerBound..<elements[array.place + 1].lowerBound
        } else {
            cut = elements[array.place - 1].upperBound..<elements[array.place].upperBound
        }
        var output = bytes
        output.removeSubrange(cut)
        return output
    }

    /// The array that has the value at `range` as an element: its brackets, its elements'
    /// byte ranges, and which of them it is.
    private static func enclosingArray(of range: Range<Int>, in tape: JSONTape) -> (brackets: Range<Int>, elements: [Range<Int>], place: Int)? {
        let tokens = tape.tokens
        for index in tokens.indices where tokens[index].kind == .array {
            let node = JSONNode(tape: tape, index: index)
            let elements = node.elements.map(\.byteRange)
            if let place = elements.firstIndex(of: range) { return (node.byteRange, elements, place) }
        }
        return nil
    }
}
