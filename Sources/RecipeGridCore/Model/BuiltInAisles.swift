/// The aisles of a typical supermarket, in the order a shopper walks them, and the common
/// ingredients found in each: the grocery list's grouping when a cookbook has no
/// `config/aisle.conf` of its own. Written in that file's format, so that a user who wants
/// to change it can start from this text. Names are matched singular or plural, without
/// case, on the last words of an item ("extra virgin olive oil" is "olive oil").
enum BuiltInAisles {
    static let text = """
        [Fruit & Vegetables]
        apple|banana|orange|lemon|lime|grapefruit|pear|peach|plum|apricot|cherry|grape|mango|pineapple|kiwi|melon|watermelon
        strawberry|raspberry|blueberry|blackberry|cranberry|fig|date|pomegranate|avocado|coconut|rhubarb
        onion|red onion|shallot|spring onion|scallion|green onion|leek|garlic|ginger|chili|chilli|jalapeño|jalapeno
        potato|sweet potato|carrot|parsnip|beetroot|beet|turnip|radish|celeriac|celery|fennel
        tomato|cherry tomato|cucumber|zucchini|courgette|eggplant|aubergine|bell pepper|pepper|red pepper|green pepper
        lettuce|spinach|kale|rocket|arugula|chard|cabbage|red cabbage|broccoli|cauliflower|brussels sprout|asparagus
        green bean|pea|snap pea|corn|sweetcorn|mushroom|pumpkin|squash|butternut squash|artichoke|okra|bean sprout
        guacamole|salsa|fresh salsa|hummus
        basil|parsley|coriander|cilantro|mint|dill|chive|thyme|rosemary|sage|tarragon|lemongrass
        [Bakery]
        bread|loaf|baguette|roll|bun|pita|pitta|naan|tortilla|wrap|croissant|bagel|brioche|sourdough|breadcrumb|panko
        pie crust|puff pastry|shortcrust pastry|filo|phyllo
        [Meat & Fish]
        beef|minced beef|ground beef|steak|veal|pork|pork chop|bacon|pancetta|ham|prosciutto|sausage|chorizo|salami
        lamb|chicken|chicken breast|chicken thigh|turkey|duck|mince|ground meat
        fish|salmon|cod|tuna steak|haddock|trout|mackerel|sea bass|shrimp|prawn|crab|lobster|mussel|clam|scallop|squid|anchovy fillet
        [Dairy & Eggs]
        milk|whole milk|buttermilk|cream|heavy cream|double cream|single cream|whipping cream|sour cream|crème fraîche|creme fraiche
        butter|unsalted butter|salted butter|margarine|yogurt|yoghurt|greek yogurt|egg|egg yolk|egg white
        cheese|cheddar|parmesan|mozzarella|feta|ricotta|mascarpone|goat cheese|gruyère|gruyere|brie|cream cheese|cottage cheese|halloumi
        tofu|tempeh|fresh pasta|puff pastry sheet
        [Frozen]
        frozen pea|frozen corn|frozen spinach|frozen berry|ice cream|frozen fruit
        [Baking]
        flour|all-purpose flour|plain flour|self-raising flour|bread flour|whole wheat flour|cornflour|cornstarch|semolina
        sugar|caster sugar|brown sugar|icing sugar|powdered sugar|honey|maple syrup|golden syrup|molasses|treacle|jam
        baking powder|baking soda|bicarbonate of soda|yeast|dried yeast|vanilla|vanilla extract|vanilla pod|cocoa|cocoa powder|chocolate|dark chocolate|chocolate chip
        [Pasta, Rice & Grains]
        rice|basmati rice|arborio rice|risotto rice|pasta|spaghetti|penne|macaroni|lasagne sheet|noodle|egg noodle|couscous|quinoa|bulgur|oat|rolled oat|polenta
        [Tins & Jars]
        lentil|red lentil|chickpea|kidney bean|black bean|cannellini bean|white bean|baked bean|bean
        canned tomato|chopped tomato|crushed tomato|diced tomato|tinned tomato|passata|tomato paste|tomato purée|tomato puree|coconut milk|stock|broth|stock cube|bouillon
        [Oils & Sauces]
        olive oil|vegetable oil|sunflower oil|canola oil|sesame oil|coconut oil|oil|vinegar|balsamic vinegar|red wine vinegar|cider vinegar|rice vinegar
        lemon juice|lime juice|olive|black olive|green olive|caper|pickle|gherkin
        soy sauce|fish sauce|worcestershire sauce|hot sauce|sriracha|mustard|dijon mustard|ketchup|mayonnaise|pesto|tahini|peanut butter|miso
        [Herbs & Spices]
        taco seasoning|seasoning|italian seasoning
        salt|sea salt|black pepper|peppercorn|ground pepper|cinnamon|nutmeg|cumin|coriander seed|paprika|smoked paprika|turmeric|chili powder|chilli flake|cayenne
        oregano|dried oregano|bay leaf|ground clove|cardamom|allspice|star anise|garlic powder|onion powder|curry powder|garam masala|mixed spice|dried herb|herbes de provence
        [Snacks & Nuts]
        tortilla chip|chip|crisp|cracker|cereal|granola|popcorn
        almond|walnut|pecan|hazelnut|cashew|pistachio|peanut|pine nut|sesame seed|sunflower seed|pumpkin seed|raisin|sultana|dried apricot|dried fruit
        [Drinks]
        water|sparkling water|juice|orange juice|apple juice|coffee|tea|wine|red wine|white wine|beer|cider|rum|brandy|vodka
        [Household]
        foil|baking paper|parchment paper|cling film|kitchen paper|paper towel
        """
}
