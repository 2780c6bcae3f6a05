// libFuzzer target: a catalog's Plural-Forms header, read by PluralRule as the shell hands it
// over, and the same text as a template for Translations.fill. The input is UTF-8 (invalid
// bytes repaired, as the shell has checked the catalog is UTF-8).
//
// Built against the RecipeGridCore target with testing enabled (fuzz/run.sh). Besides
// crashes (a stack run off by nesting, a trap in the arithmetic) it checks what `PluralRule`
// documents: every form it picks is one of the language's forms.
import Foundation
import FuzzSupport

@testable import RecipeGridCore

#if !RECIPEGRID_LIBFUZZER
    @main enum Replay { static func main() { FuzzReplay.run(fuzz) } }
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let rule = try? PluralRule(header: text) { check(rule, text) }
    // The text as the expression alone, for inputs without the header's fields.
    if let rule = try? PluralRule(count: 6, expression: text) { check(rule, text) }
    _ = Translations.fill(text, ["count": "{count}", "name": "x"])
    // With no values only `{{` and `}}` change, each to one brace.
    let unfilled = Translations.fill(text, [:])
    require(unfilled.unicodeScalars.count <= text.unicodeScalars.count, "filling nothing lengthened \(text.debugDescription)")
    return 0
}

private func check(_ rule: PluralRule, _ text: String) {
    for n in [0, 1, 2, 3, 5, 11, 21, 100, 101, 111, 1_000_001, Int.max] {
        let form = rule.form(for: n)
        require(form >= 0 && form < rule.count, "form \(form) of \(rule.count) for n = \(n) from \(text.debugDescription)")
    }
}
