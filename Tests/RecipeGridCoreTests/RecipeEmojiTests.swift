import CoreTestSupport
import Testing

@testable import RecipeGridCore

@Suite struct RecipeEmojiTests {
    @Test(arguments: [
        ("Apple Pie", "🥧"), ("Greek Salad", "🥗"), ("Blueberry Pancakes", "🥞"), ("Crêpes Suzette", "🥞"),
        ("Club Sandwich", "🥪"), ("Chicken Noodle Soup", "🍜"), ("Beef Chili", "🍲"), ("Green Curry", "🍛"),
        ("Pizza Margherita", "🍕"), ("Fish Tacos", "🌮"), ("Spaghetti Carbonara", "🍝"), ("Pad Thai", "🍜"),
        ("Mushroom Risotto", "🍚"), ("Chocolate Cake", "🍰"), ("Chocolate Chip Cookies", "🍪"), ("Banana Bread", "🍞"),
        ("Éclair", "🥐"), ("Crème Brûlée", "🍮"), ("Vanilla Ice Cream", "🍨"), ("Berry Smoothie", "🥤"),
        ("Dumplings", "🥟"), ("Guacamole", "🥑"), ("Strawberries", "🍓"), ("Acai Bowl", "🫐"), ("Hummus", "🫙"),
        ("Overnight Oats", "🥣"), ("Iced Tea", "🍵"), ("Steak Frites", "🥩"), ("Eggplant Parmesan", "🍆"),
        ("Scrambled Eggs", "🍳"), ("Sweet Potato Fries", "🍟"), ("Roast Chicken", "🍗"),
        ("Ñoquis de Papa", "🥟"), ("Ratatouille", "🍆"), ("Roasted Brussels Sprouts", "🥬"), ("Green Beans", "🫘"),
        ("Mango Lassi", "🥤"),
    ])
    func choosesFromTheName(name: String, emoji: String) {
        #expect(RecipeEmoji.choose(name: name, categories: [], keywords: []) == emoji)
    }

    @Test func matchesWholeWordsOnly() {
        // "steak" holds "tea", "pineapple" holds "apple", "licorice" holds "rice".
        #expect(RecipeEmoji.choose(name: "Steak", categories: [], keywords: []) == "🥩")
        #expect(RecipeEmoji.choose(name: "Pineapple", categories: [], keywords: []) == "🍍")
        #expect(RecipeEmoji.choose(name: "Licorice", categories: [], keywords: []) == "🍽️")
    }

    @Test func fallsBackToCategoriesThenKeywordsThenThePlate() {
        #expect(RecipeEmoji.choose(name: "Nonna's Best", categories: ["Soups"], keywords: ["cheese"]) == "🍲")
        #expect(RecipeEmoji.choose(name: "Nonna's Best", categories: ["Dinner"], keywords: ["quick", "cheese"]) == "🧀")
        #expect(RecipeEmoji.choose(name: "Nonna's Best", categories: ["Dinner"], keywords: ["quick"]) == "🍽️")
        #expect(RecipeEmoji.choose(name: "", categories: [], keywords: []) == RecipeEmoji.fallback)
    }

    @Test func prefersTheNameOverTheCategory() {
        #expect(RecipeEmoji.choose(name: "Lemon Tart", categories: ["Cakes"], keywords: []) == "🥧")
    }
}
