import CX11
import Foundation
import Testing

/// Checks the harness itself, without the app: a window this process creates plays the
/// app's part, so a harness fault is not mistaken for an app bug.
@Suite("Harness self-test")
struct HarnessEndToEndTests {
    @Test func xtestKeysReachTheFocusedWindowAsKeysymsWithModifiers() throws {
        let fixture = try WindowFixture()
        let keyboard = XTestKeyboard(connection: fixture.harness)

        let sent = [
            try keyboard.send("Right"),
            try keyboard.send("Tab", modifiers: .shift),
            try keyboard.send("Home", modifiers: .control),
            try keyboard.send("Left", modifiers: .alt),
            try keyboard.send("question"),
            try keyboard.send("p"),
            try keyboard.send("7"),
        ]

        #expect(sent == ["Right", "ISO_Left_Tab", "Home", "Left", "question", "p", "7"])
        let presses = try fixture.keyPresses(count: sent.count)
        #expect(presses.map(\.name) == sent)
        #expect(presses[1].state & UInt32(ShiftMask) != 0)
        #expect(presses[2].state & UInt32(ControlMask) != 0)
        #expect(presses[3].state & UInt32(Mod1Mask) != 0)
        #expect(presses[4].state & UInt32(ShiftMask) != 0, "'?' is typed with Shift on a US keymap")
        #expect(presses[5].state == 0)
    }

    @Test func windowImageReadsTheWindowsPixels() throws {
        let fixture = try WindowFixture(background: 0x1F6FEB)
        let image = try WindowImage(window: fixture.window, connection: fixture.harness)

        #expect(image.width == WindowFixture.size.width)
        #expect(image.height == WindowFixture.size.height)
        #expect(image[5, 5] == RGB(hex: 0x1F6FEB))
        #expect(image.count(near: RGB(hex: 0x1F6FEB)) == image.width * image.height)
        #expect(image.countColourful(excluding: [RGB(hex: 0x1F6FEB)]) == 0)
    }

    @Test func outlinesFindAStrokedRectangleButNotAFilledOne() throws {
        let fixture = try WindowFixture(background: 0xFFFFFF)
        let display = fixture.client.display
        let gc = XCreateGC(display, fixture.window, 0, nil)
        defer { XFreeGC(display, gc) }
        XSetForeground(display, gc, 0x1F6FEB)
        XSetLineAttributes(display, gc, 4, LineSolid, CapButt, JoinMiter)
        XDrawRectangle(display, fixture.window, gc, 50, 40, 120, 90)
        XFillRectangle(display, fixture.window, gc, 250, 40, 60, 60)
        XSetForeground(display, gc, 0xFF8800)
        XFillRectangle(display, fixture.window, gc, 80, 70, 20, 10)
        XSync(display, 0)

        let image = try WindowImage(window: fixture.window, connection: fixture.harness)
        let outlines = image.outlines(of: RGB(hex: 0x1F6FEB))

        let outline = try #require(outlines.count == 1 ? outlines.first : nil, "found \(outlines)")
        #expect(outline == PixelRect(minX: 48, minY: 38, maxX: 171, maxY: 131), "\(outline)")
        let everything = image.boundingBox(near: RGB(hex: 0x1F6FEB))
        #expect(everything == PixelRect(minX: 48, minY: 38, maxX: 309, maxY: 131), "outline and fill together")
        #expect(image.countColourful(in: outline, excluding: [RGB(hex: 0x1F6FEB)]) == 200)
    }

    @Test func pointerClicksAndResizesReachTheWindow() throws {
        let fixture = try WindowFixture()
        let pointer = XTestPointer(connection: fixture.harness)

        pointer.click(at: 40, 30, in: fixture.window)
        let click = try fixture.nextEvent(ofType: ButtonPress)
        #expect((click.xbutton.x, click.xbutton.y, click.xbutton.button) == (40, 30, 1))

        XResizeWindow(fixture.harness.display, fixture.window, 200, 120)
        fixture.harness.sync()
        let configure = try fixture.nextEvent(ofType: ConfigureNotify)
        #expect((configure.xconfigure.width, configure.xconfigure.height) == (200, 120))
    }

