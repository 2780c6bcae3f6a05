import CX11
import Foundation
import Testing

/// The window is an XDND target (README, Opening a cookbook): a folder dragged from a file
/// manager opens as the cookbook; a web address is refused with a toast and never fetched.
@Suite("Drag and drop")
struct DropEndToEndTests {
    /// A drag source as a file manager is one: it owns XdndSelection with `uriList`, and
    /// sends XdndEnter, XdndPosition and, once the window accepts, XdndDrop; returns whether
    /// the window accepted and then said it finished with the drop taken.
    private func drag(_ uriList: String, onto app: AppSession) throws -> (accepted: Bool, finished: Bool) {
        let owner = try TestSelectionOwner(
            displayName: app.server.displayName, selection: "XdndSelection", target: "text/uri-list", text: uriList)
        defer { owner.stop() }
        let connection = try X11Connection(displayName: app.server.displayName)
        defer { connection.close() }
        let display = connection.display
        let source = XCreateSimpleWindow(display, connection.root, -10, -10, 1, 1, 0, 0, 0)
        func send(_ type: String, _ values: [Int]) {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = app.window
            event.xclient.message_type = connection.atom(type)
            event.xclient.format = 32
            withUnsafeMutableBytes(of: &event.xclient.data.l) { raw in
                for (index, value) in values.enumerated() { raw.bindMemory(to: Int.self)[index] = value }
            }
            XSendEvent(display, app.window, 0, 0, &event)
            connection.sync()
        }
        func reply(_ type: String) throws -> XClientMessageEvent {
            try waitFor("the window's \(type)", timeout: Timeouts.event) { () -> XClientMessageEvent? in
                var event = XEvent()
                while XPending(display) > 0 {
                    XNextEvent(display, &event)
                    if event.type == ClientMessage && event.xclient.message_type == connection.atom(type) { return event.xclient }
                }
                Thread.sleep(forTimeInterval: 0.01)
                return nil
            }
        }
        let version = 5 << 24
        send("XdndEnter", [Int(source), version, Int(connection.atom("text/uri-list")), 0, 0])
        send("XdndPosition", [Int(source), 0, (100 << 16) | 100, Int(CurrentTime), Int(connection.atom("XdndActionCopy"))])
        let status = try reply("XdndStatus")
        send("XdndDrop", [Int(source), 0, Int(CurrentTime)])
        let finished = try reply("XdndFinished")
        return (status.data.l.1 & 1 == 1, finished.data.l.1 & 1 == 1)
    }

    @Test("the window says it takes drops (XdndAware 5); a folder dropped on it opens as the cookbook")
    func aDroppedFolderOpens() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let soups = folder.appendingPathComponent("My Soups")
        try FileManager.default.createDirectory(at: soups, withIntermediateDirectories: true)
        try #"[{"name": "Leek Soup"}, {"name": "Onion Soup"}]"#.write(
            to: soups.appendingPathComponent("soups.json"), atomically: true, encoding: .utf8)
        try withRecipeGrid { app in
            #expect(app.connection.atomItems(named: "XdndAware", of: app.window) == [5])
            let address = "file://" + soups.path.replacingOccurrences(of: " ", with: "%20")
            let (accepted, finished) = try drag("# dragged\r\n\(address)\r\n", onto: app)
            #expect(accepted && finished)
            let opened = try app.trace.waitForLine("the dropped cookbook") { $0.toast == "Opened 2 recipes" }
            #expect(opened.selection == "Leek Soup", "\(opened)")
        }
    }

    @Test("a web address dropped is refused with a toast, and the cookbook stays")
    func aWebAddressIsRefused() throws {
        try withRecipeGrid { app in
            let before = app.start
            _ = try drag("https://example.com/recipes/pie.html\r\n", onto: app)
            let refused = try app.trace.waitForLine("the refusal") { $0.toast?.contains("does not fetch") == true }
            #expect(refused.toast == "Only files and folders open here; RecipeGrid does not fetch https://example.com/recipes/pie.html")
            #expect(refused.selection == before.selection, "\(refused)")
        }
    }
}
