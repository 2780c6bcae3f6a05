@testable import RecipeGridCore

/// Reads a frame's display list as the renderer draws it and finds the text a user would
/// see cut or crossed: a string wider than its frame (a pixel of slack; an ellipsized or
/// wrapped line fits by being cut or broken, so it passes), a string running past the
/// window's side, and two strings drawn over each other where nothing opaque was drawn
/// between them. Text wholly hidden by what is drawn later (a card over the grid) is not
/// looked at; a scrim lets it show, so it is.
struct TextFitCheck {
    let measurer: any TextMeasuring
    let windowSize: Size
    /// How far a string may pass its frame or the window, and two strings meet, unseen.
    static let slack = 1.0

    struct Problem: Hashable, CustomStringConvertible {
        var text: String
        var frame: Rect
        var what: String
        var description: String { "“\(text)” \(what) (frame x \(Self.number(frame.x)), width \(Self.number(frame.width)))" }

        static func number(_ value: Double) -> String { String(Int(value.rounded())) }
    }

    /// A text command with where its glyphs go: its measured width placed by its alignment,
    /// an em high, centred on the frame as the renderer centres it.
    private struct Drawn {
        var index: Int
        var text: String
        var frame: Rect
        var width: Double
        var ink: Rect
    }

    func problems(in list: [DrawCommand]) -> [Problem] {
        let commands = list.flattened
        var drawn: [Drawn] = []
        var covers: [(index: Int, rect: Rect)] = []
        for (index, command) in commands.enumerated() {
            switch command {
            case .fill(let rect, let color) where color.alpha >= 1: covers.append((index, rect))
            case .fillRounded(let rect, _, let color) where color.alpha >= 1: covers.append((index, rect))
            case .text(let text, let frame, let style, _, let alignment) where !text.isEmpty:
                drawn.append(place(text, frame: frame, style: style, alignment: alignment, index: index))
            default: break
            }
        }
        func shown(_ rect: Rect, after start: Int, before end: Int = .max) -> [Rect] {
            rect.subtracting(covers.filter { $0.index > start && $0.index < end }.map(\.rect)).filter {
                $0.width > Self.slack && $0.height > Self.slack
            }
        }
        var found: [Problem] = []
        for (position, text) in drawn.enumerated() where !shown(text.ink, after: text.index).isEmpty {
            found += overflow(text)
            for earlier in drawn[..<position] {
                guard let both = earlier.ink.intersection(text.ink), !shown(both, after: earlier.index, before: text.index).isEmpty else { continue }
                found.append(Problem(text: text.text, frame: text.frame, what: "is drawn over “\(earlier.text)”"))
            }
        }
        return found
    }

    private func place(_ text: String, frame: Rect, style: TextStyle, alignment: TextAlignment, index: Int) -> Drawn {
        let width = measurer.width(of: text, style: style)
        let x: Double
        switch alignment {
        case .leading: x = frame.minX
        case .center: x = frame.midX - width / 2
        case .trailing: x = frame.maxX - width
        }
        let ink = Rect(x: x, y: frame.midY - style.size / 2, width: width, height: style.size)
        return Drawn(index: index, text: text, frame: frame, width: width, ink: ink)
    }

    private func overflow(_ text: Drawn) -> [Problem] {
        var found: [Problem] = []
        let measured = Problem.number(text.width)
        if text.width > text.frame.width + Self.slack {
            found.append(
                Problem(text: text.text, frame: text.frame, what: "is \(measured) px wide in a frame of \(Problem.number(text.frame.width))"))
        }
        if text.ink.minX < -Self.slack || text.ink.maxX > windowSize.width + Self.slack {
            found.append(
                Problem(
                    text: text.text, frame: text.frame,
                    what:
                        "runs past the window's side (\(Problem.number(text.ink.minX))…\(Problem.number(text.ink.maxX)) of \(Problem.number(windowSize.width)))"
                ))
        }
        return found
    }
}
