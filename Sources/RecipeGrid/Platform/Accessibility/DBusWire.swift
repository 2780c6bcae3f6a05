import FoundationEssentials
import Glibc

/// The little of D-Bus the accessibility switch speaks (AccessibilityStatusWatch): a
/// session bus's address, method calls with string arguments, and the messages that come
/// back, read as the specification lays them out. libdbus would do it, but opened for this
/// it maps itself and libsystemd, libgcrypt, zstd and lzma (0.9 MB) into every session that
/// has a bus, which is every desktop session, to read two booleans.
struct DBusAddress: Equatable {
    enum Socket: Equatable {
        case path(String)
        /// Linux's abstract namespace (dbus-daemon's `unix:tmpdir=`), the name without its NUL.
        case abstract(String)
    }

    let socket: Socket
}

extension DBusAddress {
    /// The first Unix socket among the address's `;`-separated entries; nil when it names
    /// none (tcp:, unixexec:, autolaunch:).
    init?(parsing text: String) {
        for entry in text.split(separator: ";") {
            guard entry.hasPrefix("unix:") else { continue }
            for pair in entry.dropFirst("unix:".count).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let value = parts[1].percentDecoded, !value.isEmpty else { continue }
                if parts[0] == "path" {
                    self.init(socket: .path(value))
                    return
                }
                if parts[0] == "abstract" {
                    self.init(socket: .abstract(value))
                    return
                }
            }
        }
        return nil
    }
}

/// A message read from the bus: its kind, what it answers, where it is from, and its body.
struct DBusMessage: Equatable {
    static let methodReturn: UInt8 = 2
    static let error: UInt8 = 3
    static let signal: UInt8 = 4

    var type: UInt8
    var replySerial: UInt32?
    var path: String?
    var interface: String?
    var member: String?
    var signature = ""
    var body = DBusReader(bytes: [], bigEndian: false)
}

struct DBusError: Error {}

/// Reads D-Bus's wire format from a message's bytes; alignment counts from the start of
/// `bytes`, which is the message's (or its body's, which starts on 8).
struct DBusReader: Equatable {
    var bytes: [UInt8]
    var bigEndian: Bool
    var offset = 0

    mutating func align(_ boundary: Int) throws {
        offset = (offset + boundary - 1) / boundary * boundary
        guard offset <= bytes.count else { throw DBusError() }
    }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw DBusError() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint32() throws -> UInt32 {
        try align(4)
        guard offset + 4 <= bytes.count else { throw DBusError() }
        let word = bytes[offset..<offset + 4].reduce(0) { ($0 << 8) | UInt32($1) }
        offset += 4
        return bigEndian ? word : word.byteSwapped
    }

    mutating func string() throws -> String {
        try text(length: Int(try uint32()))
    }

    mutating func signature() throws -> String {
        try text(length: Int(try byte()))
    }

