/// Where the freedesktop Thumbnail Managing Standard keeps a file's thumbnail: under
/// `$XDG_CACHE_HOME/thumbnails/<size>/`, named by the MD5 of the file's URI, so that a file
/// manager's thumbnails and ours are the same files.
package enum ThumbnailName {
    /// The standard's sizes past "normal" (128, too small for a tile): the longest side of
    /// each thumbnail in it, and its folder.
    package enum Size: Int, CaseIterable, Sendable {
        case large = 256
        case xLarge = 512
        case xxLarge = 1024

        package var folder: String {
            switch self {
            case .large: "large"
            case .xLarge: "x-large"
            case .xxLarge: "xx-large"
            }
        }

        /// The smallest size whose thumbnails have a longest side of at least `side`; nil past
        /// the largest, which is then decoded from the file every time.
        package static func fitting(longestSide side: Int) -> Size? { allCases.first { $0.rawValue >= side } }
    }

    /// The `file://` URI of an absolute path, percent-encoded as GLib's `g_filename_to_uri`
    /// does (RFC 3986's unreserved characters, sub-delimiters, ':', '@' and '/' stay as they
    /// are): the thumbnail's name is the MD5 of this string, so it must match a file
    /// manager's byte for byte to find the thumbnails it made.
    package static func fileURI(path: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var uri = Array("file://".utf8)
        for byte in path.utf8 {
            if kept.contains(byte) {
                uri.append(byte)
            } else {
                uri += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: uri, as: UTF8.self)
    }

    /// The thumbnail's file name: the MD5 of the URI, in hex, with ".png".
    package static func fileName(uri: String) -> String { MD5.hex(uri.utf8) + ".png" }
}
