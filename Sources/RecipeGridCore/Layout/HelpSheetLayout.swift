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

    /// How the keys are read: Right is Left's move in a right-to-left layout.
    var direction: LayoutDirection = .ltr

    var rows: [Row] { Self.rows(for: focus, direction: direction) }

    /// Section titles and (keys, effect) rows, every row of the key table once (rows of one
    /// region that say the same, like Right and Left, share a line): first those that work
    /// only in `focus`'s region, then those that work everywhere, then the other regions'.
    static func rows(for focus: FocusID, direction: LayoutDirection = .ltr) -> [Row] {
        func isLocal(_ scope: BindingScope) -> Bool { scope != .anywhere && scope != .outsideTextFields && scope.contains(focus) }
        var everything: [(row: Row, scope: BindingScope)] = groups.map { group in
            let keys = group.bindings.map { keysText($0, direction) }.joined(separator: " / ")
            return (Row(keys: keys, effect: group.bindings[0].help, isTitle: false), group.scope)
        }
        everything += TypedKeys.rows.map { (Row(keys: tr($0.keys), effect: tr($0.effect), isTitle: false), $0.scope) }
        var rows = [Row(keys: regionTitle(focus), effect: "", isTitle: true)]
        rows += everything.filter { isLocal($0.scope) }.map(\.row)
        rows.append(Row(keys: tr("Everywhere"), effect: "", isTitle: true))
        rows += everything.filter { !isLocal($0.scope) && ($0.scope == .anywhere || $0.scope == .outsideTextFields) }.map(\.row)
        rows.append(Row(keys: tr("Elsewhere"), effect: "", isTitle: true))
        rows += everything.filter { !isLocal($0.scope) && $0.scope != .anywhere && $0.scope != .outsideTextFields }.map(\.row)
        return rows
    }

    /// How many rows `rows(for:)` gives, whatever the focus, without making their words: the
    /// card's size and the scroll need only this, at every key while the sheet is open, and
    /// translating every row there made each such key cost milliseconds.
    static var rowCount: Int { groups.count + TypedKeys.rows.count + 3 }

    /// The key table's bindings as the sheet's rows take them: bindings of one region that say
    /// the same (Right and Left) share a row. Grouped once, since the table is fixed, and by
    /// what they say in English, so that no translation merges or splits rows.
    private static let groups: [(scope: BindingScope, bindings: [KeyBinding])] = Localization.$scoped.withValue(.english) {
        var groups: [(scope: BindingScope, says: String, bindings: [KeyBinding])] = []
        for binding in KeyBindings.table {
            if let same = groups.firstIndex(where: { $0.says == binding.help && $0.scope == binding.scope }) {
                groups[same].bindings.append(binding)
            } else {
                groups.append((binding.scope, binding.help, [binding]))
            }
        }
        return groups.map { ($0.scope, $0.bindings) }
    }

    /// A binding's keys as the sheet shows them: "Return or Enter"; a longer list reads better,
    /// and fits, with commas.
    private static func keysText(_ binding: KeyBinding, _ direction: LayoutDirection) -> String {
        let keys = binding.chords.map { $0.label(in: direction) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return keys.count == 2 ? tr("{key} or {other}", ["key": keys[0], "other": keys[1]]) : keys.joined(separator: ", ")
    }

    private static func regionTitle(_ focus: FocusID) -> String {
        if focus.isInGroceryList { return tr("In the grocery list") }
        if focus.isInDetail { return tr("In the open recipe") }
        switch focus {
        case .cooking: return tr("In cooking mode")
        case .sidebar: return tr("In the categories")
        case .search: return tr("In the search field")
        default: return tr("In the recipe grid")
        }
    }

    var rowHeight: Double { metrics.px(30) }

    var card: Rect {
        let width = min(metrics.px(780), max(0, windowSize.width - metrics.px(40)))
        let height = min(Double(Self.rowCount) * rowHeight + metrics.px(110), max(0, windowSize.height - metrics.px(60)))
        return Rect(x: ((windowSize.width - width) / 2).rounded(), y: ((windowSize.height - height) / 2).rounded(), width: width, height: height)
    }

    /// The scrolling list of rows inside the card.
    var body: Rect {
        Rect(
            x: card.x + metrics.px(28), y: card.y + metrics.px(62), width: max(0, card.width - metrics.px(56)),
            height: max(0, card.height - metrics.px(104)))
    }

    var maxScroll: Double { max(0, Double(Self.rowCount) * rowHeight - body.height) }
}
