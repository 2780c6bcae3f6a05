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
    package func json(for state: AppState) -> String {
        let layout = state.gridLayout
        let visible = layout.visibleRange(scroll: state.grid.scroll).map { "[\($0.lowerBound),\($0.upperBound)]" } ?? "[]"
        let fields: [(String, String)] = [
            ("seq", String(seq)),
            ("event", Self.string(event.rawValue)),
            ("key", key.map(Self.string) ?? "null"),
            ("screen", Self.string(state.screen.rawValue)),
            ("overlay", state.overlay.map { Self.string($0.rawValue) } ?? "null"),
            ("focus", Self.string(state.focus.traceName)),
            ("category", Self.string(state.categoryName)),
            ("selection", state.selectedRecipe.map { Self.string($0.name) } ?? "null"),
            ("selectionIndex", state.grid.selection.map(String.init) ?? "null"),
            ("marked", Self.array(state.grid.marked.sorted().map { Self.string(state.store.recipes[$0].name) })),
            ("query", Self.string(state.query)),
            ("columns", String(layout.columns)),
            ("visible", visible),
            ("recipe", state.openedRecipe.map { Self.string($0.name) } ?? "null"),
            ("rating", state.ratingTarget.flatMap { state.rating(ofRecipe: $0) }.map { Self.string($0.rawValue) } ?? "null"),
            ("grocery", Self.array(state.grocery.items.map { "{\"name\":\(Self.string($0.name)),\"obtained\":\($0.obtained)}" })),
            ("toast", state.toast.map { Self.string($0.text) } ?? "null"),
            ("servings", state.openServings.map { "{\"base\":\($0.base),\"current\":\($0.current)}" } ?? "null"),
            ("ingredients", state.shownIngredients.map { Self.array($0.map(Self.string)) } ?? "null"),
            ("units", Self.string(state.units.rawValue)),
            ("layoutDirection", Self.string(state.layoutDirection.rawValue)),
            ("micros", String(micros)),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    static func array(_ elements: [String]) -> String { "[" + elements.joined(separator: ",") + "]" }

    /// A JSON string literal with the escapes RFC 8259 requires.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
