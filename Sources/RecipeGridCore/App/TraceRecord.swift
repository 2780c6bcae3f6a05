/// One line of the `--trace` output (README, Tracing): every field, always present.
package struct TraceRecord: Sendable {
    package enum Event: String, Sendable {
        case start, key, keyup, button, resize, timer
    }

    var seq: Int
    var event: Event
    var key: String?
    var micros: Int

    package init(seq: Int, event: Event, key: String?, micros: Int) {
        self.seq = seq
        self.event = event
        self.key = key
        self.micros = micros
    }

    /// The JSON object for this record and `state`, on one line without the newline.
    ///
    /// Written into one buffer: a line goes out after every key's frame, and building it
    /// from a string per field, then joining them, cost as much as drawing the frame.
    package func json(for state: AppState) -> String {
        let layout = state.gridLayout
        var line = JSONLine()
        line.field("seq", raw: String(seq))
        line.field("event", string: event.rawValue)
        line.field("key", string: key)
        line.field("screen", string: state.screen.rawValue)
        line.field("overlay", string: state.overlay?.rawValue)
        line.field("focus", string: state.focus.traceName)
        line.field("category", string: state.categoryName)
        line.field("selection", string: state.selectedRecipe?.name)
        line.field("selectionIndex", raw: state.grid.selection.map(String.init) ?? "null")
        line.field("marked", strings: state.grid.marked.sorted().map { state.store.recipes[$0].name })
        line.field("query", string: state.query)
        line.field("columns", raw: String(layout.columns))
        line.field("visible", raw: layout.visibleRange(scroll: state.grid.scroll).map { "[\($0.lowerBound),\($0.upperBound)]" } ?? "[]")
        line.field("recipe", string: state.openedRecipe?.name)
        line.field("rating", string: state.ratingTarget.flatMap { state.rating(ofRecipe: $0) }?.rawValue)
        line.field("grocery", raw: Self.array(state.grocery.items.map { "{\"name\":\(Self.string($0.name)),\"obtained\":\($0.obtained)}" }))
        line.field("toast", string: state.toast?.text)
        line.field("servings", raw: state.openServings.map { "{\"base\":\($0.base),\"current\":\($0.current)}" } ?? "null")
        if let ingredients = Localization.withDecimalDot({ state.shownIngredients }) {
            line.field("ingredients", strings: ingredients)
        } else {
            line.field("ingredients", raw: "null")
        }
        line.field("units", string: state.units.rawValue)
        line.field("layoutDirection", string: state.layoutDirection.rawValue)
        line.field("micros", raw: String(micros))
        return line.finished()
    }

    static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ",") + "]" }

    /// A JSON string literal with the escapes RFC 8259 requires.
    static func string(_ text: String) -> String {
        var out: [UInt8] = []
        JSONLine.appendString(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}

/// One JSON object being written as UTF-8 bytes, its fields in the order given.
private struct JSONLine {
    private var bytes: [UInt8] = [UInt8(ascii: "{")]

    init() { bytes.reserveCapacity(640) }

    mutating func field(_ name: StaticString, raw value: String) {
        if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: value.utf8)
    }

    mutating func field(_ name: StaticString, string value: String?) {
        guard let value else { return field(name, raw: "null") }
        field(name, raw: "")
        Self.appendString(value, to: &bytes)
    }

    mutating func field(_ name: StaticString, strings values: [String]) {
        field(name, raw: "[")
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.appendString(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func finished() -> String {
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as a JSON string literal; most names need no escape and go in whole.
    static func appendString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
