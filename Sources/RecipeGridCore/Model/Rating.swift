/// How much the user liked a recipe: the three faces of the rating control (README, Using it).
package enum Rating: String, Sendable, Equatable, Codable, CaseIterable {
    case meh, yummy, delicious

    var emoji: String {
        switch self {
        case .meh: "😕"
        case .yummy: "🙂"
        case .delicious: "🥰"
        }
    }

    var label: String {
        switch self {
        case .meh: tr("Meh")
        case .yummy: tr("Yummy")
        case .delicious: tr("Delicious")
        }
    }
}
