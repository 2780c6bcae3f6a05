/// Picks the emoji a recipe tile shows when the recipe has no picture.
///
/// The name decides first, then the categories, then the keywords: "Apple Pie" in
/// "Fruit" is a pie. Within one text the table order decides, so dishes (pie, soup,
/// cake) are listed before the ingredients they are made of (apple, chicken, chocolate).
enum RecipeEmoji {
    /// The neutral plate, for recipes nothing in the table matches.
    static let fallback = "🍽️"

    /// The emoji of the first table match in the name, else in a category, else in a
    /// keyword, else `fallback`.
    static func choose(name: String, categories: [String], keywords: [String]) -> String {
        for text in [name] + categories + keywords {
            // For ASCII, lower-casing gives what TextFolding.fold does, many times faster.
            let folded = text.utf8.allSatisfy { $0 < 0x80 } ? text.lowercased() : TextFolding.fold(text)
            if let emoji = bestMatch(in: folded) {
                return emoji
            }
        }
        return fallback
    }

    /// The emoji of the earliest table entry with a phrase in `foldedText`.
    private static func bestMatch(in foldedText: String) -> String? {
        let words = foldedText.split { !$0.isLetter && !$0.isNumber }
        var best = Int.max
        for start in words.indices {
            // The word and what it could be the English plural of: "pies", "dishes",
            // "berries", "loaves". Over-generating is harmless: only table words match.
            let word = words[start]
            var keys = [word]
            if word.hasSuffix("s") { keys.append(word.dropLast()) }
            if word.hasSuffix("es") { keys.append(word.dropLast(2)) }
            if word.hasSuffix("ies") { keys.append(word.dropLast(3) + "y") }
            if word.hasSuffix("ves") { keys.append(word.dropLast(3) + "f") }
            for key in keys {
                for (rank, phrase) in phrasesByFirstWord[key, default: []]
                where rank < best && matches(phrase, words, at: start) {
                    best = rank
                }
            }
        }
        return best < table.count ? table[best].emoji : nil
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
