import Glibc

/// printf's formatting, for the few numbers written in a fixed form ("%.2f", "%04d"), as
/// `String(format:)` wrote them without its Foundation.
enum PrintfFormat {
    static func string(_ format: String, _ arguments: CVarArg...) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        var length = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        if length >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(length) + 1)
            length = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        return String(decoding: buffer.prefix(max(0, Int(length))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
