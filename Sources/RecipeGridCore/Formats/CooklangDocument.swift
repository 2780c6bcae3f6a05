/// A Cooklang file as its specification describes it (https://cooklang.org/docs/spec/):
/// metadata, then steps, notes and section headings in file order. The step items are
/// the token tree the specification's canonical tests compare.
package struct CooklangDocument: Sendable, Equatable {
    /// Front matter and `>> key: value` lines, in file order, keys as written.
    package var metadata: [CooklangMetadata] = []
    package var blocks: [CooklangBlock] = []

    /// The value of the first metadata key equal to one of `keys`, compared without case.
    package func value(_ keys: String...) -> String? { value(of: keys) }

    /// The value of a metadata field, under any of the names files give it.
    func value(_ key: CooklangFile.Key) -> String? { value(of: key.names) }

    private func value(of keys: [String]) -> String? {
        for key in keys {
            if let entry = metadata.first(where: { $0.key.lowercased() == key }) { return entry.value }
        }
        return nil
    }

    /// The steps alone, each a list of items: what the canonical tests compare.
    package var steps: [[CooklangItem]] {
        blocks.compactMap { if case .step(let items) = $0 { items } else { nil } }
    }
}

package struct CooklangMetadata: Sendable, Equatable {
    package var key: String
    package var value: String

    package init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

package enum CooklangBlock: Sendable, Equatable {
    /// A paragraph of the file: one cooking step.
    case step([CooklangItem])
    /// A paragraph of lines starting with `>`: background, not a step.
    case note(String)
    /// A `= Name` or `== Name ==` line: the steps after it belong to that section ("" when
    /// it has no name).
    case section(String)
}

package enum CooklangItem: Sendable, Equatable {
    case text(String)
    case ingredient(CooklangIngredient)
    case cookware(name: String, quantity: CooklangQuantity)
    /// `~{25%minutes}`, `~eggs{3%minutes}`, or a bare `~rest` (no quantity).
    case timer(name: String, quantity: CooklangQuantity, units: String)
}

package struct CooklangIngredient: Sendable, Equatable {
    /// As written: for a recipe reference, its path ("./sauces/Hollandaise").
    package var name: String
    package var quantity: CooklangQuantity
    package var units: String
    /// `@?name`: may be left out.
    package var isOptional = false
    /// `@onion{1}(peeled and finely chopped)`: how to prepare it.
    package var preparation: String?

    package init(name: String, quantity: CooklangQuantity, units: String, isOptional: Bool = false, preparation: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.units = units
        self.isOptional = isOptional
        self.preparation = preparation
    }

    /// A reference to another recipe: a name starting with `./` or `../`, a path from the
    /// cookbook's root folder without `.cook`.
    package var isRecipeReference: Bool { name.hasPrefix("./") || name.hasPrefix("../") }

    /// The name as a cook reads it: a reference's last path component.
    package var shownName: String {
        guard isRecipeReference, let slash = name.lastIndex(of: "/") else { return name }
        return String(name[name.index(after: slash)...])
    }
}

/// What is inside an item's braces before `%`.
package enum CooklangQuantity: Sendable, Equatable {
    /// Nothing given: "some" for an ingredient, one for cookware, none for a timer.
    case none
    /// A number, a decimal or a fraction ("1/2" and "1 / 2" are 0.5; "01/2" is text).
    case number(Double)
    /// Anything else, trimmed: "few", "two small", "7 k", "1-2".
    case text(String)

    /// Reads the quantity part of braces, already split from its units.
    package init(reading raw: Substring) {
        let text = raw.trimmingWhitespace()
        if text.isEmpty {
            self = .none
        } else if let value = Self.number(text) {
            self = .number(value)
        } else {
            self = .text(text)
        }
    }

    /// A whole number, a decimal, or a fraction of whole numbers whose numerator has no
    /// leading zero (the specification keeps "01/2" as text).
    private static func number(_ text: String) -> Double? {
        if let slash = text.firstIndex(of: "/") {
            let top = text[..<slash].trimmingWhitespace()
            let bottom = text[text.index(after: slash)...].trimmingWhitespace()
            guard isWhole(top), isWhole(bottom), top == "0" || !top.hasPrefix("0"), let a = Double(top), let b = Double(bottom), b != 0
            else { return nil }
            return a / b
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, isWhole(Substring(parts[0])), parts.count == 1 || isWhole(parts[1]) else { return nil }
        return Double(text)
    }

    private static func isWhole<S: StringProtocol>(_ text: S) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
