/// Layout sizes in logical pixels, scaled to device pixels by the HiDPI factor.
///
/// Invariant: every size the layout uses comes from here, so `--scale 2` doubles all of them.
package struct Metrics: Sendable, Equatable {
    package var scale: Double

    package func px(_ logical: Double) -> Double { (logical * scale).rounded() }

    package var menuBarHeight: Double { px(30) }
    package var menuItemHeight: Double { px(32) }
    package var menuWidth: Double { px(300) }
    package var searchFieldWidth: Double { px(300) }
    package var groceryPanelWidth: Double { px(400) }
    package var groceryRowHeight: Double { px(44) }
    package var checkBoxSize: Double { px(22) }

    package var sidebarWidth: Double { px(220) }
    package var headerHeight: Double { px(56) }
    package var sidebarRowHeight: Double { px(36) }
    package var sidebarInset: Double { px(10) }
    package var gridPadding: Double { px(24) }
    package var gridGap: Double { px(20) }
    package var minimumTileWidth: Double { px(240) }
    package var tileNameHeight: Double { px(40) }
    package var tileCornerRadius: Double { px(14) }
    package var selectionStrokeWidth: Double { px(4) }
    /// Gap between a tile's edge and its selection stroke.
    package var selectionStrokeGap: Double { px(3) }
    /// Room kept around a tile when scrolling it into view, so its stroke shows whole.
    package var selectionOutset: Double { selectionStrokeGap + selectionStrokeWidth + px(2) }

    package var detailToolbarHeight: Double { px(60) }
    package var detailMargin: Double { px(32) }
    package var detailMaxContentWidth: Double { px(820) }
    package var detailArtSize: Double { px(168) }
    package var ratingSegment: Double { px(52) }
    package var controlHeight: Double { px(44) }

    // Text styles in device pixels.
    package var bodyText: TextStyle { TextStyle(size: px(15)) }
    package var bodyBoldText: TextStyle { TextStyle(size: px(15), bold: true) }
    package var tileNameText: TextStyle { TextStyle(size: px(15), bold: true) }
    package var headerText: TextStyle { TextStyle(size: px(20), bold: true) }
    package var headingText: TextStyle { TextStyle(size: px(18), bold: true) }
    package var titleText: TextStyle { TextStyle(size: px(30), bold: true) }
    package var sidebarText: TextStyle { TextStyle(size: px(15)) }
}

/// A font request: pixel size and weight. Emoji come from the font set's fallback.
package struct TextStyle: Hashable, Sendable {
    package var size: Double
    package var bold: Bool = false

    package init(size: Double, bold: Bool = false) {
        self.size = size
        self.bold = bold
    }
}

/// Measures text in device pixels; the X11 layer measures with Xft, tests with a fake.
package protocol TextMeasuring: Sendable {
    func width(of text: String, style: TextStyle) -> Double
    /// Distance from one baseline to the next.
    func lineHeight(of style: TextStyle) -> Double
    /// `text` cut to `width` with an ellipsis (`TextFitting.fit`); a measurer may remember
    /// the answers, since the same names are fitted to the same tiles frame after frame.
    func fitted(_ text: String, width: Double, style: TextStyle) -> String
}

extension TextMeasuring {
    package func fitted(_ text: String, width: Double, style: TextStyle) -> String {
        TextFitting.fit(text, width: width, style: style, measurer: self)
    }
}
