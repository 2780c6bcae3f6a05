/// Recipe details the core needs but may not read from disk. A recipe whose detail is held
/// in memory is used at once; for one whose detail is left in its file the core asks the
/// shell with `Effect.readRecipes`, and the command finishes when `Action.recipesRead`
/// brings the details back.
extension AppState {
    /// The details of `recipes`, when every one is held in memory; nil when one is in its file.
    func heldContents(of recipes: [Int]) -> [RecipeContent]? {
        var contents: [RecipeContent] = []
        contents.reserveCapacity(recipes.count)
        for index in recipes {
            guard case .held(let content) = store.recipes[index].content else { return nil }
            contents.append(content)
        }
        return contents
    }

    /// Carries out `purpose` with the details of `recipes`: now when they are held, else
    /// once the shell has read them.
    mutating func withContents(of recipes: [Int], for purpose: ContentPurpose, context: inout UpdateContext) {
        if let contents = heldContents(of: recipes) {
            use(RecipesRead(purpose: purpose, recipes: recipes, contents: contents, store: store), context: &context)
        } else {
            context.effects.append(.readRecipes(recipes, for: purpose, store: store))
        }
    }

    /// Details the shell read come back: the command that asked for them goes on, unless
    /// the cookbook was replaced meanwhile.
    mutating func use(_ read: RecipesRead, context: inout UpdateContext) {
        guard read.store === store, read.recipes.count == read.contents.count, let first = read.recipes.first else { return }
        switch read.purpose {
        case .detail(let thenCook):
            guard detail.recipe == first else { return }
            detail.show(read.contents[0])
            if let scale = detail.takeScaleOnOpen() { applyReferenceScale(scale, to: first, read.contents[0]) }
            layoutDetail(measurer: context.measurer)
            if thenCook { enterCooking(context: &context) }
        case .addToGroceryList:
            addToGroceryList(zip(read.recipes, read.contents).map { ($0, $1) }, now: context.now)
        case .copy:
            copyRecipes(zip(read.recipes, read.contents).map { ($0, $1) }, context: &context)
        case .export:
            exportRecipes(zip(read.recipes, read.contents).map { ($0, $1) }, context: &context)
        case .print(let destination, let copies):
            printRecipes(zip(read.recipes, read.contents).map { ($0, $1) }, to: destination, copies: copies, context: &context)
        }
    }
}

/// What a command wanted recipe details for.
package enum ContentPurpose: Sendable, Equatable {
    /// The open recipe's detail, and cooking mode after it when Cook opened it.
    case detail(thenCook: Bool)
    case addToGroceryList, copy, export
    /// File ▸ Print… to this destination, this many copies.
    case print(PrintDestination, copies: Int)
}

/// Recipe details read for a command: `contents[i]` is the detail of recipe `recipes[i]`
/// of `store`.
package struct RecipesRead: Sendable, Equatable {
    var purpose: ContentPurpose
    var recipes: [Int]
    var contents: [RecipeContent]
    var store: CookbookStore

    package init(purpose: ContentPurpose, recipes: [Int], contents: [RecipeContent], store: CookbookStore) {
        self.purpose = purpose
        self.recipes = recipes
        self.contents = contents
        self.store = store
    }
}
