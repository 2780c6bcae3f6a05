/// A cookbook opened before, as File ▸ Open Recent and the Open dialog list it.
package struct RecentCookbook: Sendable, Equatable {
    /// Its files and folders, absolute.
    package var paths: [String]
    /// How a menu names it: the paths with the home folder written "~".
    package var title: String

    package init(paths: [String], title: String) {
        self.paths = paths
        self.title = title
    }
}

extension MenuBar {
    /// File ▸ Open Recent's items for `recent`: one per cookbook, newest first, numbered
    /// 1 to 9 and 0 as their mnemonics; a disabled line saying so when there is none.
    static func recentItems(_ recent: [RecentCookbook]) -> [MenuItem] {
        guard !recent.isEmpty else { return [MenuItem(placeholder: tr("No Recent Cookbooks"))] }
        return recent.prefix(10).enumerated().map { index, cookbook in
            let digit = Character(String((index + 1) % 10))
            return MenuItem(recent: index, title: "\(digit)  \(cookbook.title)", mnemonic: digit)
        }
    }
}

extension AppState {
    /// The menus as they are now: File ▸ Open Recent lists the recent cookbooks.
    package var menus: [Menu] {
        var menus = MenuBar.menus
        for (index, item) in menus[0].items.enumerated() where item.isOpenRecent {
            menus[0].items[index].submenu = MenuBar.recentItems(recentCookbooks)
        }
        return menus
    }
}
