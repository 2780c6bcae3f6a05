/// Key and modifier names as the user's keyboard and desktop write them: the key table keeps
/// English labels ("Ctrl+O", "Page Down"), and menus, the help sheet and screen readers show
/// each part translated ("Strg+O", "Bild ab"). Letters, digits, F-keys and symbols stay.
enum KeyNames {
    /// `label` ("Ctrl+Shift+N") with each name in the user's language.
    static func shown(_ label: String) -> String {
        guard label.count > 1, label.contains("+") else { return name(label) }
        return label.split(separator: "+", omittingEmptySubsequences: false).map { name(String($0)) }.joined(separator: "+")
    }

    private static func name(_ part: String) -> String {
        switch part {
        case "Ctrl": trc("keyboard key", "Ctrl")
        case "Shift": trc("keyboard key", "Shift")
        case "Alt": trc("keyboard key", "Alt")
        case "Return": trc("keyboard key", "Return")
        case "Enter": trc("keyboard key", "Enter")
        case "Space": trc("keyboard key", "Space")
        case "Tab": trc("keyboard key", "Tab")
        case "Escape": trc("keyboard key", "Escape")
        case "Delete": trc("keyboard key", "Delete")
        case "Insert": trc("keyboard key", "Insert")
        case "Backspace", "BackSpace": trc("keyboard key", "Backspace")
        case "Home": trc("keyboard key", "Home")
        case "End": trc("keyboard key", "End")
        case "Page Up": trc("keyboard key", "Page Up")
        case "Page Down": trc("keyboard key", "Page Down")
        case "Up": trc("keyboard key", "Up")
        case "Down": trc("keyboard key", "Down")
        case "Left": trc("keyboard key", "Left")
        case "Right": trc("keyboard key", "Right")
        default: part
        }
    }
}
