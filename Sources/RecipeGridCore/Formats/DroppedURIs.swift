/// What was dropped on the window, from its `text/uri-list` (RFC 2483): the local files
/// and folders, and the addresses that are refused (the web is never fetched, and a file on
/// another host is not ours to open).
package enum DroppedURIs {
    package struct Reading: Sendable, Equatable {
        package var paths: [String] = []
        package var refused: [String] = []
    }

    /// Reads `text`; `hostname` is this machine's, which a `file://` address may name.
    package static func read(_ text: String, hostname: String) -> Reading {
        var reading = Reading()
        // "\r\n", the list's line end, is one Character: split on any line end.
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.trimmingWhitespace()
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            if let path = localPath(line, hostname: hostname) {
                reading.paths.append(path)
            } else {
                reading.refused.append(line)
            }
        }
        return reading
    }

    /// The path of a `file:` address on this machine, percent-decoded; nil for any other.
    private static func localPath(_ address: String, hostname: String) -> String? {
        guard address.lowercased().hasPrefix("file:") else { return nil }
        var rest = Substring(address.dropFirst(5))
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let host = rest.prefix { $0 != "/" }
            guard host.isEmpty || host == "localhost" || host == hostname else { return nil }
            rest = rest.dropFirst(host.count)
        }
        guard rest.hasPrefix("/"), let decoded = percentDecoded(rest) else { return nil }
        return decoded
    }

    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.next(), let low = utf8.next(), let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else {
                return nil
            }
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Whether a dropped path may be a cookbook: a folder (no extension to tell) or a file
    /// of a format the app reads.
    package static func mayBeCookbook(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return true }
        return ["json", "jsonld", "cook", "html", "htm", "paprikarecipes", "mmf", "mm", "mxp", "mx2", "txt"].contains(
            name[name.index(after: dot)...].lowercased())
    }
}

extension AppState {
    /// Files and folders dropped on the window open as a cookbook; a web address is refused
    /// with a toast, and so is a file of no cookbook format.
    mutating func dropped(_ reading: DroppedURIs.Reading, context: inout UpdateContext) {
        let cookbooks = reading.paths.filter(DroppedURIs.mayBeCookbook)
        if !cookbooks.isEmpty {
            closeModal()
            context.effects.append(.openCookbook(cookbooks))
        } else if let address = reading.refused.first {
            // TRANSLATORS: a toast; {address} is the web address dropped on the window.
            showToast(tr("Only files and folders open here; RecipeGrid does not fetch {address}", ["address": address]), now: context.now)
        } else if let path = reading.paths.first {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let toast = tr(
                // TRANSLATORS: a toast; {name} is the name of the file dropped on the window.
                "{name} is not a cookbook: folders and .json, .jsonld, .cook, .html, .paprikarecipes, .mmf, .mxp and .mx2 files are",
                ["name": name])
            showToast(toast, now: context.now)
        }
    }
}
