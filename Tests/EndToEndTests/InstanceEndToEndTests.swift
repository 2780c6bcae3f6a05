import CX11
import Foundation
import Testing

/// One window per display and data folder (README, One window): a second launch hands its
/// cookbook to the running app, which opens it and asks to come to the front, and exits 0.
@Suite("One window")
struct InstanceEndToEndTests {
    @Test("a second launch hands over and exits 0; the window opens its cookbook and asks the window manager to activate it")
    func secondLaunchHandsOver() throws {
        let other = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: other) }
        try #"[{"name": "Leek Soup"}, {"name": "Onion Soup"}]"#.write(
            to: other.appendingPathComponent("soups.json"), atomically: true, encoding: .utf8)
        // A private server: the test listens on the root window as a window manager does.
        try withRecipeGrid(resources: "") { app in
            let manager = try X11Connection(displayName: app.server.displayName)
            defer { manager.close() }
            XSelectInput(manager.display, manager.root, SubstructureRedirectMask | SubstructureNotifyMask)
            manager.sync()

            let second = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: second) }
            let launched = try AppProcess(
                arguments: [other.path, "--data-dir", app.directory.appendingPathComponent("data").path], displayName: app.server.displayName,
                directory: second, environment: ["DESKTOP_STARTUP_ID": "launcher-42_TIME12345"])
            let termination = try launched.waitForTermination(timeout: .seconds(5))
            #expect(termination == .exited(0), "the second launch exits 0: \(launched.stderr)")
            #expect(launched.stderr.isEmpty, "\(launched.stderr)")

            let opened = try app.trace.waitForLine("the handed-over cookbook") { $0.toast == "Opened 2 recipes" }
            #expect(opened.selection == "Leek Soup", "\(opened)")
            var event = XEvent()
            var activation: XClientMessageEvent?
            let deadline = Date().addingTimeInterval(5)
            while activation == nil, Date() < deadline {
                while XPending(manager.display) > 0 {
                    XNextEvent(manager.display, &event)
                    if event.type == ClientMessage, event.xclient.message_type == manager.atom("_NET_ACTIVE_WINDOW") { activation = event.xclient }
                }
                if activation == nil { Thread.sleep(forTimeInterval: 0.02) }
            }
            let message = try #require(activation, "a _NET_ACTIVE_WINDOW request reached the root window")
            #expect(message.window == app.window, "for the app's window")
            #expect(message.data.l.0 == 1 && message.data.l.1 == 12345, "from an application, with the launch's time")
            #expect(manager.utf8Property(named: "_NET_STARTUP_ID", of: app.window) == "launcher-42_TIME12345")
        }
    }

    @Test("another data folder is another app: a launch with its own --data-dir opens its own window")
    func anotherDataFolderIsAnotherWindow() throws {
        try withRecipeGrid { app in
            let second = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: second) }
            let outcome = try AppProcess.runExpectingRefusal(
                ["--data-dir", second.appendingPathComponent("data").path, app.directory.appendingPathComponent("cookbook").path],
                displayName: app.server.displayName)
            #expect(outcome.started, "it showed a window of its own: \(outcome)")
        }
    }
}
