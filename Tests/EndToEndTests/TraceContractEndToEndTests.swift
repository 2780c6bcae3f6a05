import Testing

/// The `--trace` output itself (README, Tracing) and the start state (README, Using it).
@Suite("Trace and start state")
struct TraceContractEndToEndTests {
    @Test func startLineHasEveryFieldAndTheStartState() throws {
        try withRecipeGrid { app in
            let start = app.start
            for field in TraceLine.requiredFields {
                #expect(start.has(field), "start line lacks \"\(field)\": \(start)")
            }
            #expect(start.seq == 1)
            #expect(start.event == "start")
            #expect(start.isNull("key"))
            #expect(start.screen == "grid")
            #expect(start.isNull("overlay"))
            #expect(start.focus == "grid")
            #expect(start.category == "All Recipes")
            #expect(start.selectionIndex == 0)
            #expect(start.selection == TestCookbook.names[0])
            #expect(start.marked == [])
            #expect(start.query == "")
            #expect((start.columns ?? 0) >= 1)
            #expect(start.visible?.contains(0) == true, "the first tile is on screen")
            #expect(start.isNull("recipe"))
            #expect(start.isNull("toast"))
            #expect(start.grocery?.isEmpty == true)
            #expect(start.layoutDirection == "ltr")
            #expect((start.micros ?? -1) >= 0)
        }
    }

    @Test func everyLineHasEveryFieldAndSeqCountsUp() throws {
        try withRecipeGrid { app in
            for key in ["Right", "Down", "Left", "Tab", "Tab"] { try app.press(key) }
            _ = try app.trace.waitForEvent("keyup", key: "Tab")

            for (index, line) in app.trace.lines.enumerated() {
                #expect(line.seq == index + 1, "line \(index + 1) has seq \(line.seq.map(String.init) ?? "nil")")
                let missing = TraceLine.requiredFields.filter { !line.has($0) }
                #expect(missing.isEmpty, "line lacks \(missing): \(line)")
                #expect((line.micros ?? -1) >= 0)
            }
        }
    }

    @Test func keyPressIsTracedAsKeyAndItsReleaseAsKeyup() throws {
        try withRecipeGrid { app in
            let press = try app.press("Right")
            #expect(press.event == "key")
            #expect(press.key == "Right")

            let release = try app.trace.waitForEvent("keyup", key: "Right")
            #expect((release.seq ?? 0) > (press.seq ?? 0))
            #expect(release.selectionIndex == 1, "a release changes nothing")
        }
    }

    @Test func cookbookGivenAsAFileLoadsLikeAFolder() throws {
        try withRecipeGrid(cookbookAsFile: true) { app in
            #expect(app.start.selection == TestCookbook.names[0])
            let last = try app.press("End", .control)
            #expect(last.selection == TestCookbook.names.last)
            #expect(last.selectionIndex == TestCookbook.count - 1)
        }
    }

    @Test func windowHasTheRequestedSizeAndIdentifiesItself() throws {
        try withRecipeGrid(geometry: "900x640") { app in
            let size = try #require(app.windowSize)
            #expect(size.width == 900 && size.height == 640)
            #expect(app.connection.processID(of: app.window) == app.app.pid)
            let windowClass = try #require(app.connection.windowClass(of: app.window))
            #expect(windowClass.instance == "recipegrid")
            #expect(windowClass.class == "RecipeGrid")
        }
    }

    @Test func keysSentInOneBurstEachReportTheStateRightAfterThem() throws {
        try withRecipeGrid { app in
            // Sent without waiting, so the app reads them together and draws once.
            for _ in 0..<3 { try app.keyboard.send("Right") }
            var indices: [Int?] = []
            for _ in 0..<3 { indices.append(try app.trace.waitForEvent("key", key: "Right").selectionIndex) }
            #expect(indices == [1, 2, 3])
        }
    }
}
