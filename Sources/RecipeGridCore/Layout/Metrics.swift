/// Layout sizes in logical pixels, scaled to device pixels by the HiDPI factor.
///
/// Invariant: every size the layout uses comes from here, so `--scale 2` doubles all of them.
package struct Metrics: Sendable, Equatable {
    var scale: Double

    package init(scale: Double) { self.scale = scale }

    func px(_ logical: Double) -> Double { (logical * scale).rounded() }

    /// The smallest window allowed (the window's minimum size hint): every screen is laid out
    /// to fit in it, in every language (LayoutFitTests).
    package var minimumWindowSize: Size { Size(width: px(320), height: px(240)) }

    var menuBarHeight: Double { px(30) }
    var menuItemHeight: Double { px(32) }
    var menuWidth: Double { px(300) }
    var searchFieldWidth: Double { px(300) }
    var groceryPanelWidth: Double { px(400) }
    var groceryRowHeight: Double { px(44) }
    /// An aisle's name over its items when the list is grouped by aisle.
    var groceryHeadingHeight: Double { px(34) }
    var checkBoxSize: Double { px(22) }

    var sidebarWidth: Double { px(220) }
    var headerHeight: Double { px(56) }
    var sidebarRowHeight: Double { px(36) }
    var sidebarInset: Double { px(10) }
    var gridPadding: Double { px(24) }
    var gridGap: Double { px(20) }
    var minimumTileWidth: Double { px(240) }
    var tileNameHeight: Double { px(40) }
    var tileCornerRadius: Double { px(14) }
    var selectionStrokeWidth: Double { px(4) }
    /// Gap between a tile's edge and its selection stroke.
    var selectionStrokeGap: Double { px(3) }
    /// Room kept around a tile when scrolling it into view, so its stroke shows whole.
    var selectionOutset: Double { selectionStrokeGap + selectionStrokeWidth + px(2) }

    var detailToolbarHeight: Double { px(60) }
    var detailMargin: Double { px(32) }
    var detailMaxContentWidth: Double { px(820) }
    var detailArtSize: Double { px(168) }
    var ratingSegment: Double { px(52) }
    var controlHeight: Double { px(44) }

    // Text styles in device pixels.
    var bodyText: TextStyle { TextStyle(size: px(15)) }
    var bodyBoldText: TextStyle { TextStyle(size: px(15), bold: true) }
    var tileNameText: TextStyle { TextStyle(size: px(15), bold: true) }
    var headerText: TextStyle { TextStyle(size: px(20), bold: true) }
    var headingText: TextStyle { TextStyle(size: px(18), bold: true) }
    var titleText: TextStyle { TextStyle(size: px(30), bold: true) }
    var sidebarText: TextStyle { TextStyle(size: px(15)) }
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
