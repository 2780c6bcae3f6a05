import CAccessibilityLoader
import FoundationEssentials
import Glibc
import RecipeGridCore
import RecipeGridRuntime

/// Exports the core's accessible tree on the AT-SPI bus through ATK and atk-bridge.
///
/// After each frame the runner hands it the accessible tree (`AccessibleFrame`: its second
/// door, beside the window's); it keeps one ATK object per element (made when an element appears, dropped when it goes), sets what changed and
/// emits the events of the diff. Nothing of it runs, and nothing of ATK or GLib is loaded,
/// until accessibility is asked for (AccessibilityStart).
@MainActor
final class AccessibilityBridge {
    private var tree = AccessibleTree()
    /// The last tree handed over, which makes grid tiles when a tool asks for one.
    private var frame: AccessibleFrame?
    private var objects: [AccessibleID: OpaquePointer] = [:]
    private var ids: [UInt: AccessibleID] = [:]
    private var tags: [AccessibleID: UInt] = [:]
    private var nextTag: UInt = 1
    private let windowOrigin: () -> (x: Int, y: Int)
    private var screenReaderModifierHeld = false
    private var claiming = false
    /// Where a tool's request for an element's action goes: the runner's inputs.
    var onAction: ((AccessibleID) -> Void)?
    /// Where a tool's edit of an entry goes (its whole new text and caret): the runner's inputs.
    var onTextEdit: ((AccessibleID, String, Int) -> Void)?
    /// Where a tool's new number for a spin button goes: the runner's inputs.
    var onValueSet: ((AccessibleID, Double) -> Void)?

    /// The one bridge, for ATK's callbacks, which carry no context of their own.
    nonisolated(unsafe) private static var running: AccessibilityBridge?

    /// The accessibility module's functions, opened when the bridge starts.
    private let module: RGAccessibilityFunctions

    private init(module: RGAccessibilityFunctions, windowOrigin: @escaping () -> (x: Int, y: Int)) {
        self.module = module
        self.windowOrigin = windowOrigin
    }

    /// The bridge, its module opened and atk-bridge started (AccessibilityStart says when to
    /// ask); nil when either fails, which the first says in a line on stderr.
    static func start(windowOrigin: @escaping () -> (x: Int, y: Int)) -> AccessibilityBridge? {
        let module: RGAccessibilityFunctions
        switch AccessibilityModule.load() {
        case .success(let loaded): module = loaded
        case .failure(let error):
            // TRANSLATORS: on stderr, after "recipegrid: "; {module} is the file's path, {reason} the loader's words.
            Diagnostics.report(tr("accessibility is off: cannot load {module}: {reason}", ["module": error.path, "reason": error.reason]))
            return nil
        }
        let callbacks = RGCallbacks(
            table_cell: { tag, index in AccessibilityBridge.tableCell(tag, Int(index)) }, do_action: { tag in AccessibilityBridge.doAction(tag) },
            set_text: { tag, text, caret in AccessibilityBridge.setText(tag, text.map { String(cString: $0) } ?? "", Int(caret)) },
            set_value: { tag, value in AccessibilityBridge.setValue(tag, value) },
            window_origin: { x, y in
                let origin = MainActor.assumeIsolated { AccessibilityBridge.running?.windowOrigin() ?? (x: 0, y: 0) }
                x?.pointee = Int32(origin.x)
                y?.pointee = Int32(origin.y)
            })
        guard module.accessibility_start("RecipeGrid", "1.0", callbacks) == 1 else { return nil }
        let bridge = AccessibilityBridge(module: module, windowOrigin: windowOrigin)
        running = bridge
        return bridge
    }

