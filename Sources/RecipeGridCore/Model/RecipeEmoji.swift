/// Picks the emoji a recipe tile shows when the recipe has no picture.
///
/// The name decides first, then the categories, then the keywords: "Apple Pie" in
/// "Fruit" is a pie. Within one text the table order decides, so dishes (pie, soup,
/// cake) are listed before the ingredients they are made of (apple, chicken, chocolate).
enum RecipeEmoji {
    /// The neutral plate, for recipes nothing in the table matches.
    static let fallback = "🍽️"

    /// The emoji of the first table match in the name, else in a category, else in a
    /// keyword, else `fallback`. The keywords are read only when needed: most names match.
    static func choose(name: String, categories: [String], keywords: @autoclosure () -> [String]) -> String {
        for text in [name] + categories {
            if let emoji = bestMatch(in: text) { return emoji }
        }
        for keyword in keywords() {
            if let emoji = bestMatch(in: keyword) { return emoji }
        }
        return fallback
    }

    /// The emoji of the earliest table entry with a phrase in `text`.
    private static func bestMatch(in text: String) -> String? {
        let words = foldedWords(of: text)
        var best = Int.max
        for start in words.indices {
            // The word and what it could be the English plural of: "pies", "dishes",
            // "berries", "loaves". Over-generating is harmless: only table words match.
            let word = words[start]
            lookUp(word, start: start, in: words, best: &best)
            guard word.utf8.last == UInt8(ascii: "s") else { continue }
            lookUp(word.dropLast(), start: start, in: words, best: &best)
            if word.utf8.dropLast().last == UInt8(ascii: "e") { lookUp(word.dropLast(2), start: start, in: words, best: &best) }
            if word.utf8.count > 3, word.utf8.suffix(3).elementsEqual("ies".utf8) {
                lookUp(word.dropLast(3) + "y", start: start, in: words, best: &best)
            }
            if word.utf8.count > 3, word.utf8.suffix(3).elementsEqual("ves".utf8) {
                lookUp(word.dropLast(3) + "f", start: start, in: words, best: &best)
            }
        }
        return best < table.count ? table[best].emoji : nil
    }

    private static func lookUp(_ key: Substring, start: Int, in words: [Substring], best: inout Int) {
        for (rank, phrase) in phrasesByFirstWord[key, default: []] where rank < best && matches(phrase, words, at: start) {
            best = rank
        }
    }

