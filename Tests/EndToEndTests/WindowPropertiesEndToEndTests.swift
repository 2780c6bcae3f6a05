import CX11
import Foundation
import Testing

/// ICCCM/EWMH properties and the close button (README, Using it).
@Suite("Window properties")
struct WindowPropertiesEndToEndTests {
    @Test func classPidIconAndATitleThatNamesTheOpenRecipe() throws {
        try withRecipeGrid { app in
            let connection = app.connection
            let windowClass = try #require(connection.windowClass(of: app.window))
            #expect(windowClass.instance == "recipegrid")
            #expect(windowClass.class == "RecipeGrid")
            #expect(connection.processID(of: app.window) == app.app.pid)
            #expect(connection.cardinalCount(named: "_NET_WM_ICON", of: app.window) > 2 + 16 * 16)
            #expect(connection.utf8Property(named: "_NET_WM_NAME", of: app.window) == "RecipeGrid")

            try app.type("ec")
            try #require(try app.press("Return").recipe == "Éclair")
            #expect(connection.utf8Property(named: "_NET_WM_NAME", of: app.window) == "RecipeGrid — Éclair")

            try app.press("Escape")
            #expect(connection.utf8Property(named: "_NET_WM_NAME", of: app.window) == "RecipeGrid")
        }
    }

    @Test func theWindowManagersCloseRequestEndsTheAppWithStatusZero() throws {
        try withRecipeGrid { app in
            app.exitExpected = true
            app.connection.sendDeleteWindow(to: app.window)
            let deadline = Date().addingTimeInterval(5)
            while app.app.outcomeIfExited == nil && Date() < deadline { usleep(20_000) }
            let outcome = try #require(app.app.outcomeIfExited, "the app is still running after WM_DELETE_WINDOW")
            #expect(outcome.exitStatus == 0)
            #expect(outcome.stderr.isEmpty)
        }
    }
}
