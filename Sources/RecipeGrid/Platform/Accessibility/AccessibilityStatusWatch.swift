import FoundationEssentials
import Glibc

/// Asks the session bus whether assistive technology is on, and goes on listening, as Qt's
/// AT-SPI bridge does: org.a11y.Status's IsEnabled and ScreenReaderEnabled on the
/// accessibility bus's object (org.a11y.Bus, /org/a11y/bus), read once and then followed
/// through PropertiesChanged.
///
/// Nothing here waits: the connection is made and every request written at once (a Unix
/// socket takes them without blocking), and the answers are read when the program's poll
/// loop finds its descriptor ready (`read`). The question also starts the bus launcher, by
/// D-Bus activation, when nothing has yet; GTK's bridge starts it the same way.
final class AccessibilityStatusWatch {
    let descriptor: Int32
    private var received: [UInt8] = []
    private var authenticated = false
    private static let getAllSerial: UInt32 = 3

    enum News: Equatable {
        /// Nothing that turns it on, yet.
        case nothing
        /// IsEnabled or ScreenReaderEnabled is true: the bridge is to start.
        case enabled
        /// The bus closed the connection or spoke nonsense: no more news will come.
        case closed
    }

    /// Connected to the bus at `address` with the questions asked; nil when it cannot be reached.
    init?(address: DBusAddress) {
        // Opened before the object is whole, so that deinit closes only a descriptor it owns.
        guard let descriptor = Self.open(address) else { return nil }
        self.descriptor = descriptor
    }

    private static func open(_ address: DBusAddress) -> Int32? {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        let request = Self.request()
        guard connect(descriptor, to: address), fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0,
            request.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == request.count
        else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    deinit { close(descriptor) }

    /// Authentication (EXTERNAL: the kernel tells the bus who we are, our uid in hex digits
    /// of its decimal), then every message at once: the bus reads them in order after BEGIN,
    /// and the match is in place before the properties are read, so no change falls between.
    static func request() -> [UInt8] {
        // By hand: String(format:) would wake Foundation's formatting, 3 ms before the first frame.
        let digits = Array("0123456789abcdef".utf8)
        let uid = String(decoding: String(getuid()).utf8.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
        var bytes: [UInt8] = [0] + Array("AUTH EXTERNAL \(uid)\r\nBEGIN\r\n".utf8)
        let bus = (destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus")
        bytes += DBusWriter.methodCall(serial: 1, destination: bus.destination, path: bus.path, interface: bus.interface, member: "Hello")
        let rule = "type='signal',interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',path='/org/a11y/bus'"
        bytes += DBusWriter.methodCall(
            serial: 2, destination: bus.destination, path: bus.path, interface: bus.interface, member: "AddMatch", arguments: [rule])
        bytes += DBusWriter.methodCall(
            serial: getAllSerial, destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties",
            member: "GetAll", arguments: ["org.a11y.Status"])
        return bytes
    }

    /// Reads what the bus sent since the last call; call it when the descriptor is readable.
    func read() -> News {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                received += chunk[..<count]
                continue
            }
            if count == 0 || (errno != EAGAIN && errno != EINTR) { return .closed }
            if errno == EAGAIN { break }
        }
        return (try? take()) ?? .closed
    }

    /// Takes the whole lines of authentication and the whole messages out of `received`.
    private func take() throws -> News {
        if !authenticated {
            guard let end = received.firstIndex(of: UInt8(ascii: "\n")) else { return .nothing }
            guard received.starts(with: Array("OK ".utf8)) else { throw DBusError() }
            authenticated = true
            received.removeSubrange(...end)
        }
        var start = 0
        var news = News.nothing
        while let (message, next) = try DBusMessage.read(received, at: start) {
            start = next
            if try Self.turnsOn(message) { news = .enabled }
        }
        received.removeSubrange(..<start)
        return news
    }

    /// Whether `message` says accessibility is on: the answer to GetAll, or a change.
    static func turnsOn(_ message: DBusMessage) throws -> Bool {
        var body = message.body
        if message.type == DBusMessage.methodReturn, message.replySerial == getAllSerial, message.signature == "a{sv}" {
            return try enabled(body.booleanDictionary())
        }
        guard message.type == DBusMessage.signal, message.path == "/org/a11y/bus", message.interface == "org.freedesktop.DBus.Properties",
            message.member == "PropertiesChanged", message.signature == "sa{sv}as", try body.string() == "org.a11y.Status"
        else { return false }
        return try enabled(body.booleanDictionary())
    }

    private static func enabled(_ properties: [String: Bool]) -> Bool {
        properties["IsEnabled"] == true || properties["ScreenReaderEnabled"] == true
    }

    private static func connect(_ descriptor: Int32, to address: DBusAddress) -> Bool {
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        // An abstract name is a NUL and then the name, its length the address's, with no NUL after.
        let name: [UInt8]
        switch address.socket {
        case .path(let path): name = Array(path.utf8) + [0]
        case .abstract(let abstract): name = [0] + Array(abstract.utf8)
        }
        guard name.count <= MemoryLayout.size(ofValue: socketAddress.sun_path) else { return false }
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { $0.copyBytes(from: name) }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + name.count)
        let connected = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, length) }
        }
        return connected == 0
    }
}
