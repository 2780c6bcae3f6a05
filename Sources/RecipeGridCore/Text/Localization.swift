/// The user's language as the core sees it: the words of the gettext catalog the shell read
/// at launch, and the display locale's decimal separator. The core calls no locale API; the
/// shell reads both and installs them once, before the first window or thread, as gettext's
/// own `textdomain` is set once (ARCHITECTURE.md, "Translations").
package struct Localization: Sendable {
    package var translations: Translations
    /// LC_NUMERIC's radix character: "," in a German kitchen. Amounts and servings are shown
    /// with it; export, the state file and the trace keep the dot.
    package var decimalSeparator: Character

    package init(translations: Translations, decimalSeparator: Character = ".") {
        self.translations = translations
        self.decimalSeparator = decimalSeparator
    }

    /// No catalog: English words and the dot.
    package static let english = Localization(translations: .english)

    /// What the shell installed at launch. Written once, before any other thread starts.
    nonisolated(unsafe) private static var launched = english

    /// A language for the code run inside `withValue`: tests of one language run beside the
    /// English ones, each with its own.
    @TaskLocal package static var scoped: Localization?

    /// The language in use here: the scoped one, else the launched one.
    package static var current: Localization { scoped ?? launched }

    /// `body` with amounts written with the dot, whatever the locale: what the trace, export
    /// and the grocery list's stored items keep, so they read the same everywhere.
    package static func withDecimalDot<T>(_ body: () -> T) -> T {
        var dotted = current
        dotted.decimalSeparator = "."
        return $scoped.withValue(dotted, operation: body)
    }

    /// Makes `localization` the program's language. The shell calls it once, first thing.
    package static func install(_ localization: Localization) { launched = localization }
}

// The five functions below are the only way a user-visible word enters the core or the shell:
// po/extract.sh finds their literal first arguments with xgettext, and the catalog test fails
// on a word shown without them. Placeholders are named, `{count}`, `{name}`, so translators may
// reorder them.

/// gettext's `_()`: the user's language's words for `id`.
package func tr(_ id: String) -> String {
    Localization.current.translations.text(id)
}

/// `tr` with its named placeholders filled: `tr("Opened {name}", ["name": title])`.
package func tr(_ id: String, _ values: [String: String]) -> String {
    Translations.fill(tr(id), values)
}

/// gettext's `pgettext`: `id` as meant in `context`, for a word that two places translate
/// differently ("Name" the sort order, "Name" the editor's field).
package func trc(_ context: String, _ id: String) -> String {
    Localization.current.translations.text(id, context: context)
}

/// gettext's `ngettext`: the form for `count` by the language's plural rule, `{count}` filled
/// with the number and any other placeholder from `values`.
package func trn(_ singular: String, _ plural: String, count: Int, _ values: [String: String] = [:]) -> String {
    let form = Localization.current.translations.text(singular, plural: plural, count: count)
    return Translations.fill(form, values.merging(["count": String(count)]) { given, _ in given })
}

/// gettext's `N_()`: marks `id` for the catalog where it is stored, to be passed to `tr` where
/// it is shown (a menu's title is kept untranslated in a static table).
package func trLater(_ id: String) -> String { id }
