/// The help sheet's rows, from the key table, and where its card sits.
struct HelpSheetLayout: Sendable {
    struct Row: Sendable, Equatable {
        var keys: String
        var effect: String
        var isTitle: Bool
    }

    let metrics: Metrics
    let windowSize: Size
    /// The sheet is about the region this element is in: its keys come first.
    var focus: FocusID = .grid

    var rows: [Row] { Self.rows(for: focus) }

    /// Section titles and (keys, effect) rows, every binding of the table and every movement
    /// key once: first those that work only in `focus`'s region, then the commands that work
    /// everywhere, then the keys of the other regions.
    static func rows(for focus: FocusID) -> [Row] {
        func isLocal(_ scope: BindingScope) -> Bool { scope != .anywhere && scope != .outsideTextFields && scope.contains(focus) }
        let commands = KeyBindings.table.map { binding in
            let keys = binding.chords.map(\.label).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return (row: Row(keys: keys.joined(separator: " or "), effect: binding.command.title, isTitle: false), scope: binding.scope)
        }
        let movement = KeyBindings.movement.map { (row: Row(keys: $0.keys, effect: $0.effect, isTitle: false), scope: $0.scope) }
        let everything = commands + movement
        var rows = [Row(keys: regionTitle(focus), effect: "", isTitle: true)]
        rows += everything.filter { isLocal($0.scope) }.map(\.row)
        rows.append(Row(keys: "Everywhere", effect: "", isTitle: true))
        rows += everything.filter { !isLocal($0.scope) && ($0.scope == .anywhere || $0.scope == .outsideTextFields) }.map(\.row)
        rows.append(Row(keys: "Elsewhere", effect: "", isTitle: true))
        rows += everything.filter { !isLocal($0.scope) && $0.scope != .anywhere && $0.scope != .outsideTextFields }.map(\.row)
        return rows
    }

    private static func regionTitle(_ focus: FocusID) -> String {
        if focus.isInGroceryList { return "In the grocery list" }
        if focus.isInDetail { return "In the open recipe" }
        switch focus {
        case .sidebar: return "In the categories"
        case .search: return "In the search field"
        default: return "In the recipe grid"
        }
    }

    var rowHeight: Double { metrics.px(30) }

    var card: Rect {
        let width = min(metrics.px(660), max(0, windowSize.width - metrics.px(40)))
        let height = min(Double(rows.count) * rowHeight + metrics.px(110), max(0, windowSize.height - metrics.px(60)))
        return Rect(x: ((windowSize.width - width) / 2).rounded(), y: ((windowSize.height - height) / 2).rounded(), width: width, height: height)
    }

    /// The scrolling list of rows inside the card.
    var body: Rect {
        Rect(
            x: card.x + metrics.px(28), y: card.y + metrics.px(62), width: max(0, card.width - metrics.px(56)),
            height: max(0, card.height - metrics.px(104)))
    }

    var maxScroll: Double { max(0, Double(rows.count) * rowHeight - body.height) }
}
