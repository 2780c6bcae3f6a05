import CX11
import RecipeGridCore

/// Server pixmaps holding drawn groups (tiles), so that a tile seen before is one
/// XCopyArea instead of shapes and glyphs the X server must render again: a selection
/// move or a scroll mostly copies.
///
/// Keyed by the group's commands relative to its own origin, so a tile that moved finds
/// its pixels, and any change to what it shows (selection, mark, theme) is a new key.
/// Bounded by the server memory the pixmaps take (a HiDPI cell is four times a 1x one):
/// past `byteBudget` the least recently used are freed.
@MainActor
final class X11GroupCache {
    struct Key: Hashable {
        var size: Size
        var commands: [DrawCommand]

        /// Hashes the size, the commands' kinds and the first text (a tile's name): enough to
        /// tell tiles apart, at a fraction of hashing every rectangle, colour and string, which
        /// was a sixth of a key's work before its first pixels. Equality still compares all.
        nonisolated func hash(into hasher: inout Hasher) {
            hasher.combine(size)
            hasher.combine(commands.count)
            var named = false
            for command in commands {
                switch command {
                case .fill: hasher.combine(0)
                case .fillRounded: hasher.combine(1)
                case .strokeRounded: hasher.combine(2)
                case .text(let text, _, _, _, _):
                    hasher.combine(3)
                    if !named { hasher.combine(text) }
                    named = true
                case .emoji(let emoji, _, _, _): hasher.combine(emoji)
                case .photo(let path, let version, _, _):
                    hasher.combine(path)
                    hasher.combine(version)
                case .group(_, let inner): hasher.combine(inner.count)
                case .caret: hasher.combine(5)
                }
            }
        }
    }

    private let display: X11Display
    private let drawable: Drawable
    private let byteBudget = 24 << 20
    private var bytesHeld = 0
    /// Each pixmap with the tick of its last use: a lookup is one hash, not a search
    /// through a list of keys (a frame looks up every tile it copies).
    private var pixmaps: [Key: (pixmap: Pixmap, lastUse: Int)] = [:]
    private var tick = 0
    /// A GC without a clip, for drawing into a group's own pixmap.
    let plainGC: GC?

    init(display: X11Display, drawable: Drawable) {
        self.display = display
        self.drawable = drawable
        plainGC = XCreateGC(display.handle, drawable, 0, nil)
        if let plainGC { XSetGraphicsExposures(display.handle, plainGC, 0) }
    }

    private nonisolated static func bytes(_ size: Size) -> Int { Int(size.width * size.height) * 4 }

    func contains(_ key: Key) -> Bool { pixmaps[key] != nil }

    /// The pixmap for `key` when it is cached, nil when not (nothing is drawn).
    func cachedPixmap(for key: Key) -> Pixmap? {
        guard let index = pixmaps.index(forKey: key) else { return nil }
        tick += 1
        pixmaps.values[index].lastUse = tick
        return pixmaps.values[index].pixmap
    }

    /// The pixmap for `key`, made and filled by `draw` when it is not cached.
    func pixmap(for key: Key, draw: (Pixmap) -> Void) -> Pixmap? {
        if let cached = cachedPixmap(for: key) { return cached }
        tick += 1
        let pixmap = XCreatePixmap(display.handle, drawable, UInt32(key.size.width), UInt32(key.size.height), UInt32(display.depth))
        guard pixmap != 0 else { return nil }
        draw(pixmap)
        bytesHeld += Self.bytes(key.size)
        if bytesHeld > byteBudget { evict() }
        pixmaps[key] = (pixmap, tick)
        return pixmap
    }

    /// Frees the least recently used pixmaps, down to three quarters of the budget at once:
    /// a scroll draws a new tile per key, and one sort then frees for many of them.
    private func evict() {
        for key in Self.oldest(in: pixmaps, freeing: bytesHeld - byteBudget * 3 / 4) {
            guard let entry = pixmaps.removeValue(forKey: key) else { continue }
            bytesHeld -= Self.bytes(key.size)
            XFreePixmap(display.handle, entry.pixmap)
        }
    }

    /// The least recently used keys whose pixmaps hold at least `bytes`. Nonisolated: its
    /// closures then run without the main actor check an isolated one costs on every call.
    private nonisolated static func oldest(in pixmaps: [Key: (pixmap: Pixmap, lastUse: Int)], freeing bytes: Int) -> [Key] {
        var freed = 0
        var keys: [Key] = []
        for (key, _) in pixmaps.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where freed < bytes {
            freed += Self.bytes(key.size)
            keys.append(key)
        }
        return keys
    }
}
