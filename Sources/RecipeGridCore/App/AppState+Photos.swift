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
        let layout = gridLayout
        if screen == .grid, let range = layout.visibleRange(scroll: grid.scroll) {
            for index in range {
                let frame = layout.frame(ofTile: index, scroll: grid.scroll)
                want(store.recipes[grid.shown[index]].imagePath, Rect(x: frame.x, y: frame.y, width: frame.width, height: layout.artHeight))
            }
        }
        return requests
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
