import CoreTestSupport
import Testing

@testable import RecipeGridCore

@Suite struct GroceryListTests {
    /// The list's texts after adding `batches` one call at a time to an empty list.
    private func texts(after batches: [String]...) -> [String] {
        var list = GroceryList()
        for batch in batches { list.add(ingredients: batch) }
        return list.items.map(\.name)
    }

    @Test(arguments: [
        (["2 eggs"], ["3 eggs"], "5 eggs"),
        (["1 cup flour"], ["1/2 cup flour"], "1 ½ cups flour"),
        (["1 cup sugar"], ["2 cups sugar"], "3 cups sugar"),
        (["1 C. sugar"], ["2 cups sugar"], "3 cups sugar"),
        (["½ cup milk"], ["½ cup milk"], "1 cup milk"),
        (["⅓ cup oil"], ["⅓ cup oil", "⅓ cup oil"], "1 cup oil"),
        (["2 Tbsp. butter"], ["1 tablespoon butter"], "3 tbsp butter"),
        (["200g dark chocolate"], ["100 g Dark Chocolate"], "300 g dark chocolate"),
        (["3-4 cloves garlic, minced"], ["2 cloves garlic, minced"], "5–6 cloves garlic, minced"),
        (["1 can diced tomatoes"], ["2 tins diced tomatoes"], "3 cans diced tomatoes"),
    ])
    func sumsAmountsInTheSameUnit(first: [String], second: [String], merged: String) {
        #expect(texts(after: first, second) == [merged])
    }

    @Test func joinsAmountsInDifferentUnitsAndKeepsSummingEach() {
        #expect(texts(after: ["1 cup butter"], ["2 tbsp butter"]) == ["1 cup + 2 tbsp butter"])
        #expect(texts(after: ["1 cup butter"], ["2 tbsp butter"], ["1 tbsp butter", "1 cup butter"]) == ["2 cups + 3 tbsp butter"])
        #expect(texts(after: ["1 tbsp + 1 tsp sugar"], ["1 tsp sugar"]) == ["1 tbsp + 2 tsp sugar"])
        #expect(texts(after: ["2 cups tomatoes"], ["3 tomatoes"]) == ["2 cups + 3 tomatoes"])
    }

    @Test func mergesLinesWithoutAnAmountWithoutAddingOne() {
        #expect(texts(after: ["salt"], ["salt to taste"]) == ["salt"])
        #expect(texts(after: ["2 cloves garlic"], ["garlic"]) == ["2 cloves garlic"])
        #expect(texts(after: ["garlic"], ["2 cloves garlic"]) == ["2 cloves garlic"])
        #expect(texts(after: ["Salt to taste"], ["1 tsp salt"]) == ["1 tsp salt"])
    }

    @Test func spellsTheNameAsTheLargerCountDoes() {
        #expect(texts(after: ["1 egg"], ["2 eggs"]) == ["3 eggs"])
        #expect(texts(after: ["2 eggs"], ["1 egg"]) == ["3 eggs"])
        #expect(texts(after: ["1 tomato"], ["2 tomatoes"]) == ["3 tomatoes"])
        #expect(texts(after: ["1 egg"], ["1 egg"]) == ["2 eggs"])
        #expect(texts(after: ["1 large onion, diced", "1 large onion, diced"]) == ["2 large onions, diced"])
        #expect(texts(after: ["2 cups tomatoes"], ["1 tomato"], ["1 tomato"]) == ["2 cups + 2 tomatoes"])
    }