    /// Tells the tools listening to keys of one; true when one of them consumed it.
    ///
    /// A listening screen reader answers each key through the AT-SPI registry, which takes
    /// 15 ms or more (measured with a pyatspi listener), so only a key the reader may claim
    /// waits for the answer (`mayClaim`); the runner tells the others after their frame.
    @discardableResult
    func tell(_ key: RawKey) -> Bool {
        if Self.screenReaderModifiers.contains(key.keysym) { screenReaderModifierHeld = key.pressed }
        let consumed = module.accessibility_key(key.pressed ? 1 : 0, key.keysym, key.state, key.keycode, key.string, key.time) != 0
        // A reader that took a key (learn mode, a command in progress) may take the next ones too.
        claiming = consumed
        return consumed
    }

    /// Whether a screen reader may take `key` for itself, so that the app must ask before
    /// acting on it: Orca's modifier (Insert) and what is pressed while it is held, the
    /// keypad (Orca's flat review and Say All in its desktop layout), and every key while
    /// the reader is taking them.
    func mayClaim(_ key: RawKey) -> Bool {
        claiming || screenReaderModifierHeld || Self.screenReaderModifiers.contains(key.keysym) || Self.keypad.contains(key.keysym)
    }

    /// Insert and KP_Insert, the keys Orca uses as its modifier.
    private static let screenReaderModifiers: Set<UInt32> = [0xFF63, 0xFF9E]
    /// KP_Space to KP_Equal.
    private static let keypad: ClosedRange<UInt32> = 0xFF80...0xFFBD

    /// Brings the exported objects to `frame`'s tree and tells listeners what changed.
    func update(_ frame: AccessibleFrame) {
        self.frame = frame
        let new = frame.tree
        let events = new.events(since: tree)
        for (id, object) in objects where new.nodes[id] == nil {
            objects[id] = nil
            tags.removeValue(forKey: id).map { ids[$0] = nil }
            module.accessible_free(object)
        }
        for (id, node) in new.nodes { sync(node, into: object(for: id, node)) }
        for (id, node) in new.nodes { setChildren(of: id, node, in: new) }
        if tree.nodes.isEmpty, let window = objects[.window] { module.accessibility_set_window(window) }
        tree = new
        for event in events { emit(event) }
    }

    private func object(for id: AccessibleID, _ node: AccessibleNode) -> OpaquePointer {
        if let object = objects[id] { return object }
        let tag = nextTag
        nextTag += 1
        ids[tag] = id
        tags[id] = tag
        let object = module.accessible_new(Self.kind(of: node.role), Self.role(node.role), UInt(tag))!
        objects[id] = object
        return object
    }

    private func sync(_ node: AccessibleNode, into object: OpaquePointer) {
        module.accessible_set_name(object, node.name)
        module.accessible_set_description(object, node.description)
        module.accessible_set_states(object, node.states.rawValue)
        let frame = node.frame
        module.accessible_set_extents(
            object, Int32(frame.x.rounded()), Int32(frame.y.rounded()), Int32(frame.width.rounded()), Int32(frame.height.rounded()))
        if let text = node.text { module.accessible_set_text(object, text, Int32(node.caret ?? 0)) }
        module.accessible_set_action(object, node.shortcut == nil ? nil : Self.actionName(node.role), node.shortcut)
        if let value = node.value { module.accessible_set_value(object, value.current, value.minimum, value.maximum) }
        if let position = node.position { module.accessible_set_position(object, Int32(position.index), Int32(position.of)) }
        if let size = node.tableSize {
            module.accessible_set_table(object, Int32(size.rows), Int32(size.columns), Int32(node.selectedCell ?? -1))
            module.accessible_set_cell_count(object, Int32(node.cellCount ?? 0))
        }
    }

    private func setChildren(of id: AccessibleID, _ node: AccessibleNode, in tree: AccessibleTree) {
        guard let object = objects[id] else { return }
        if node.role == .table {
            // A table's cells are its children, by place, made when asked for.
            for child in node.children {
                guard let cell = objects[child], let place = tree.nodes[child]?.cell else { continue }
                module.accessible_set_cell(cell, object, Int32(place.row), Int32(place.column))
            }
            return
        }
        let children: [OpaquePointer?] = node.children.compactMap { objects[$0] }
        if node.role == .radioGroup { for child in children { module.accessible_set_member_of(child, object) } }
        children.withUnsafeBufferPointer { buffer in
            module.accessible_set_children(object, buffer.baseAddress, Int32(buffer.count))
        }
    }

