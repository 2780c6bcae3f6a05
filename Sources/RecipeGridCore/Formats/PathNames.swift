/// The parts of a file path as NSString's path methods give them (the core and the shell
/// stay off Foundation), by the same rules: repeated slashes count as one, a trailing slash
/// is ignored, and a name's extension follows its last dot unless the name starts with it.
extension String {
    /// "/a/b.cook" → "b.cook"; "/" stays "/".
    package var lastPathComponent: String {
        let path = Self.slashesFixed(self)
        guard path.utf16.count > 1 else { return path }
        return String(path[Self.startOfLastComponent(path)...])
    }

    /// "/a/b.cook" → "/a"; "b.cook" → ""; "/b" → "/".
    package var deletingLastPathComponent: String {
        let path = Self.slashesFixed(self)
        guard path != "/", !path.isEmpty else { return path }
        let start = Self.startOfLastComponent(path)
        if start == path.startIndex { return "" }
        if start == path.index(after: path.startIndex) { return "/" }
        return String(path[..<path.index(before: start)])
    }

    /// "/a/b.cook" → "cook"; "" where there is none (".bashrc", "b", "..").
    package var pathExtension: String {
        let path = Self.slashesFixed(self)
        guard path.utf16.count > 1, let start = Self.startOfExtension(path) else { return "" }
        return String(path[start...])
    }

    /// "/a/b.cook" → "/a/b".
    package var deletingPathExtension: String {
        let path = Self.slashesFixed(self)
        guard path.utf16.count > 1, let start = Self.startOfExtension(path) else { return path }
        return String(path[..<path.index(before: start)])
    }

    /// `component` after a slash, none added when the path already ends in one.
    package func appendingPathComponent(_ component: String) -> String {
        if component.isEmpty { return self }
        if isEmpty { return component }
        return hasSuffix("/") ? self + component : self + "/" + component
    }

    /// Runs of slashes made one, and a trailing slash dropped (but "/" kept as it is).
    private static func slashesFixed(_ path: String) -> String {
        guard path != "/" else { return path }
        var result = ""
        var afterSlash = false
        for character in path {
            if character == "/", afterSlash { continue }
            afterSlash = character == "/"
            result.append(character)
        }
        if result.hasSuffix("/") { result.removeLast() }
        return result
    }

    private static func startOfLastComponent(_ path: String) -> Index {
        path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    }

    /// Where the extension starts, after the last dot of the last component: none when the
    /// dot opens the component or the component is "..".
    private static func startOfExtension(_ path: String) -> Index? {
        let start = startOfLastComponent(path)
        let name = path[start...]
        guard let dot = name.lastIndex(of: "."), dot != start, name != ".." else { return nil }
        return path.index(after: dot)
    }
}