    @Test func keepsDifferentIngredientsAndCanSizesApart() {
        #expect(texts(after: ["1 cup butter"], ["1 cup buttermilk"]) == ["1 cup butter", "1 cup buttermilk"])
        #expect(texts(after: ["2 tbsp butter, softened"], ["1 tbsp butter"]) == ["2 tbsp butter, softened", "1 tbsp butter"])
        #expect(
            texts(after: ["1 (14.5 oz) can tomatoes"], ["1 (28 oz) can tomatoes"]) == ["1 can (14.5 oz) tomatoes", "1 can (28 oz) tomatoes"])
    }

    @Test func mergesDuplicatesWithinOneBatch() {
        var list = GroceryList()
        #expect(list.add(ingredients: ["2 eggs", "1 cup milk", "3 eggs", "½ cup milk"]) == 4)
        #expect(list.items.map(\.name) == ["5 eggs", "1 ½ cups milk"])
    }

    @Test func storesLinesAsTheirTidiedText() {
        #expect(
            texts(after: ["2 Tbsp.  butter", "A pinch of nutmeg", "1.5 lbs chicken thighs"]) == [
                "2 tbsp butter", "1 pinch nutmeg", "1 ½ lb chicken thighs",
            ])
    }

    @Test func insertsBeforeTheTrailingEmptyItems() {
        var list = GroceryList(items: [
            GroceryItem(name: ""), GroceryItem(name: "milk", obtained: true), GroceryItem(name: " "), GroceryItem(name: ""),
        ])
        list.add(ingredients: ["2 eggs", "1 cup flour"])
        #expect(list.items.map(\.name) == ["", "milk", "2 eggs", "1 cup flour", " ", ""])
        #expect(list.items.map(\.obtained) == [false, true, false, false, false, false])
    }

    @Test func addsToAListOfOnlyEmptyItemsAtTheTop() {
        var list = GroceryList(items: [GroceryItem(name: "")])
        list.add(ingredients: ["2 eggs"])
        #expect(list.items == [GroceryItem(name: "2 eggs"), GroceryItem(name: "")])
    }

    @Test func mergesInPlaceAndMarksTheItemAsNeededAgain() {
        var list = GroceryList(items: [
            GroceryItem(name: "milk", obtained: true), GroceryItem(name: "2 eggs", obtained: true), GroceryItem(name: ""),
        ])
        list.add(ingredients: ["1 egg"])
        #expect(list.items == [GroceryItem(name: "milk", obtained: true), GroceryItem(name: "3 eggs", obtained: false), GroceryItem(name: "")])
    }

    @Test func mergesAnAmountlessLineIntoAnObtainedItemAndMarksItNeeded() {
        var list = GroceryList(items: [GroceryItem(name: "salt", obtained: true)])
        #expect(list.add(ingredients: ["Salt, to taste"]) == 1)
        #expect(list.items == [GroceryItem(name: "salt", obtained: false)])
    }

    @Test func mergesIntoItemsTheUserTyped() {
        #expect(texts(after: ["Eggs"], ["2 eggs"]) == ["2 eggs"])
        var list = GroceryList(items: [GroceryItem(name: "flour  "), GroceryItem(name: "milk + cookies")])
        list.add(ingredients: ["1 cup flour", "1 cup milk"])
        #expect(list.items.map(\.name) == ["1 cup flour", "milk + cookies", "1 cup milk"])
    }

    @Test func countsTheLinesTakenAndSkipsBlankOnes() {
        var list = GroceryList()
        #expect(list.add(ingredients: ["2 eggs", "", "   ", "\t", "salt", "1 egg"]) == 3)
        #expect(list.items.map(\.name) == ["3 eggs", "salt"])
        #expect(list.add(ingredients: []) == 0)
    }

    @Test func neverMergesLinesWithoutAName() {
        #expect(texts(after: ["12", "12"]) == ["12", "12"])
        #expect(texts(after: ["2 cups"], ["1 cup"]) == ["2 cups", "1 cup"])
    }

    @Test func takesOddLinesWithoutCrashing() {
        let odd = ["/", "1/0", "99999999999999999999 g", "🥚", "½", "-", "+", "+ 2", "1 cup + ", "( )", ")", "1 (", "a", "🧂 to taste"]
        var list = GroceryList(items: [GroceryItem(name: "+ 2 cups")])
        #expect(list.add(ingredients: odd + odd) == odd.count * 2)
        #expect(list.items.allSatisfy { !$0.name.isEmpty })
    }
}
