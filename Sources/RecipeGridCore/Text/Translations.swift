/// The words of one language, as the shell read them from a gettext catalog (domain
/// `recipegrid`), and the language's plural rule. The core looks every word up here and
/// fills its named placeholders itself, so it calls no locale API (ARCHITECTURE.md,
/// "Translations"). Keys are gettext's: a message with a context is keyed
/// `context + "\u{4}" + msgid`, and a plural message by its singular msgid.
package struct Translations: Sendable, Equatable {
    /// msgid → msgstr.
    package var messages: [String: String]
    /// Singular msgid → one msgstr per plural form, in the rule's order.
    package var plurals: [String: [String]]
    package var rule: PluralRule

    /// No catalog: every message is its own msgid, with English's plural rule.
    package static let english = Translations(messages: [:], plurals: [:], rule: .english)

    package init(messages: [String: String], plurals: [String: [String]], rule: PluralRule) {
        self.messages = messages
        self.plurals = plurals
        self.rule = rule
    }

    /// The key gettext gives a message of `context`: the context, EOT, then the msgid.
    package static func key(_ id: String, context: String?) -> String {
        guard let context else { return id }
        return context + "\u{4}" + id
    }

    /// The translation of `id`, or `id` itself when there is none or it is empty (gettext's
    /// way: an untranslated entry shows the source text). A plural message's first form
    /// answers for its singular, as `gettext` would return it.
    package func text(_ id: String, context: String? = nil) -> String {
        let key = Self.key(id, context: context)
        if let found = messages[key], !found.isEmpty { return found }
        if let first = plurals[key]?.first, !first.isEmpty { return first }
        return id
    }

    /// The form of a message for `count` things: the catalog's form by its rule, or, when the
    /// message or that form is missing, `singular` for 1 and `plural` otherwise (English).
    package func text(_ singular: String, plural: String, count: Int, context: String? = nil) -> String {
        if let forms = plurals[Self.key(singular, context: context)] {
            let form = rule.form(for: count)
            if form < forms.count, !forms[form].isEmpty { return forms[form] }
        }
        return PluralRule.english.form(for: count) == 0 ? singular : plural
    }

    /// `template` with each `{name}` replaced by `values[name]`. Translators may reorder the
    /// placeholders, which `String(format:)` would not let them do by name. `{{` and `}}` are
    /// literal braces; a placeholder not in `values`, or a brace not closed, stays as written.
    package static func fill(_ template: String, _ values: [String: String]) -> String {
        let scalars = Array(template.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if (scalar == "{" || scalar == "}") && next == scalar {
                result.append(scalar)
                index += 2
            } else if scalar == "{", let close = placeholderEnd(scalars, from: index + 1),
                let value = values[String(String.UnicodeScalarView(scalars[(index + 1)..<close]))]
            {
                result.append(contentsOf: value.unicodeScalars)
                index = close + 1
            } else {
                result.append(scalar)
                index += 1
            }
        }
        return String(result)
    }

    /// Where the `}` closing a placeholder name that starts at `start` is: a name is one or
    /// more scalars with no brace in them.
    private static func placeholderEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < scalars.count {
            switch scalars[index] {
            case "}": return index > start ? index : nil
            case "{": return nil
            default: index += 1
            }
        }
        return nil
    }
}
