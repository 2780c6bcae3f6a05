/// A recipe photo wanted on screen, at the size in device pixels it is drawn at.
package struct PhotoRequest: Sendable, Hashable {
    package var path: String
    package var width: Int
    package var height: Int

    package init(path: String, width: Int, height: Int) {
        self.path = path
        self.width = width
        self.height = height
    }
}

/// Whether a photo file could be shown. Until it has an entry the emoji tile shows.
enum PhotoStatus: Sendable, Equatable {
    /// Decoded; `version` goes up with every new decode (another size), so that pictures
    /// drawn from the older one are drawn again.
    case ready(version: Int)
    /// It could not be decoded (named once on stderr): the emoji tile stays.
    case failed
}

extension AppState {
    /// The photos the screen shows now, most wanted first: the open recipe's, then the
    /// visible tiles' in reading order. Failed ones are left out.
    package var photosInView: [PhotoRequest] {
        var requests: [PhotoRequest] = []
        func want(_ path: String?, _ frame: Rect) {
            guard let path, photos[path] != .failed, frame.width >= 1, frame.height >= 1 else { return }
            requests.append(PhotoRequest(path: path, width: Int(frame.width.rounded()), height: Int(frame.height.rounded())))
        }
        if screen == .detail, let layout = detail.layout, let recipe = openedRecipe {
            want(recipe.imagePath, layout.art)
        }
        if screen == .editor, let preview = editor?.layout?.photoPreview {
            want(editorPhotoPath, preview)
        }
        if screen == .grid, let range = gridLayout.visibleRange(scroll: grid.scroll) {
            requests += gridPhotos(range)
        }
        return requests
    }

    /// The photos a key would show next, for the decoder's idle time: the grid's next screen
    /// (Page Down), the one before (Page Up), the last (Ctrl+End) and the first (Ctrl+Home),
    /// without those in view.
    package var photosNearby: [PhotoRequest] {
        let layout = gridLayout
        guard screen == .grid, let shown = layout.visibleRange(scroll: grid.scroll) else { return [] }
        let page = layout.viewport.height
        var seen: Set<Int> = Set(shown)
        var requests: [PhotoRequest] = []
        for scroll in [grid.scroll + page, grid.scroll - page, layout.maxScroll, 0] {
            guard let range = layout.visibleRange(scroll: layout.clampScroll(scroll)) else { continue }
            requests += gridPhotos(range.filter { seen.insert($0).inserted })
        }
        return requests
    }

    /// The photos of the grid's tiles `indices`, at the size of a tile's picture.
    private func gridPhotos<Indices: Sequence<Int>>(_ indices: Indices) -> [PhotoRequest] {
        let layout = gridLayout
        let width = Int(layout.tileWidth.rounded())
        let height = Int(layout.artHeight.rounded())
        guard width >= 1, height >= 1 else { return [] }
        return indices.compactMap { index in
            guard let path = store.recipes.imagePath(at: grid.shown[index]), photos[path] != .failed else { return nil }
            return PhotoRequest(path: path, width: width, height: height)
        }
    }

    /// The version to draw the photo at `path` with, when one is decoded.
    func photoVersion(_ path: String?) -> Int? {
        guard let path, case .ready(let version) = photos[path] else { return nil }
        return version
    }

    /// A decode of the photo at `path` finished.
    mutating func photoDecoded(_ path: String, succeeded: Bool) {
        guard succeeded else {
            photos[path] = .failed
            return
        }
        photos[path] = .ready(version: (photoVersion(path) ?? 0) + 1)
    }
}
