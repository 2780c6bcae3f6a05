import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Key dispatch along the responder chain (README's key table, ARCHITECTURE.md).
/// Test handlers record their names as `.setTitle` effects, in the order they were asked.
struct ResponderChainTests {
    private static func recorder(_ name: String, _ outcome: KeyOutcome) -> KeyHandler {
        KeyHandler(name: name) { _, _, context in
            context.effects.append(.setTitle(name))
            return outcome
        }
    }

    private func dispatch(_ chain: ResponderChain, focus: FocusID = .grid, key: KeyEvent = KeyEvent(key: "x", text: "x")) -> (KeyOutcome, [String]) {
        var state = AppState(store: TestCookbook.sample(), windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: .ltr)
        state.focus = focus
        var context = UpdateContext(now: 0, measurer: FakeMeasurer())
        let outcome = chain.dispatch(key, state: &state, context: &context)
        let names = context.effects.compactMap { effect -> String? in
            if case .setTitle(let name) = effect { return name }
            return nil
        }
        return (outcome, names)
    }

    @Test("the path runs from the focused element through its containers to the window")
    func paths() {
        #expect(ResponderChain.path(from: .grid) == [.element(.grid), .main, .window])
        #expect(ResponderChain.path(from: .sidebar) == [.element(.sidebar), .main, .window])
        #expect(ResponderChain.path(from: .detailBack) == [.element(.detailBack), .detail, .window])
        #expect(ResponderChain.path(from: .detailRating) == [.element(.detailRating), .detail, .window])
        #expect(ResponderChain.path(from: .detailAdd) == [.element(.detailAdd), .detail, .window])
    }

    @Test("a handled key stops at the handler that handled it")
    func handledStops() {
        var chain = ResponderChain()
        chain.add(Self.recorder("grid", .handled), to: .element(.grid))
        chain.add(Self.recorder("main", .handled), to: .main)
        chain.add(Self.recorder("window", .handled), to: .window)
        let (outcome, asked) = dispatch(chain)
        #expect(outcome == .handled)
        #expect(asked == ["grid"])
    }

    @Test("an ignored key bubbles to the parents, innermost first")
    func ignoredBubbles() {
        var chain = ResponderChain()
        chain.add(Self.recorder("window", .handled), to: .window)
        chain.add(Self.recorder("main", .ignored), to: .main)
        chain.add(Self.recorder("grid", .ignored), to: .element(.grid))
        let (outcome, asked) = dispatch(chain)
        #expect(outcome == .handled)
        #expect(asked == ["grid", "main", "window"])
    }

    @Test("a key nobody handles comes back ignored after visiting everyone on the path")
    func nobodyHandles() {
        var chain = ResponderChain()
        chain.add(Self.recorder("grid", .ignored), to: .element(.grid))
        chain.add(Self.recorder("sidebar", .ignored), to: .element(.sidebar))
        chain.add(Self.recorder("detail", .ignored), to: .detail)
        chain.add(Self.recorder("window", .ignored), to: .window)
        let (outcome, asked) = dispatch(chain)
        #expect(outcome == .ignored)
        #expect(asked == ["grid", "window"], "handlers off the path are not asked")
    }

    @Test("handlers added later run first, and can be removed")
    func laterFirstAndRemovable() {
        var chain = ResponderChain()
        chain.add(Self.recorder("first", .ignored), to: .element(.grid))
        let second = chain.add(Self.recorder("second", .ignored), to: .element(.grid))
        let third = chain.add(Self.recorder("third", .handled), to: .element(.grid))
        #expect(dispatch(chain).1 == ["third"])
        chain.remove(third)
        #expect(dispatch(chain).1 == ["second", "first"])
        chain.remove(second)
        #expect(dispatch(chain).1 == ["first"])
        chain.remove(second)
        #expect(dispatch(chain).1 == ["first"], "removing twice is harmless")
    }

    @Test("a handler pushed onto the running app overrides the defaults until removed")
    func runtimeHandler() {
        var h = Harness { $0.select(0) }
        let swallow = KeyHandler(name: "modal") { _, event, _ in event.isPress ? .handled : .ignored }
        let token = h.model.responders.add(swallow, to: .element(.grid))
        h.press("Right")
        #expect(h.state.grid.selection == 0)
        h.model.responders.remove(token)
        h.press("Right")
        #expect(h.state.grid.selection == 1)
    }

    @Test("a window handler sees keys from every focus")
    func windowHandlerSeesAll() {
        var chain = ResponderChain()
        chain.add(Self.recorder("window", .handled), to: .window)
        for focus in [FocusID.grid, .sidebar, .detailBack, .detailRating, .detailAdd] {
            #expect(dispatch(chain, focus: focus) == (.handled, ["window"]))
        }
    }

    @Test("the standard move handlers ignore key releases, so releases bubble to the end")
    func releasesIgnored() {
        var state = AppState(store: TestCookbook.sample(), windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: .ltr)
        var context = UpdateContext(now: 0, measurer: FakeMeasurer())
        for key in ["Right", "Left", "Down", "Up", "Home", "End", "Next", "Return", "Escape", "Tab", "p"] {
            let release = KeyEvent(key: key, text: key.count == 1 ? key : "", phase: .up)
            #expect(GridKeys.handle(&state, release, &context) == .ignored, "\(key)")
            #expect(WindowKeys.handle(&state, release, &context) == .ignored, "\(key)")
            state.focus = .sidebar
            #expect(SidebarKeys.handle(&state, release, &context) == .ignored, "\(key)")
            state.focus = .grid
            #expect(ResponderChain.standard.dispatch(release, state: &state, context: &context) == .ignored, "\(key)")
        }
        #expect(state.grid.selection == 0)
        #expect(state.focus == .grid)
        #expect(context.effects.isEmpty)
    }

    @Test("Ctrl+Q reaches the window's shortcut table from anywhere and asks to quit")
    func quitShortcut() {
        var h = Harness()
        #expect(h.press("q", [.control]) == [.quit])
        h.press("Tab")
        #expect(h.press("q", [.control]) == [.quit])
        h.press("Return")  // sidebar → grid
        h.press("Return")  // open the detail
        #expect(h.state.screen == .detail)
        #expect(h.press("q", [.control]) == [.quit])
    }
}
