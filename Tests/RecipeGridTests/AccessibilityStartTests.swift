import Foundation
import Testing

@testable import RecipeGrid

/// When the accessibility bridge starts (AccessibilityStart), where its module is looked
/// for, and the D-Bus messages the switch writes and reads (DBusWire).
struct AccessibilityStartTests {
    @Test("the environment decides: off, now, or the session bus is asked")
    func decisions() {
        let session = "unix:path=/run/user/1000/bus"
        #expect(AccessibilityStart.decide([:]) == .off)
        #expect(AccessibilityStart.decide(["DBUS_SESSION_BUS_ADDRESS": session]) == .ask(DBusAddress(socket: .path("/run/user/1000/bus"))))
        #expect(AccessibilityStart.decide(["DBUS_SESSION_BUS_ADDRESS": session, "NO_AT_BRIDGE": "1"]) == .off)
        #expect(AccessibilityStart.decide(["DBUS_SESSION_BUS_ADDRESS": session, "RECIPEGRID_ACCESSIBILITY": "1"]) == .now)
        #expect(AccessibilityStart.decide(["DBUS_SESSION_BUS_ADDRESS": session, "RECIPEGRID_ACCESSIBILITY": "0"]) == .off)
        #expect(AccessibilityStart.decide(["RECIPEGRID_ACCESSIBILITY": "1", "NO_AT_BRIDGE": "1"]) == .off)
        // An accessibility bus named outright, with no session bus to ask, is used as before.
        #expect(AccessibilityStart.decide(["AT_SPI_BUS_ADDRESS": "unix:path=/tmp/a11y"]) == .now)
        // A session bus this program cannot reach by hand: the bridge, as if it had said yes.
        #expect(AccessibilityStart.decide(["DBUS_SESSION_BUS_ADDRESS": "tcp:host=localhost,port=4000"]) == .now)
    }

    @Test("a bus address: the first Unix socket, a path or an abstract name, unescaped")
    func addresses() {
        #expect(DBusAddress(parsing: "unix:abstract=/tmp/dbus-AbC,guid=0123")?.socket == .abstract("/tmp/dbus-AbC"))
        #expect(DBusAddress(parsing: "tcp:host=x,port=1;unix:path=/tmp/a%20b")?.socket == .path("/tmp/a b"))
        #expect(DBusAddress(parsing: "unix:guid=01,path=/run/bus")?.socket == .path("/run/bus"))
        #expect(DBusAddress(parsing: "autolaunch:") == nil)
        #expect(DBusAddress(parsing: "") == nil)
    }

    @Test("the module is looked for beside the executable, then in ../lib/recipegrid")
    func moduleCandidates() {
        #expect(
            AccessibilityModule.candidates(executable: "/usr/bin/recipegrid") == [
                "/usr/bin/librecipegrid-accessibility.so", "/usr/lib/recipegrid/librecipegrid-accessibility.so",
            ])
    }

    @Test("a method call reads back as written, whole or not yet")
    func methodCallRoundTrip() throws {
        let bytes = DBusWriter.methodCall(
            serial: 7, destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties", member: "GetAll",
            arguments: ["org.a11y.Status"])
        let (message, next) = try #require(try DBusMessage.read(bytes + [0x6C], at: 0))
        #expect(next == bytes.count)
        #expect(message.type == 1 && message.path == "/org/a11y/bus" && message.member == "GetAll" && message.signature == "s")
        var body = message.body
        #expect(try body.string() == "org.a11y.Status")
        #expect(try DBusMessage.read(Array(bytes.dropLast()), at: 0) == nil)
        #expect(throws: DBusError.self) { try DBusMessage.read([UInt8](repeating: 0x41, count: 32), at: 0) }
    }

    /// A PropertiesChanged signal of org.a11y.Status, as the bus launcher sends it, with
    /// `changed` booleans and, before them, a property of another type to step over.
    static func propertiesChanged(_ changed: [(String, Bool)], interface: String = "org.a11y.Status") -> DBusMessage {
        var body = DBusWriter()
        body.string(interface)
        var entries = DBusWriter(bytes: [UInt8](repeating: 0, count: 8))
        entries.align(8)
        entries.string("Other")
        entries.signature("(sas)")
        entries.align(8)
        entries.string("x")
        entries.uint32(0)
        for (name, value) in changed {
            entries.align(8)
            entries.string(name)
            entries.signature("b")
            entries.uint32(value ? 1 : 0)
        }
        body.uint32(UInt32(entries.bytes.count - 8))
        body.align(8)
        body.bytes += entries.bytes.dropFirst(8)
        body.uint32(0)
        var message = DBusMessage(type: DBusMessage.signal)
        message.path = "/org/a11y/bus"
        message.interface = "org.freedesktop.DBus.Properties"
        message.member = "PropertiesChanged"
        message.signature = "sa{sv}as"
        message.body = DBusReader(bytes: body.bytes, bigEndian: false)
        return message
    }

    @Test("IsEnabled or ScreenReaderEnabled set to true turns accessibility on, nothing else does")
    func propertiesChangedSignals() throws {
        #expect(try AccessibilityStatusWatch.turnsOn(Self.propertiesChanged([("IsEnabled", true)])))
        #expect(try AccessibilityStatusWatch.turnsOn(Self.propertiesChanged([("IsEnabled", false), ("ScreenReaderEnabled", true)])))
        #expect(try !AccessibilityStatusWatch.turnsOn(Self.propertiesChanged([("IsEnabled", false)])))
        #expect(try !AccessibilityStatusWatch.turnsOn(Self.propertiesChanged([("IsEnabled", true)], interface: "org.other.Status")))
    }

    @Test("the request authenticates as this user, then says Hello first")
    func request() throws {
        let request = AccessibilityStatusWatch.request()
        let uid = String(getuid()).utf8.map { String(format: "%02x", $0) }.joined()
        let authentication = [0] + Array("AUTH EXTERNAL \(uid)\r\nBEGIN\r\n".utf8)
        #expect(Array(request.prefix(authentication.count)) == authentication)
        let (hello, next) = try #require(try DBusMessage.read(request, at: authentication.count))
        #expect(hello.member == "Hello")
        let (match, afterMatch) = try #require(try DBusMessage.read(request, at: next))
        #expect(match.member == "AddMatch")
        let (getAll, end) = try #require(try DBusMessage.read(request, at: afterMatch))
        #expect(getAll.member == "GetAll" && end == request.count)
    }
}