    private func emit(_ event: AccessibleEvent) {
        switch event {
        case .focused(let id): objects[id].map { module.accessible_emit_focus($0) }
        case .stateChanged(let id, let state, let value): objects[id].map { module.accessible_emit_state($0, state.rawValue, value ? 1 : 0) }
        // atk_object_set_name and set_description announce their own changes.
        case .nameChanged, .descriptionChanged: break
        case .childrenChanged(let id): objects[id].map { module.accessible_emit_children_changed($0) }
        case .textInserted(let id, let at, let text): objects[id].map { module.accessible_emit_text($0, 1, Int32(at), text) }
        case .textDeleted(let id, let at, let text): objects[id].map { module.accessible_emit_text($0, 0, Int32(at), text) }
        case .caretMoved(let id, let offset): objects[id].map { module.accessible_emit_caret($0, Int32(offset)) }
        case .valueChanged(let id): objects[id].map { module.accessible_emit_value($0) }
        case .announced(let text): objects[.toast].map { module.accessible_emit_announcement($0, text) }
        }
    }

    /// A tile a tool asked for by its place in the grid.
    /// A tool asked for an element's action; it is applied as an input, in its turn.
    private static func doAction(_ tag: UInt) -> Int32 {
        MainActor.assumeIsolated {
            guard let bridge = running, let id = bridge.ids[tag], let onAction = bridge.onAction else { return 0 }
            onAction(id)
            return 1
        }
    }

    /// A tool wrote into an entry; the edit is applied as an input, in its turn.
    private static func setText(_ tag: UInt, _ text: String, _ caret: Int) {
        MainActor.assumeIsolated {
            guard let bridge = running, let id = bridge.ids[tag] else { return }
            bridge.onTextEdit?(id, text, caret)
        }
    }

    /// A tool set a spin button's number; it is applied as an input, in its turn.
    private static func setValue(_ tag: UInt, _ value: Double) {
        MainActor.assumeIsolated {
            guard let bridge = running, let id = bridge.ids[tag] else { return }
            bridge.onValueSet?(id, value)
        }
    }

    /// ATK calls it on the main thread, from `dispatch`.
    private static func tableCell(_ tableTag: UInt, _ index: Int) -> OpaquePointer? {
        // A pointer is not Sendable: it crosses the isolation check as its bits.
        let bits = MainActor.assumeIsolated { () -> UInt in
            guard let bridge = running, let (id, node) = bridge.frame?.tile(index) else { return 0 }
            let object = bridge.object(for: id, node)
            bridge.sync(node, into: object)
            if let table = bridge.objects[.grid], let cell = node.cell {
                bridge.module.accessible_set_cell(object, table, Int32(cell.row), Int32(cell.column))
            }
            return UInt(bitPattern: object)
        }
        return OpaquePointer(bitPattern: bits)
    }
}

/// GLib's main context, where atk-bridge talks D-Bus, run from the program's poll loop: no
/// second thread ever touches the tree.
extension AccessibilityBridge {
    /// The descriptors GLib waits on, as poll(2) wants them, and its timeout in ms (-1: none).
    func prepare() -> (descriptors: [pollfd], timeout: Int32) {
        var fds = [Int32](repeating: -1, count: 16)
        var events = [Int16](repeating: 0, count: 16)
        var timeout: Int32 = -1
        let count = Int(module.glib_prepare(&fds, &events, Int32(fds.count), &timeout))
        return ((0..<count).map { pollfd(fd: fds[$0], events: events[$0], revents: 0) }, timeout)
    }

    /// Runs what the poll found ready; `polled` are the descriptors of the last `prepare`.
    func dispatch(_ polled: ArraySlice<pollfd>) {
        let revents = polled.map(\.revents)
        module.glib_dispatch(revents, Int32(revents.count))
    }
}
