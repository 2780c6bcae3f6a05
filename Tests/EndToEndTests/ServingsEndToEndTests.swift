import Testing

/// The servings control and Ctrl+U in the running app: keys, the trace's `servings`,
/// `ingredients` and `units`, and the pixels (README, Servings and units).
@Suite("Servings and units")
struct ServingsEndToEndTests {
    static let text = RGB(hex: 0x1B1F24)

    @Test func upOnTheServingsScalesTheIngredientsAndCtrlUShowsThemInMetric() throws {
        try withRecipeGrid(arguments: ["--theme", "light"]) { app in
            let opened = try app.press("Return")
            try #require(opened.screen == "detail" && opened.recipe == TestCookbook.names[0], "\(opened)")
            #expect(opened.servings?.base == 4 && opened.servings?.current == 4, "\(opened)")
            #expect(opened.ingredients == TestCookbook.recipes[0].ingredients, "as written at the recipe's own yield: \(opened)")
            #expect(opened.units == "written")
            try app.press("Tab")
            let focused = try app.press("Tab")
            try #require(focused.focus == "detail.servings", "\(focused)")
            let before = try app.image()

            let more = try app.press("Up")
            #expect(more.focus == "detail.servings")
            #expect(more.servings?.base == 4 && more.servings?.current == 5, "\(more)")
            #expect(more.ingredients?.prefix(2) == ["2 ½ cups flour", "1 ¼ tsp salt"], "scaled by 5/4: \(more)")

            let metric = try app.press("u", .control)
            #expect(metric.units == "metric", "\(metric)")
            #expect(metric.toast == "Units: Metric")
            #expect(metric.servings?.current == 5)
            let flour = metric.ingredients?.first ?? ""
            let salt = metric.ingredients?.dropFirst().first ?? ""
            #expect(flour.hasSuffix(" g flour") && salt.hasSuffix(" ml salt"), "flour by weight, salt by volume: \(metric)")

            // The lines drawn changed: new dark text pixels where the amounts were redrawn.
            _ = try app.waitForImage("the ingredient lines redrawn") { image in
                image.newPixels(near: Self.text, since: before).flatMap { $0.count >= 40 ? $0 : nil }
            }
        }
    }
}
