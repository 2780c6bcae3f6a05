import CoreTestSupport
import Testing

@testable import RecipeGridCore

@Suite struct LoadingTests {
    @Test func theProgressTextCountsRecipesAndGuessesTheTotalFromTheBytesLeft() {
        #expect(LoadingProgress(totalBytes: 1000).text == "Loading recipes…")
        #expect(LoadingProgress(recipesRead: 45_012, bytesRead: 450, totalBytes: 1000).text == "Loading 45,012 of about 100,000 recipes")
        #expect(LoadingProgress(recipesRead: 450, bytesRead: 450, totalBytes: 1000).text == "Loading 450 of about 1,000 recipes")
        #expect(LoadingProgress(recipesRead: 7, bytesRead: 3, totalBytes: 9).text == "Loading 7 of about 21 recipes")
        #expect(LoadingProgress(recipesRead: 99_871, bytesRead: 1000, totalBytes: 1000).text == "Sorting 99,871 recipes…")
        #expect(LoadingProgress(recipesRead: 10, bytesRead: 500, totalBytes: 1000).fraction == 0.5)
        #expect(LoadingProgress(recipesRead: 10, bytesRead: 1500, totalBytes: 1000).fraction == 1)
        #expect(LoadingProgress(totalBytes: 0).fraction == 0)
    }

    @Test func countsAreWrittenInGroupsOfThree() {
        #expect(
            [0, 7, 999, 1000, 45_000, 100_000, 1_234_567, -1200].map(CountText.grouped) == [
                "0", "7", "999", "1,000", "45,000", "100,000", "1,234,567", "-1,200",
            ])
    }

    @Test func whileLoadingTheWindowShowsOnlyTheProgressBar() {
        var h = Harness(store: CookbookStore(Cookbook()))
        h.send(.loadingProgressed(LoadingProgress(recipesRead: 500, bytesRead: 250, totalBytes: 1000)))
        let list = MainView(measurer: h.measurer).render(h.state)
        let texts = list.compactMap { command -> String? in
            if case .text(let text, _, _, _, _) = command { return text }
            return nil
        }
        #expect(texts == ["Loading 500 of about 2,000 recipes"])
        let bars = list.compactMap { command -> Rect? in
            if case .fillRounded(let rect, _, _) = command { return rect }
            return nil
        }
        #expect(bars.count == 3)
        #expect(bars[1].width == (bars[0].width / 4).rounded())
    }

    @Test func theBarKeepsMovingWhileNoCountDoes() {
        var h = Harness(store: CookbookStore(Cookbook()))
        let done = LoadingProgress(recipesRead: 100, bytesRead: 1000, totalBytes: 1000)
        var frames: [[DrawCommand]] = []
        for frame in 0..<3 {
            var progress = done
            progress.frame = frame
            h.send(.loadingProgressed(progress))
            frames.append(MainView(measurer: h.measurer).render(h.state))
        }
        #expect(frames[0] != frames[1])
        #expect(frames[1] != frames[2])
    }

    @Test func theLoadedCookbookComesWithTheSavedRatingsCategoryAndSelection() {
        var h = Harness(store: CookbookStore(Cookbook()))
        h.send(.loadingProgressed(LoadingProgress(totalBytes: 10)))
        let store = TestCookbook.sample()
        let fig = store.recipes.first { $0.name == "Fig Tart" }!
        let saved = SavedState(ratings: [fig.id: .delicious], grocery: [GroceryItem(name: "figs")], lastCategory: "Dessert", lastRecipe: fig.id)
        h.send(.cookbookLoaded(store, restoring: saved))
        #expect(h.state.loading == nil)
        #expect(h.state.categoryName == "Dessert")
        #expect(h.state.selectedRecipe?.name == "Fig Tart")
        #expect(h.state.rating(ofRecipe: h.state.grid.shown[h.state.grid.selection!]) == .delicious)
        #expect(h.state.grocery.items.map(\.name) == ["figs"])
        #expect(h.state.focus == .grid)
    }
}
