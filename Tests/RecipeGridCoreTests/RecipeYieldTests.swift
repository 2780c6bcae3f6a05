import Testing

@testable import RecipeGridCore

@Suite struct RecipeYieldTests {
    /// Yields as recipe sites write them: the text, its count (nil: no number, counted as 1), the label at the
    /// recipe's own count and at double it.
    static let yields: [(String?, Int?, String, String)] = [
        ("4", 4, "Serves 4", "Serves 8"),
        ("12", 12, "Serves 12", "Serves 24"),
        ("4 servings", 4, "Serves 4", "Serves 8"),
        ("4 Servings", 4, "Serves 4", "Serves 8"),
        ("1 serving", 1, "Serves 1", "Serves 2"),
        ("Serves 4", 4, "Serves 4", "Serves 8"),
        ("serves 2", 2, "Serves 2", "Serves 4"),
        ("Serves: 6", 6, "Serves 6", "Serves 12"),
        ("Servings: 8", 8, "Serves 8", "Serves 16"),
        ("Serves 4-6", 4, "Serves 4", "Serves 8"),
        ("Serves 4 – 6", 4, "Serves 4", "Serves 8"),
        ("Serves 4 to 6", 4, "Serves 4", "Serves 8"),
        ("4 to 6 servings", 4, "Serves 4", "Serves 8"),
        ("4-6 servings", 4, "Serves 4", "Serves 8"),
        ("4–6 servings", 4, "Serves 4", "Serves 8"),
        ("8-10 people", 8, "Serves 8", "Serves 16"),
        ("6 people", 6, "Serves 6", "Serves 12"),
        ("4 portions", 4, "Serves 4", "Serves 8"),
        ("Feeds 6", 6, "Serves 6", "Serves 12"),
        ("six", 6, "Serves 6", "Serves 12"),
        ("four servings", 4, "Serves 4", "Serves 8"),
        ("Serves four to six", 4, "Serves 4", "Serves 8"),
        ("Serves 4 as a main course", 4, "Serves 4", "Serves 8"),
        ("6 as a starter", 6, "Serves 6", "Serves 12"),
        ("4 servings (1 cup each)", 4, "Serves 4", "Serves 8"),
        ("8 (1-cup) servings", 8, "Serves 8", "Serves 16"),
        ("Yield: 4 servings", 4, "Serves 4", "Serves 8"),
        ("Makes 4 servings", 4, "Serves 4", "Serves 8"),
        ("about 20", 20, "Serves 20", "Serves 40"),
        ("Makes 24 cookies", 24, "Makes 24 cookies", "Makes 48 cookies"),
        ("Makes about 3 dozen cookies", 36, "Makes 36 cookies", "Makes 72 cookies"),
        ("24 to 30 cookies", 24, "24 cookies", "48 cookies"),
        ("12 muffins", 12, "12 muffins", "24 muffins"),
        ("Yield: 8 slices", 8, "Makes 8 slices", "Makes 16 slices"),
        ("Yields: 16 bars", 16, "Makes 16 bars", "Makes 32 bars"),
        ("Makes 4", 4, "Makes 4", "Makes 8"),
        ("1 loaf", 1, "1 loaf", "2 loaves"),
        ("2 loaves", 2, "2 loaves", "4 loaves"),
        ("1 (9-inch) pie", 1, "1 (9-inch) pie", "2 (9-inch) pies"),
        ("One 9-inch pie", 1, "1 9-inch pie", "2 9-inch pies"),
        ("1 9x13-inch pan", 1, "1 9x13-inch pan", "2 9x13-inch pans"),
        ("1 cake", 1, "1 cake", "2 cakes"),
        ("1 batch", 1, "1 batch", "2 batches"),
        ("3 cups", 3, "3 cups", "6 cups"),
        ("2 dozen", 24, "Makes 24", "Makes 48"),
        ("a dozen", 12, "Makes 12", "Makes 24"),
        ("2 dozen rolls", 24, "24 rolls", "48 rolls"),
        ("48 cookies (2 dozen)", 48, "48 cookies", "96 cookies"),
        ("½ cup", nil, "½ cup", "1 cup"),
        ("1 1/2 cups", nil, "1 1/2 cups", "3 cups"),
        ("1.5 quarts", nil, "1.5 quarts", "3 quarts"),
        ("", nil, "1 batch", "2 batches"),
        ("   ", nil, "1 batch", "2 batches"),
        (nil, nil, "1 batch", "2 batches"),
        ("to taste", nil, "1 batch", "2 batches"),
        ("9-inch pie", nil, "1 batch", "2 batches"),
        ("0 servings", nil, "1 batch", "2 batches"),
        ("100000", nil, "1 batch", "2 batches"),
        ("many", nil, "1 batch", "2 batches"),
    ]

    @Test(arguments: yields)
    func readsTheCountAndLabelsIt(text: String?, count: Int?, label: String, doubled: String) {
        let yield = RecipeYield.parse(text)
        #expect(yield.count == (count ?? 1))
        #expect(yield.hasNumber == (count != nil))
        #expect(yield.label(for: yield.count) == label)
        #expect(yield.label(for: yield.count * 2) == doubled)
    }

    @Test func namesWhatIsYielded() {
        #expect(RecipeYield.parse("Makes 24 cookies").noun == "cookies")
        #expect(RecipeYield.parse("1 loaf").noun == "loaf")
        #expect(RecipeYield.parse("Serves 4").noun == "servings")
        #expect(RecipeYield.parse("4").noun == "servings")
        #expect(RecipeYield.parse("8-10 people").noun == "servings")
        #expect(RecipeYield.parse("to taste").noun == "")
    }

    @Test func labelsFewerThanTheRecipeMakesInTheSingular() {
        #expect(RecipeYield.parse("Makes 24 cookies").label(for: 1) == "Makes 1 cookie")
        #expect(RecipeYield.parse("2 loaves").label(for: 1) == "1 loaf")
        #expect(RecipeYield.parse("Serves 4").label(for: 1) == "Serves 1")
    }

    @Test func keepsTheTextAsWritten() {
        #expect(RecipeYield.parse("  Serves  4-6 ").text == "Serves 4-6")
    }
}
