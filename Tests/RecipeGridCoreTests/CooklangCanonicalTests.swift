import Foundation
import Testing

@testable import RecipeGridCore

/// Every case of Cooklang's own parser tests (Tests/Fixtures/cooklang-canonical, see its
/// README for where they come from), run through `CooklangParser` and compared item by
/// item, as every Cooklang parser is.
struct CooklangCanonicalTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/cooklang-canonical")

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        /// Each step as the canonical form's items, as JSON text (compared whole).
        var steps: [[CanonicalItem]]
        var metadata: [String: String]
        var testDescription: String { name }
    }

    /// One item as the canonical tests write it: numbers as numbers, anything else as text.
    enum Value: Equatable, Sendable, CustomStringConvertible {
        case number(Double)
        case text(String)
        var description: String {
            switch self {
            case .number(let value): "\(value)"
            case .text(let text): "\"\(text)\""
            }
        }
    }

    struct CanonicalItem: Equatable, Sendable, CustomStringConvertible {
        var type: String
        var fields: [String: Value]
        var description: String { "\(type)\(fields.sorted { $0.key < $1.key })" }
    }

    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: fixtures.appendingPathComponent("canonical.json")),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let tests = root["tests"] as? [String: Any]
        else { return [] }
        return tests.keys.sorted().compactMap { name in
            guard let test = tests[name] as? [String: Any], let source = test["source"] as? String, let result = test["result"] as? [String: Any]
            else { return nil }
            let steps = (result["steps"] as? [[[String: Any]]] ?? []).map { $0.map(item) }
            let metadata = (result["metadata"] as? [String: Any] ?? [:]).mapValues { "\($0)" }
            return Case(name: name, source: source, steps: steps, metadata: metadata)
        }
    }()

    private static func item(_ object: [String: Any]) -> CanonicalItem {
        var fields: [String: Value] = [:]
        for (key, value) in object where key != "type" {
            if let number = value as? NSNumber, !(value is String) {
                fields[key] = .number(number.doubleValue)
            } else {
                fields[key] = .text("\(value)")
            }
        }
        return CanonicalItem(type: object["type"] as? String ?? "", fields: fields)
    }

    /// Our items in the canonical form: an ingredient without a quantity has "some",
    /// cookware without one has 1, a timer without one has "".
    static func canonical(_ item: CooklangItem) -> CanonicalItem {
        func value(_ quantity: CooklangQuantity, none: Value) -> Value {
            switch quantity {
            case .none: none
            case .number(let number): .number(number)
            case .text(let text): .text(text)
            }
        }
        switch item {
        case .text(let text):
            return CanonicalItem(type: "text", fields: ["value": .text(text)])
        case .ingredient(let ingredient):
            return CanonicalItem(
                type: "ingredient",
                fields: [
                    "name": .text(ingredient.name), "quantity": value(ingredient.quantity, none: .text("some")), "units": .text(ingredient.units),
                ])
        case .cookware(let name, let quantity):
            return CanonicalItem(type: "cookware", fields: ["name": .text(name), "quantity": value(quantity, none: .number(1))])
        case .timer(let name, let quantity, let units):
            return CanonicalItem(type: "timer", fields: ["name": .text(name), "quantity": value(quantity, none: .text("")), "units": .text(units)])
        }
    }

    @Test("the vendored canonical file holds all its cases")
    func allCasesAreThere() {
        #expect(Self.cases.count == 60)
    }

    @Test("every canonical case reads as the specification says", arguments: cases)
    func canonicalCase(_ test: Case) {
        let document = CooklangParser.parse(test.source)
        let steps = document.steps.map { $0.map(Self.canonical) }
        // Cookware "units" appear in a few cases' expectations, always empty: cookware has none.
        let expected = test.steps.map {
            $0.map { item in item.type == "cookware" ? CanonicalItem(type: item.type, fields: item.fields.filter { $0.key != "units" }) : item }
        }
        #expect(steps == expected)
        let metadata = Dictionary(document.metadata.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(metadata == test.metadata)
    }
}