    /// The words of `text`, folded as `TextFolding.fold` does. ASCII text, nearly every
    /// name, is lower-cased and split on its bytes, many times faster than by Character.
    private static func foldedWords(of text: String) -> [Substring] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return TextFolding.fold(text).split { !$0.isLetter && !$0.isNumber }
        }
        let lowered = text.lowercased()
        var words: [Substring] = []
        let utf8 = lowered.utf8
        var wordStart: String.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let isWordByte = (byte &- UInt8(ascii: "a")) < 26 || (byte &- UInt8(ascii: "0")) < 10
            if isWordByte, wordStart == nil { wordStart = index }
            if !isWordByte, let start = wordStart {
                words.append(lowered[start..<index])
                wordStart = nil
            }
            index = utf8.index(after: index)
        }
        if let start = wordStart { words.append(lowered[start...]) }
        return words
    }

    /// Whether `phrase` starts at `words[start]`. A one-word phrase was looked up by the
    /// word's singular already; a longer one takes a plural only on its last word
    /// ("ice creams", not "ices cream").
    private static func matches(_ phrase: [Substring], _ words: [Substring], at start: Int) -> Bool {
        guard phrase.count > 1 else { return true }
        guard start + phrase.count <= words.count else { return false }
        return phrase.indices.allSatisfy { offset in
            let word = words[start + offset]
            let part = phrase[offset]
            return word == part || (offset == phrase.count - 1 && isPlural(word, of: part))
        }
    }

    private static func isPlural(_ word: Substring, of singular: Substring) -> Bool {
        word == singular + "s" || word == singular + "es"
            || (singular.hasSuffix("y") && word == singular.dropLast() + "ies")
            || (singular.hasSuffix("f") && word == singular.dropLast() + "ves")
    }

    /// One emoji and the words or phrases that call for it.
    private struct Entry {
        var emoji: String
        var phrases: [[Substring]]

        init(_ emoji: String, _ phrases: String) {
            self.emoji = emoji
            self.phrases = phrases.split(separator: ",").map { $0.split(separator: " ") }
        }
    }

    /// Table phrases by their first word, with the rank (index) of their entry, so a
    /// recipe costs a few dictionary lookups per word rather than a scan of the table.
    private static let phrasesByFirstWord: [Substring: [(rank: Int, phrase: [Substring])]] = {
        var index: [Substring: [(rank: Int, phrase: [Substring])]] = [:]
        for (rank, entry) in table.enumerated() {
            for phrase in entry.phrases {
                index[phrase[0], default: []].append((rank, phrase))
            }
        }
        return index
    }()

    /// Most specific first, dishes before ingredients: "pancake" before "cake", "ice
    /// cream" before "chocolate", "fries" before "potato", "bubble tea" before "tea".
    private static let table: [Entry] = [
        Entry("🍨", "ice cream,gelato,sorbet,sundae,frozen yogurt"),
        Entry("🍮", "pudding,custard,creme brulee,flan,panna cotta,mousse,creme caramel"),
        Entry("🥞", "pancake,crepe,flapjack,blini"),
        Entry("🧇", "waffle"),
        Entry("🧁", "cupcake,muffin"),
        Entry("🥧", "pie,tart,tarte,tartlet,quiche,galette,crumble,cobbler"),
        Entry("🍰", "cake,cheesecake,shortcake,gateau,tiramisu"),
        Entry("🍪", "cookie,biscuit,macaron,biscotti,shortbread"),
        Entry("🍩", "doughnut,donut"),
        Entry("🥐", "croissant,eclair,pastry,danish,strudel,profiterole,baklava"),
        Entry("🥯", "bagel"),
        Entry("🥨", "pretzel"),
        Entry("🍕", "pizza,calzone"),
        Entry("🌯", "burrito,wrap,shawarma,gyro"),
        Entry("🌮", "taco,quesadilla,enchilada,nachos,fajita"),
        Entry("🍔", "burger,hamburger,cheeseburger,slider"),
        Entry("🌭", "hot dog,hotdog,bratwurst,sausage"),
        Entry("🥪", "sandwich,panini,toastie,blt"),
        Entry("🥗", "salad,slaw,coleslaw,tabbouleh"),
        Entry("🍣", "sushi,sashimi,maki,nigiri,poke"),
        Entry("🍜", "noodle,ramen,pho,pad thai,udon,soba,lo mein,chow mein,laksa"),
        Entry("🍲", "soup,chili,stew,chowder,bisque,broth,gazpacho,goulash,minestrone,hotpot"),
        Entry("🍛", "curry,dal,dhal,daal,korma,tikka masala,vindaloo,biryani"),
        Entry("🍝", "pasta,spaghetti,lasagna,lasagne,macaroni,mac,penne,fettuccine,linguine,tagliatelle,carbonara,bolognese,ravioli,tortellini,orzo"),
        Entry("🥟", "dumpling,gnocchi,noquis,gyoza,pierogi,wonton,dim sum,empanada,samosa"),
        Entry("🍚", "rice,risotto,paella,pilaf,pilau,jambalaya,congee"),
        Entry("🧆", "falafel"),
        Entry("🍟", "fries"),
        Entry("🍞", "bread,loaf,brioche,focaccia,sourdough,toast,cornbread,flatbread,bun,challah"),
        Entry("🥖", "baguette"),
        Entry("🍳", "egg,omelette,omelet,frittata,shakshuka,scramble"),
        Entry("🥣", "granola,porridge,oatmeal,oats,muesli,cereal,overnight oats"),
        Entry("🫙", "dip,hummus,salsa,pesto,jam,chutney,sauce,dressing,pickles"),
        Entry("🫕", "fondue"),
        Entry("🥤", "smoothie,shake,milkshake,frappe,lassi"),
        Entry("🍹", "cocktail,punch,mojito,margarita,daiquiri,mocktail"),
        Entry("🍷", "wine,sangria"),
        Entry("🍺", "beer"),
        Entry("🧋", "bubble tea,boba"),
        Entry("🍵", "tea,chai,matcha"),
        Entry("☕", "coffee,latte,espresso,cappuccino,hot chocolate,hot cocoa"),
        Entry("🍗", "chicken,turkey,wings,drumstick,duck"),
        Entry("🥩", "steak,beef,brisket,lamb,pork,ribs,meatball,meatloaf"),
        Entry("🥓", "bacon,ham"),
        Entry("🍤", "shrimp,prawn,tempura,scampi"),
        Entry("🦞", "lobster,crab,crayfish"),
        Entry("🦪", "oyster,mussel,clam,scallop"),
        Entry("🐟", "fish,salmon,tuna,cod,trout,halibut,mackerel,sardine,tilapia"),
        Entry("🧀", "cheese,mozzarella,cheddar,halloumi,brie,feta,raclette"),
        Entry("🍫", "chocolate,brownie,fudge,truffle"),
        Entry("🍬", "candy,caramel,toffee,marshmallow"),
        Entry("🍿", "popcorn"),
        Entry("🥑", "avocado,guacamole"),
        Entry("🥔", "potato,mash"),
        Entry("🌽", "corn,polenta"),
        Entry("🥕", "carrot"),
        Entry("🍄", "mushroom"),
        Entry("🍅", "tomato"),
        Entry("🥦", "broccoli,cauliflower"),
        Entry("🍆", "eggplant,aubergine,ratatouille"),
        Entry("🥒", "cucumber,zucchini,courgette"),
        Entry("🥬", "cabbage,kale,spinach,lettuce,bok choy,brussels sprout,sprout"),
        Entry("🫘", "bean,lentil,chickpea,edamame"),
        Entry("🫑", "bell pepper,pepper"),
        Entry("🧅", "onion"),
        Entry("🧄", "garlic"),
        Entry("🍋", "lemon,lime,lemonade"),
        Entry("🍎", "apple"),
        Entry("🍓", "strawberry"),
        Entry("🍌", "banana"),
        Entry("🫐", "acai,berry,blueberry,raspberry,blackberry"),
        Entry("🍒", "cherry"),
        Entry("🍑", "peach,apricot"),
        Entry("🥭", "mango"),
        Entry("🍍", "pineapple"),
        Entry("🍉", "watermelon,melon"),
        Entry("🍇", "grape"),
        Entry("🍊", "orange,clementine,tangerine"),
        Entry("🥥", "coconut"),
        Entry("🍐", "pear"),
        Entry("🥜", "peanut,nut,almond,walnut,cashew,pecan"),
        Entry("🍯", "honey"),
    ]
}
