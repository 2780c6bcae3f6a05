import Foundation

/// MD5 (RFC 1321), which the freedesktop thumbnail standard names its files by. Not for
/// security: the standard fixes the digest, and a photo's name is no secret.
package enum MD5 {
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]
    /// floor(2^32 × |sin(i + 1)|), as RFC 1321's table T lists them.
    private static let constants: [UInt32] = (0..<64).map {
        UInt32(truncatingIfNeeded: Int64((abs(sin(Double($0 + 1))) * 4_294_967_296).rounded(.down)))
    }

    /// The digest of `bytes` as 32 lowercase hex digits.
    package static func hex<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        var message = Array(bytes)
        let bitCount = UInt64(message.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 0, to: 64, by: 8) { message.append(UInt8(truncatingIfNeeded: bitCount >> UInt64(shift))) }
        var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476)
        for block in stride(from: 0, to: message.count, by: 64) {
            let words = (0..<16).map { index in
                (0..<4).reduce(UInt32(0)) { word, byte in word | UInt32(message[block + index * 4 + byte]) << UInt32(byte * 8) }
            }
            state = round(state, words)
        }
        let digest = [state.0, state.1, state.2, state.3].flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32($0 * 8)) } }
        return digest.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    private static func round(_ state: (UInt32, UInt32, UInt32, UInt32), _ words: [UInt32]) -> (UInt32, UInt32, UInt32, UInt32) {
        var (a, b, c, d) = state
        for step in 0..<64 {
            let (mixed, index): (UInt32, Int)
            switch step {
            case 0..<16: (mixed, index) = ((b & c) | (~b & d), step)
            case 16..<32: (mixed, index) = ((d & b) | (~d & c), (5 * step + 1) % 16)
            case 32..<48: (mixed, index) = (b ^ c ^ d, (3 * step + 5) % 16)
            default: (mixed, index) = (c ^ (b | ~d), (7 * step) % 16)
            }
            let sum = a &+ mixed &+ constants[step] &+ words[index]
            (a, d, c) = (d, c, b)
            b = b &+ (sum << shifts[step] | sum >> (32 - shifts[step]))
        }
        return (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
