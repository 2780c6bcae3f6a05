// A file of its own: xgettext's C parser cannot read past the aisles' multi-line text.
extension BuiltInAisles {
    /// The aisles' names as the catalog has them: shown in the user's language, while a
    /// cookbook's own aisle.conf names are shown as written.
    static let names = [
        trLater("Fruit & Vegetables"), trLater("Bakery"), trLater("Meat & Fish"), trLater("Dairy & Eggs"), trLater("Frozen"),
        trLater("Baking"), trLater("Pasta, Rice & Grains"), trLater("Tins & Jars"), trLater("Oils & Sauces"),
        trLater("Herbs & Spices"), trLater("Snacks & Nuts"), trLater("Drinks"), trLater("Household"),
    ]
}
