/// Splits one Cooklang step into text, ingredients (`@`), cookware (`#`) and timers (`~`).
///
/// A mark starts an item only when a word follows it at once ("Message @ example" is
/// text). A name is one word (up to white space or punctuation) unless braces follow on
/// the same line before another mark, which makes everything up to them the name
/// ("@tipo 00 flour{250%g}"). Inside the braces, `%` parts quantity from units.
enum CooklangTokenizer {
    static func items(of step: ArraySlice<Unicode.Scalar>) -> [CooklangItem] {
        var scanner = Scanner(text: step)
        return scanner.run()
    }

    private struct Scanner {
        let text: ArraySlice<Unicode.Scalar>
        var index: Int
        var items: [CooklangItem] = []
        var pendingText: [Unicode.Scalar] = []
        /// The last search for a closing `}` or `)`: from where, and where it stopped. A
        /// later search from inside that stretch stops at the same place, which keeps a
        /// line of many unclosed braces linear.
        private var lastSearch: [Unicode.Scalar: (from: Int, stop: Int)] = [:]

        init(text: ArraySlice<Unicode.Scalar>) {
            self.text = text
            index = text.startIndex
        }

        mutating func run() -> [CooklangItem] {
            while index < text.endIndex {
                let scalar = text[index]
                if scalar == "@" || scalar == "#" || scalar == "~", let (item, end) = item(at: index) {
                    flushText()
                    items.append(item)
                    index = end
                } else {
                    pendingText.append(scalar)
                    index += 1
                }
            }
            flushText()
            // Trailing white space ends no step: it is only where a line ended.
            if case .text(let last) = items.last {
                let scalars = last.unicodeScalars
                if let end = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) {
                    if scalars.index(after: end) != scalars.endIndex { items[items.count - 1] = .text(String(scalars[...end])) }
                } else {
                    items.removeLast()
                }
            }
            return items
        }

        private mutating func flushText() {
            guard !pendingText.isEmpty else { return }
            items.append(.text(String(String.UnicodeScalarView(pendingText))))
            pendingText = []
        }

        /// The item that the mark at `start` begins, and where it ends; nil when it is text.
        private mutating func item(at start: Int) -> (CooklangItem, Int)? {
            let mark = text[start]
            var position = start + 1
            var isOptional = false
            if mark == "@", position < text.endIndex, text[position] == "?" {
                isOptional = true
                position += 1
            }
            if mark == "~", position < text.endIndex, text[position] == "{" {
                guard let (amount, end) = braces(at: position) else { return nil }
                let (quantity, units) = Self.split(amount)
                return (.timer(name: "", quantity: quantity, units: units), end)
            }
            guard let (name, amount, afterName) = component(at: position, allowsPath: mark == "@") else { return nil }
            var end = afterName
            let (quantity, units) = amount.map(Self.split) ?? (.none, "")
            switch mark {
            case "@":
                var ingredient = CooklangIngredient(name: name, quantity: quantity, units: units, isOptional: isOptional)
                if amount != nil, let (preparation, afterPreparation) = preparation(at: end) {
                    ingredient.preparation = preparation
                    end = afterPreparation
                }
                return (.ingredient(ingredient), end)
            case "#":
                return (.cookware(name: name, quantity: quantity), end)
            default:
                return (.timer(name: name, quantity: quantity, units: units), end)
            }
        }

        /// A name starting at `start`, its braces' content if it has braces, and where it
        /// ends. A recipe reference ("./sauces/Pesto") must have braces.
        private mutating func component(at start: Int, allowsPath: Bool) -> (String, [Unicode.Scalar]?, Int)? {
            guard start < text.endIndex else { return nil }
            let isPath = allowsPath && (starts(with: "./", at: start) || starts(with: "../", at: start))
            guard isPath || Self.isWordCharacter(text[start]) else { return nil }
            var wordEnd = start
            while wordEnd < text.endIndex && Self.isWordCharacter(text[wordEnd]) { wordEnd += 1 }
            // Braces further on make a longer name, if no other mark or line end comes first.
            var search = wordEnd
            while search < text.endIndex, !"@#~{}\n".unicodeScalars.contains(text[search]) { search += 1 }
            if search < text.endIndex, text[search] == "{", let (amount, end) = braces(at: search) {
                let name = String(String.UnicodeScalarView(text[start..<search])).trimmingWhitespace()
                return (name, amount, end)
            }
            guard !isPath, wordEnd > start else { return nil }
            return (String(String.UnicodeScalarView(text[start..<wordEnd])), nil, wordEnd)
        }

        /// The content of the braces opening at `start` and the index past them, when they
        /// close on the same line.
        private mutating func braces(at start: Int) -> ([Unicode.Scalar], Int)? {
            let index = closing("}", after: start)
            guard index < text.endIndex, text[index] == "}" else { return nil }
            return (Array(text[(start + 1)..<index]), index + 1)
        }

        /// The first `closer` or line end after `start`, or the end of the step.
        private mutating func closing(_ closer: Unicode.Scalar, after start: Int) -> Int {
            if let last = lastSearch[closer], last.from <= start, start < last.stop { return last.stop }
            var index = start + 1
            while index < text.endIndex, text[index] != closer, text[index] != "\n" { index += 1 }
            lastSearch[closer] = (start, index)
            return index
        }

        /// `(peeled and chopped)` right after an ingredient's braces.
        private mutating func preparation(at start: Int) -> (String, Int)? {
            guard start < text.endIndex, text[start] == "(" else { return nil }
            let index = closing(")", after: start)
            guard index < text.endIndex, text[index] == ")" else { return nil }
            let preparation = String(String.UnicodeScalarView(text[(start + 1)..<index])).trimmingWhitespace()
            return preparation.isEmpty ? nil : (preparation, index + 1)
        }

        private func starts(with prefix: String, at start: Int) -> Bool {
            text[start...].starts(with: prefix.unicodeScalars)
        }

        /// Quantity and units of braces' content: "3 % items" is 3 and "items".
        static func split(_ amount: [Unicode.Scalar]) -> (CooklangQuantity, String) {
            let content = String(String.UnicodeScalarView(amount))
            guard let percent = content.firstIndex(of: "%") else { return (CooklangQuantity(reading: content[...]), "") }
            let units = content[content.index(after: percent)...].trimmingWhitespace()
            return (CooklangQuantity(reading: content[..<percent]), units)
        }

        /// Neither white space, punctuation nor a line end: what a one-word name is made of.
        static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
            if CooklangParser.isWhitespace(scalar) || CooklangParser.isNewline(scalar) { return false }
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
                .otherPunctuation:
                return false
            default:
                return true
            }
        }
    }
}
