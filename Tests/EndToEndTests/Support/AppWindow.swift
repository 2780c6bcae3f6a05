import CX11

extension X11Connection {
    /// Waits for the viewable top-level window of process `pid`: the one whose
    /// `_NET_WM_PID` is `pid`, or one with WM_CLASS `recipegrid` that names no process.
    ///
    /// Looks one level below the root's children too, for when a window manager has
    /// reparented the window into a frame.
    func waitForWindow(ofProcess pid: Int32, timeout: Duration = Timeouts.event) throws -> Window {
        try waitFor("a viewable window of process \(pid)", timeout: timeout) {
            var unclaimed: Window?
            for window in candidateWindows() where isViewable(window) {
                if let owner = processID(of: window) {
                    if owner == pid { return window }
                } else if windowClass(of: window)?.instance == "recipegrid" {
                    unclaimed = window
                }
            }
            return unclaimed
        }
    }

    private func candidateWindows() -> [Window] {
        topLevelWindows().flatMap { [$0] + children(of: $0) }
    }

    private func isViewable(_ window: Window) -> Bool {
        attributes(of: window)?.map_state == IsViewable
    }
}
