import FoundationEssentials
import Glibc
import RecipeGridCore

/// The accessibility bridge starts when assistive technology is on (AccessibilityStart):
/// at launch, or later, when the session bus says so while the program runs. Once started
/// it stays: GLib, which it brought, cannot be unloaded.
extension AppRunner {
    func beginAccessibility(_ start: AccessibilityStart) {
        switch start {
        case .off: break
        case .now: turnOnAccessibility()
        case .ask(let address): accessibilityWatch = AccessibilityStatusWatch(address: address)
        }
    }

    /// The session bus sent something: the bridge starts if it says accessibility is on; a
    /// closed connection ends the watch, and accessibility stays off.
    func followAccessibilityStatus() {
        guard let watch = accessibilityWatch else { return }
        switch watch.read() {
        case .nothing: break
        case .closed: accessibilityWatch = nil
        case .enabled:
            accessibilityWatch = nil
            turnOnAccessibility()
        }
    }

    /// Starts the bridge and routes a tool's requests to the inputs; once the grid shows, a
    /// late start exports the tree at once rather than at the next frame.
    private func turnOnAccessibility() {
        guard accessibility == nil, let bridge = makeAccessibility?() else { return }
        accessibility = bridge
        bridge.onAction = { [unowned self] in enqueue(.accessibleAction($0)) }
        bridge.onTextEdit = { [unowned self] in enqueue(.accessibleTextEdited($0, text: $1, caret: $2)) }
        bridge.onValueSet = { [unowned self] in enqueue(.accessibleValueSet($0, $1)) }
        if launch.started, let frame = host.accessibleFrame(for: state) { bridge.update(frame) }
    }
}
