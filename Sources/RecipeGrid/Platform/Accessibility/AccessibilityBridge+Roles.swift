import CAccessibilityLoader
import RecipeGridCore

/// The core's roles as the C target names them, and what each one's action is called.
extension AccessibilityBridge {
    static func kind(of role: AccessibleNode.Role) -> RGKind {
        switch role {
        case .entry: RG_KIND_TEXT
        case .table: RG_KIND_TABLE
        case .tableCell: RG_KIND_CELL
        case .spinButton: RG_KIND_VALUE
        default: RG_KIND_PLAIN
        }
    }

    static func role(_ role: AccessibleNode.Role) -> RGRole {
        switch role {
        case .frame: RG_ROLE_FRAME
        case .menuBar: RG_ROLE_MENU_BAR
        case .menu: RG_ROLE_MENU
        case .menuItem: RG_ROLE_MENU_ITEM
        case .checkMenuItem: RG_ROLE_CHECK_MENU_ITEM
        case .list: RG_ROLE_LIST
        case .listItem: RG_ROLE_LIST_ITEM
        case .table: RG_ROLE_TABLE
        case .tableCell: RG_ROLE_TABLE_CELL
        case .pushButton: RG_ROLE_PUSH_BUTTON
        case .radioGroup: RG_ROLE_RADIO_GROUP
        case .radioButton: RG_ROLE_RADIO_BUTTON
        case .checkBox: RG_ROLE_CHECK_BOX
        case .entry: RG_ROLE_ENTRY
        case .dialog: RG_ROLE_DIALOG
        case .notification: RG_ROLE_NOTIFICATION
        case .panel: RG_ROLE_PANEL
        case .label: RG_ROLE_LABEL
        case .spinButton: RG_ROLE_SPIN_BUTTON
        case .link: RG_ROLE_LINK
        }
    }

    /// AT-SPI's usual action names: buttons are clicked, checks toggled, the rest activated.
    // not translated: ATK's get_name is the programmatic name, as GTK's are; screen readers
    // show get_localized_name, which this bridge leaves unset.
    static func actionName(_ role: AccessibleNode.Role) -> String {
        switch role {
        case .pushButton, .menuItem, .checkMenuItem: "click"
        case .checkBox, .radioButton: "toggle"
        default: "activate"
        }
    }
}