    @Test func traceReaderWaitsForCompleteLinesAndConsumesThem() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("trace.jsonl")
        let reader = TraceReader(url: url)
        #expect(throws: HarnessError.self) { try reader.waitForEvent("start", timeout: .milliseconds(50)) }

        try Data(#"{"seq":1,"event":"start","selectionIndex":0,"visible":[0,5],"toast":null}"#.utf8).write(to: url)
        #expect(throws: HarnessError.self, "a line without its newline is not complete") {
            try reader.waitForEvent("start", timeout: .milliseconds(50))
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data("\n{\"seq\":2,\"event\":\"key\",\"key\":\"Right\",\"selectionIndex\":1}\n".utf8))

        let start = try reader.waitForEvent("start")
        #expect(start.seq == 1 && start.selectionIndex == 0 && start.visible == 0...5)
        #expect(start.isNull("toast") && start.toast == nil && !start.has("focus"))
        #expect(try reader.waitForEvent("key", key: "Right").selectionIndex == 1)
        #expect(throws: HarnessError.self, "lines already returned are consumed") {
            try reader.waitForEvent("key", timeout: .milliseconds(50))
        }
    }
}

/// A private server with a mapped window made by a second connection, which stands in
/// for the app: it claims this process's pid and records the events it receives.
private final class WindowFixture {
    static let size = (width: 320, height: 200)

    let server: XvfbServer
    /// The connection that owns the window, as the app's would.
    let client: X11Connection
    /// The connection the tests drive input and read pixels with.
    let harness: X11Connection
    let window: Window

    init(background: UInt = 0x808080) throws {
        let server = try XvfbServer.start()
        var connections: [X11Connection] = []
        do {
            let client = try X11Connection(displayName: server.displayName)
            connections.append(client)
            let harness = try X11Connection(displayName: server.displayName)
            connections.append(harness)
            let window = try Self.mapWindow(background: background, client: client)
            try #require(try harness.waitForWindow(ofProcess: getpid()) == window)
            try harness.focus(window)
            self.server = server
            self.client = client
            self.harness = harness
            self.window = window
        } catch {
            // In this order: Xlib exits the process when a connection's server goes away.
            for connection in connections { connection.close() }
            server.stop()
            throw error
        }
    }

    /// Creates and maps a window that says it belongs to this process.
    private static func mapWindow(background: UInt, client: X11Connection) throws -> Window {
        let display = client.display
        let window = XCreateSimpleWindow(
            display, client.root, 0, 0, UInt32(size.width), UInt32(size.height), 0, 0, background)
        let mask = KeyPressMask | KeyReleaseMask | ButtonPressMask | StructureNotifyMask | ExposureMask
        XSelectInput(display, window, Int(mask))
        var pid = Int(getpid())
        let pidAtom = client.atom("_NET_WM_PID")
        withUnsafeBytes(of: &pid) { bytes in
            _ = XChangeProperty(
                display, window, pidAtom, Atom(XA_CARDINAL), 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        XMapWindow(display, window)
        XSync(display, 0)
        return window
    }

    deinit {
        client.close()
        harness.close()
        server.stop()
    }

    /// Waits for the client's next event of `type`, skipping others.
    func nextEvent(ofType type: Int32) throws -> XEvent {
        try waitFor("an X event of type \(type)", timeout: Timeouts.event) {
            while XPending(client.display) > 0 {
                var event = XEvent()
                XNextEvent(client.display, &event)
                if event.type == type { return event }
            }
            return nil
        }
    }

    /// The next `count` presses of keys other than modifiers, as keysym names read
    /// through the keymap and the modifier state at the time.
    func keyPresses(count: Int) throws -> [(name: String, state: UInt32)] {
        var presses: [(name: String, state: UInt32)] = []
        while presses.count < count {
            var event = try nextEvent(ofType: KeyPress)
            var keysym: KeySym = 0
            var text = [CChar](repeating: 0, count: 16)
            _ = XLookupString(&event.xkey, &text, Int32(text.count), &keysym, nil)
            if cx11_is_modifier_key(keysym) == 0 {
                presses.append((XTestKeyboard.name(of: keysym) ?? "?", event.xkey.state))
            }
        }
        return presses
    }
}