    private mutating func text(length: Int) throws -> String {
        guard length < 1 << 24, offset + length < bytes.count else { throw DBusError() }
        defer { offset += length + 1 }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    /// A dictionary a{sv}, keeping the booleans (org.a11y.Status's properties are all of
    /// that kind) and stepping over any other value.
    mutating func booleanDictionary() throws -> [String: Bool] {
        let length = Int(try uint32())
        try align(8)
        let end = offset + length
        guard end <= bytes.count else { throw DBusError() }
        var found: [String: Bool] = [:]
        while offset < end {
            try align(8)
            let key = try string()
            let type = Array(try signature().utf8)
            if type == Array("b".utf8) {
                found[key] = try uint32() != 0
            } else {
                var index = 0
                try skip(type, &index, depth: 0)
                guard index == type.count else { throw DBusError() }
            }
        }
        return found
    }

    /// Steps over one value of the complete type at `signature[index]`, moving `index` past it.
    mutating func skip(_ signature: [UInt8], _ index: inout Int, depth: Int) throws {
        // The specification allows 32 nested arrays and 32 nested structures.
        guard index < signature.count, depth < 64 else { throw DBusError() }
        let code = signature[index]
        index += 1
        switch UnicodeScalar(code) {
        case "y": offset += 1
        case "n", "q":
            try align(2)
            offset += 2
        case "b", "i", "u", "h":
            try align(4)
            offset += 4
        case "x", "t", "d":
            try align(8)
            offset += 8
        case "s", "o": _ = try string()
        case "g": _ = try self.signature()
        case "v":
            let inner = Array(try self.signature().utf8)
            var innerIndex = 0
            try skip(inner, &innerIndex, depth: depth + 1)
        case "a":
            let length = Int(try uint32())
            try align(Self.alignment(of: signature, at: index))
            offset += length
            index = try Self.end(of: signature, at: index, depth: depth + 1)
        case "(", "{":
            try align(8)
            let close = UInt8(ascii: code == UInt8(ascii: "(") ? ")" : "}")
            while index < signature.count, signature[index] != close { try skip(signature, &index, depth: depth + 1) }
            index += 1
        default: throw DBusError()
        }
        guard offset <= bytes.count else { throw DBusError() }
    }

    private static func alignment(of signature: [UInt8], at index: Int) throws -> Int {
        guard index < signature.count else { throw DBusError() }
        switch UnicodeScalar(signature[index]) {
        case "y", "g", "v": return 1
        case "n", "q": return 2
        case "x", "t", "d", "(", "{": return 8
        default: return 4
        }
    }

    /// Where the complete type starting at `index` ends in `signature`.
    private static func end(of signature: [UInt8], at index: Int, depth: Int) throws -> Int {
        guard index < signature.count, depth < 64 else { throw DBusError() }
        switch UnicodeScalar(signature[index]) {
        case "a": return try end(of: signature, at: index + 1, depth: depth + 1)
        case "(", "{":
            var next = index + 1
            let close = UInt8(ascii: signature[index] == UInt8(ascii: "(") ? ")" : "}")
            while next < signature.count, signature[next] != close { next = try end(of: signature, at: next, depth: depth + 1) }
            guard next < signature.count else { throw DBusError() }
            return next + 1
        default: return index + 1
        }
    }
}

extension DBusMessage {
    /// The first whole message in `bytes` at `start`, and where the next one begins; nil
    /// while part of it has still to come. Throws on bytes that are no D-Bus message.
    static func read(_ bytes: [UInt8], at start: Int) throws -> (message: DBusMessage, next: Int)? {
        guard bytes.count - start >= 16 else { return nil }
        guard bytes[start] == UInt8(ascii: "l") || bytes[start] == UInt8(ascii: "B") else { throw DBusError() }
        let bigEndian = bytes[start] == UInt8(ascii: "B")
        var header = DBusReader(bytes: Array(bytes[start..<start + 16]), bigEndian: bigEndian, offset: 4)
        let bodyLength = Int(try header.uint32())
        _ = try header.uint32()
        let fieldsEnd = 16 + Int(try header.uint32())
        // The specification's limit for a message is 128 MB; the switch's are far smaller.
        guard bodyLength < 1 << 27, fieldsEnd < 1 << 26 else { throw DBusError() }
        let bodyStart = (fieldsEnd + 7) / 8 * 8
        guard bytes.count - start >= bodyStart + bodyLength else { return nil }
        var fields = DBusReader(bytes: Array(bytes[start..<start + fieldsEnd]), bigEndian: bigEndian, offset: 16)
        var message = DBusMessage(type: bytes[start + 1])
        while fields.offset < fieldsEnd {
            try fields.align(8)
            let code = try fields.byte()
            let type = try fields.signature()
            switch (code, type) {
            case (1, "o"): message.path = try fields.string()
            case (2, "s"): message.interface = try fields.string()
            case (3, "s"): message.member = try fields.string()
            case (5, "u"): message.replySerial = try fields.uint32()
            case (8, "g"): message.signature = try fields.signature()
            default:
                var index = 0
                try fields.skip(Array(type.utf8), &index, depth: 0)
            }
        }
        message.body = DBusReader(bytes: Array(bytes[start + bodyStart..<start + bodyStart + bodyLength]), bigEndian: bigEndian)
        return (message, start + bodyStart + bodyLength)
    }
}

/// Writes D-Bus's wire format, little-endian.
struct DBusWriter {
    var bytes: [UInt8] = []

    mutating func align(_ boundary: Int) {
        bytes += repeatElement(0, count: (boundary - bytes.count % boundary) % boundary)
    }

    mutating func uint32(_ value: UInt32) {
        align(4)
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func string(_ text: String) {
        uint32(UInt32(text.utf8.count))
        bytes += text.utf8
        bytes.append(0)
    }

    mutating func signature(_ text: String) {
        bytes.append(UInt8(text.utf8.count))
        bytes += text.utf8
        bytes.append(0)
    }

    /// A header field: its code, and its value in a variant of `type` (a string's kind).
    private mutating func field(_ code: UInt8, _ type: String, _ value: String) {
        align(8)
        bytes.append(code)
        signature(type)
        if type == "g" { signature(value) } else { string(value) }
    }

    /// A method call whose arguments are all strings.
    static func methodCall(serial: UInt32, destination: String, path: String, interface: String, member: String, arguments: [String] = [])
        -> [UInt8]
    {
        var body = DBusWriter()
        for argument in arguments { body.string(argument) }
        // The fields start at offset 16, on 8 like this writer's 0, so their padding is the same.
        var fields = DBusWriter()
        fields.field(1, "o", path)
        fields.field(2, "s", interface)
        fields.field(3, "s", member)
        fields.field(6, "s", destination)
        if !arguments.isEmpty { fields.field(8, "g", String(repeating: "s", count: arguments.count)) }
        var message = DBusWriter(bytes: [UInt8(ascii: "l"), 1 /* method call */, 0, 1 /* protocol version */])
        message.uint32(UInt32(body.bytes.count))
        message.uint32(serial)
        message.uint32(UInt32(fields.bytes.count))
        message.bytes += fields.bytes
        message.align(8)
        return message.bytes + body.bytes
    }
}
