import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGridCore

/// What the libFuzzer targets (fuzz/, `make fuzz`) found, each as the input the fuzzer saved
/// (also kept as fuzz/corpus-seeds/TARGET/regression-N) and the result it should give.
///
/// The ingredient target checks, besides crashes, what the grocery list relies on: the text
/// it stores for a line (`Ingredient.text`) reads back as the same unit, merge key and amounts.
@Suite struct FuzzRegressionTests {
    /// A fuzz input as the target reads it: UTF-8 with bad bytes repaired, one line per line.
    private static func lines(base64: String) -> [String] {
        let bytes = Data(base64Encoded: base64)!
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether the text the grocery list stores for `line` reads back as itself, with the same unit and a name that
    /// merges with the line's (a count's noun may have become plural).
    private static func readsBack(_ line: String) -> Bool {
        let ingredient = Ingredient.parse(line)
        let again = Ingredient.parse(ingredient.text)
        return again.unit == ingredient.unit && again.mergeKey == ingredient.mergeKey && again.text == ingredient.text
    }

    /// Each line of a fuzz input reads back, as written and as a cookbook's cleaning leaves it.
    private static func expectEveryLineReadsBack(base64: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines(base64: base64) {
            #expect(readsBack(line), "\(line.debugDescription)", sourceLocation: sourceLocation)
            #expect(readsBack(TextCleaning.line(line)), "\(TextCleaning.line(line).debugDescription)", sourceLocation: sourceLocation)
        }
    }

    /// regression-1: the plural followed the amount before rounding, so 1.0001 showed "1 cans", read back as 1 can.
    @Test func thePluralFollowsTheAmountAsShown() {
        Self.expectEveryLineReadsBack(base64: "MSwwMDAxICgxNC41IG96KSBjYW4gZGljZWQgdG9tYXRvZXM=")
        #expect(Ingredient.parse("1,0001 (14.5 oz) can diced tomatoes").text == "1 can (14.5 oz) diced tomatoes")
    }

    /// regression-2: 0.252 showed "0.25", which reads back as ¼; and a range whose ends show alike showed
    /// "1–1 cups flour", which reads back without an amount, so the grocery list stopped summing it.
    @Test func amountsShowAsTheyReadBack() {
        Self.expectEveryLineReadsBack(base64: "MC4yNTI=")
        #expect(Ingredient.parse("0.252 cup sugar").text == "¼ cup sugar")
        #expect(Ingredient.parse("1-1.0001 cups flour").text == "1 cup flour")
        #expect(Ingredient.parse("2.999-3 eggs").text == "3 eggs")
        var list = GroceryList()
        list.add(ingredients: ["1-1.0001 cups flour", "1 cup flour"])
        #expect(list.items.map(\.name) == ["2 cups flour"])
    }

    /// regression-3: a combining mark alone between tabs joined the space put before it, which the scanner did
    /// not read as a space ("pinch" was not a unit) and the next parse dropped (then it was).
    @Test func aMarkAfterWhiteSpaceDoesNotJoinTheSpace() {
        Self.expectEveryLineReadsBack(
            base64:
                "QSBwaW5jaAkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCdmOCQkJCQkJCQkJCQkJCQkJCQkJCQkgb2b//////////y1tZWc="
        )
        #expect(Ingredient.parse("A pinch\t\u{064E}\tof nutmeg") == Ingredient(quantity: 1, unit: .pinch, name: "nutmeg"))
        #expect(Ingredient.parse("2\t\u{0301}cups flour") == Ingredient(quantity: 2, unit: .cup, name: "flour"))
    }

    /// regression-4: after "1-1/22" (one and a fraction) a range was not looked for, so "— 2" stayed in the
    /// name, and the text "1.05 — 2–3 …" read back as a broken range. "1-1/2 to 2 cups" is a range now.
    @Test func aRangeMayFollowAHyphenatedMixedNumber() {
        Self.expectEveryLineReadsBack(
            base64:
                "MeKBhDEtMS8yMgEAAAAAAAPigJQAAAAAADLigJMzIHRic3BNb24uIHRqd2kKMisAY5MzIHRic3BNb24uIHRqd2kKMCB0YnNwIGx0CjMtNOCck4d2ZY3fAQAgCwpglqAKMiBsZQoKCjIgZWdncwozIGVnZ21vbiAXCg=="
        )
        #expect(Ingredient.parse("1-1/2 to 2 cups flour") == Ingredient(quantity: 1.5, upperQuantity: 2, unit: .cup, name: "flour"))
        #expect(Ingredient.parse("1-1/2 to 2 cups flour").text == "1 ½–2 cups flour")
        #expect(Ingredient.parse("1⁄1-1/22 — 2–3 tbsp").quantity == nil)
    }

    /// regression-5: an amount followed by more of one ("2 1/22 1/2", "2.0 1/2") kept the rest as the name,
    /// which the text put right after the amount as shown, to be read as part of it. Such a line has no amount.
    @Test func aLineThatGoesOnAsAnAmountHasNone() {
        Self.expectEveryLineReadsBack(base64: "MiAxLzIyIDEvMmFj")
        for line in ["2 1/22 1/2ac", "2.0 1/2 cup sugar", "0.9999 1/2 cup", "3.004 to 3.003 eggs", "1-2 to 3 eggs"] {
            #expect(Ingredient.parse(line) == Ingredient(quantity: nil, unit: nil, name: line))
        }
        #expect(Ingredient.parse("1 12-ounce can evaporated milk").quantity == 1)
    }

    /// Found reading the parser for the same property: a second "of" after a unit, and an amount just under
    /// the largest, which shows as the largest ("1000000000"), were read back otherwise.
    @Test func aRepeatedOfAndTheLargestAmountReadBack() {
        #expect(Ingredient.parse("2 cups of of sugar") == Ingredient(quantity: 2, unit: .cup, name: "sugar"))
        #expect(Self.readsBack("999999999.9996 eggs"))
        #expect(Ingredient.parse("1000000000 eggs").quantity == 1e9)
        #expect(Ingredient.parse("1000000001 eggs").quantity == nil)
    }
}
