/// Where the recipe editor's fields sit, for one window size and scale: a toolbar that
/// stays put (title and what the keys do), then a form that scrolls, one column up to a
/// readable width, with short fields side by side (tags beside categories, the times in
/// one row, nutrition three to a row) as a form in GNOME's settings lays them out.
///
/// Frames are in content coordinates (0 = top of the scrolled form); `toWindow` converts.
struct EditorLayout: Sendable, Equatable {
    struct Field: Sendable, Equatable {
        let id: EditorFieldID
        /// The label above the box.
        let label: Rect
        /// The text box.
        let box: Rect
    }

    let metrics: Metrics
    let windowSize: Size
    private(set) var fields: [Field] = []
    /// The photo's preview, beside its field.
    private(set) var photoPreview: Rect?
    /// The ingredients a Cooklang text gives, listed beside (or under) it.
    private(set) var cooklangIngredients: Rect?
    /// "Nutrition per serving", over its fields.
    private(set) var nutritionHeading: Rect?
    private(set) var contentHeight: Double = 0

    static var nutritionTitle: String { tr("Nutrition per serving") }

    var toolbarHeight: Double { metrics.detailToolbarHeight }

    var viewport: Rect {
        let top = metrics.menuBarHeight + toolbarHeight
        return Rect(x: 0, y: top, width: windowSize.width, height: max(0, windowSize.height - top))
    }

    var maxScroll: Double { max(0, contentHeight - viewport.height) }

    func toWindow(_ rect: Rect, scroll: Double) -> Rect { rect.offsetBy(0, viewport.minY - scroll) }

    /// The title's frame in the toolbar, and the hint's after it.
    var titleFrame: Rect {
        let m = metrics
        return Rect(x: m.px(24), y: m.menuBarHeight, width: max(0, windowSize.width - m.px(48)), height: toolbarHeight)
    }

    func field(_ id: EditorFieldID) -> Field? { fields.first { $0.id == id } }

    init(fields ids: [EditorFieldID], metrics m: Metrics, windowSize: Size, lineHeight: Double) {
        metrics = m
        self.windowSize = windowSize
        let margin = m.px(24)
        let width = min(m.px(860), max(m.px(200), windowSize.width - 2 * margin))
        let left = ((windowSize.width - width) / 2).rounded()
        var y = m.px(16)
        for row in Self.rows(of: ids, width: width, m) {
            if row.contains(where: { if case .nutrition = $0 { true } else { false } }), nutritionHeading == nil {
                nutritionHeading = Rect(x: left, y: y, width: width, height: m.px(28))
                y += m.px(36)
            }
            let gap = m.px(16)
            let columnWidth = ((width - gap * Double(row.count - 1)) / Double(row.count)).rounded(.down)
            var rowBottom = y
            for (column, id) in row.enumerated() {
                let x = left + Double(column) * (columnWidth + gap)
                let label = Rect(x: x, y: y, width: columnWidth, height: m.px(22))
                let height = id.isMultiline ? (Double(id.visibleLines) * lineHeight + m.px(12)).rounded() : m.px(36)
                var box = Rect(x: x, y: y + m.px(26), width: columnWidth, height: height)
                if id == .photo {
                    let side = m.px(96)
                    box.width = max(m.px(120), columnWidth - side - gap)
                    photoPreview = Rect(x: box.maxX + gap, y: y, width: side, height: side)
                    rowBottom = max(rowBottom, y + side)
                }
                if id == .cooklang { placeCooklang(&box, width: width, gap: gap) }
                fields.append(Field(id: id, label: label, box: box))
                rowBottom = max(rowBottom, box.maxY, cooklangIngredients?.maxY ?? 0)
            }
            y = rowBottom + m.px(18)
        }
        contentHeight = y + m.px(24)
    }

    /// A Cooklang text beside its ingredients when the form is wide enough, else over them.
    private mutating func placeCooklang(_ box: inout Rect, width: Double, gap: Double) {
        let m = metrics
        if width >= m.px(640) {
            let listWidth = (width * 0.34).rounded()
            box.width = width - listWidth - gap
            cooklangIngredients = Rect(x: box.maxX + gap, y: box.y, width: listWidth, height: box.height)
        } else {
            cooklangIngredients = Rect(x: box.x, y: box.maxY + m.px(10), width: box.width, height: m.px(160))
        }
    }

    /// The fields a row holds: short ones side by side, as many as fit.
    private static func rows(of ids: [EditorFieldID], width: Double, _ m: Metrics) -> [[EditorFieldID]] {
        let groups: [[EditorFieldID]] = [
            [.name], [.categories, .keywords], [.yield, .prepTime, .cookTime, .totalTime], [.description], [.source], [.ingredients],
            [.steps], [.cooklang], [.photo],
        ]
        let nutrition = EditorFieldID.nutritionFields.map(EditorFieldID.nutrition)
        let fit = max(1, Int(width / m.px(170)))
        var rows: [[EditorFieldID]] = []
        for group in groups + stride(from: 0, to: nutrition.count, by: 3).map({ Array(nutrition[$0..<min($0 + 3, nutrition.count)]) }) {
            let present = group.filter(ids.contains)
            rows += stride(from: 0, to: present.count, by: fit).map { Array(present[$0..<min($0 + fit, present.count)]) }
        }
        return rows
    }

    /// The scroll that shows `id`'s label and box whole, the least change from `scroll`.
    func scroll(showing id: EditorFieldID, from scroll: Double) -> Double {
        guard let field = field(id) else { return scroll }
        let top = field.label.minY - metrics.px(8)
        let bottom = max(field.box.maxY, id == .photo ? photoPreview?.maxY ?? 0 : 0) + metrics.px(8)
        var result = scroll
        if bottom - result > viewport.height { result = bottom - viewport.height }
        if top < result { result = top }
        return min(max(0, result), maxScroll)
    }
}
