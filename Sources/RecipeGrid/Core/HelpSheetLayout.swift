/// The help sheet's rows, from the key table, and where its card sits.
struct HelpSheetLayout: Sendable {
    struct Row: Sendable, Equatable {
        var keys: String
        var effect: String
        var isTitle: Bool
    }

    let metrics: Metrics
    let windowSize: Size

    /// Section titles and (keys, effect) rows: every binding of the table, then the movement keys.
    static let rows: [Row] = {
        var rows = [Row(keys: "Commands", effect: "", isTitle: true)]
        for binding in KeyBindings.table {
            let keys = binding.chords.map(\.label).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            rows.append(Row(keys: keys.joined(separator: " or "), effect: binding.command.title, isTitle: false))
        }
        rows.append(Row(keys: "Moving around", effect: "", isTitle: true))
        rows += KeyBindings.movement.map { Row(keys: $0.keys, effect: $0.effect, isTitle: false) }
        return rows
    }()

    var rowHeight: Double { metrics.px(30) }

    var card: Rect {
        let width = min(metrics.px(660), max(0, windowSize.width - metrics.px(40)))
        let height = min(Double(Self.rows.count) * rowHeight + metrics.px(110), max(0, windowSize.height - metrics.px(60)))
        return Rect(x: ((windowSize.width - width) / 2).rounded(), y: ((windowSize.height - height) / 2).rounded(), width: width, height: height)
    }

    /// The scrolling list of rows inside the card.
    var body: Rect {
        Rect(
            x: card.x + metrics.px(28), y: card.y + metrics.px(62), width: max(0, card.width - metrics.px(56)),
            height: max(0, card.height - metrics.px(104)))
    }

    var maxScroll: Double { max(0, Double(Self.rows.count) * rowHeight - body.height) }
}
