/// The window while the launch cookbook loads: what is happening, how many recipes so
/// far, and a bar that fills as the files are read.
struct LoadingView {
    var theme: Theme
    var measurer: any TextMeasuring

    func draw(_ progress: LoadingProgress, in state: AppState, into list: inout [DrawCommand]) {
        let m = state.metrics
        let size = state.windowSize
        let width = min(m.px(420), max(m.px(120), size.width - m.px(48)))
        let x = ((size.width - width) / 2).rounded()
        let y = (size.height / 2 - m.px(30)).rounded()
        let style = m.bodyText
        let textFrame = Rect(x: x, y: y, width: width, height: m.px(24))
        let text = measurer.fitted(progress.text, width: width, style: style)
        list.append(.text(text, frame: textFrame, style: style, color: theme.primaryText, alignment: .center))
        let track = Rect(x: x, y: textFrame.maxY + m.px(14), width: width, height: m.px(8))
        list.append(.fillRounded(track, radius: track.height / 2, theme.controlBackground))
        // A sliver shows from the start, so the bar reads as a bar and not a line.
        let filled = max(track.height, (track.width * progress.fraction).rounded())
        list.append(.fillRounded(Rect(x: track.x, y: track.y, width: filled, height: track.height), radius: track.height / 2, theme.accent))
        // A soft highlight crosses the filled part about once a second.
        let sweep = Double(progress.frame % 30) / 30
        let glint = min(m.px(48), filled)
        let glintX = track.x + ((filled - glint) * sweep).rounded()
        list.append(
            .fillRounded(Rect(x: glintX, y: track.y, width: glint, height: track.height), radius: track.height / 2, Color(hex: 0xFFFFFF, alpha: 0.35))
        )
    }
}
