import Foundation
import Testing

@testable import RecipeGridCore

/// The core's path names, percent decoding and export JSON against Foundation's, which
/// they replace in the app.
@Suite struct PathAndJSONParityTests {
    static let paths = [
        "", "/", "//", "a", "/a", "a/", "/a/b.cook", "/a/b.cook/", "//a//b//c.d.e", "a/.bashrc", "a/..", "a/.", "a/b.", "a/b..",
        "/a/.b.c", "/a.b/c", "~/x.y", "/é/ü.json", "..", ".", "/a/b/../c.txt", "x.tar.gz", "/a/b c.Cook",
    ]

    @Test(arguments: paths)
    func pathPartsAreNSStrings(path: String) {
        let ns = path as NSString
        #expect(path.lastPathComponent == ns.lastPathComponent)
        // NSString traps there on a relative path of one character ("a", "."): "" is what it means.
        if ["a", "a/", "."].contains(path) {
            #expect(path.deletingLastPathComponent == "")
        } else {
            #expect(path.deletingLastPathComponent == ns.deletingLastPathComponent)
        }
        #expect(path.pathExtension == ns.pathExtension)
        #expect(path.deletingPathExtension == ns.deletingPathExtension)
        for component in ["", "x", "y/z"] {
            #expect(path.appendingPathComponent(component) == ns.appendingPathComponent(component))
        }
    }

    @Test(arguments: ["a%20b", "%C3%A9t%C3%A9", "%2F..%2F", "100%", "%4", "%zz", "%FF", "plain", "", "%41%42c", "%e2%82%ac"])
    func percentDecodingIsFoundations(text: String) {
        #expect(text.percentDecoded == text.removingPercentEncoding)
    }

    @Test func exportJSONIsJSONSerializationsText() throws {
        let objects: [Any] = [
            ["@context": "https://schema.org", "name": "Crème \"brûlée\" / 2\\3", "recipeIngredient": ["1 egg", "tab\there", "\u{1}\u{1F}"]],
            ["@type": "Recipe", "recipeInstructions": [["@type": "HowToSection", "itemListElement": [["text": "Stir"]]]], "keywords": "a, b"],
            ["@graph": [["name": "x"], ["name": "y\n"]], "@context": "https://schema.org"],
            ["recipeCategory": [String](), "image": "/p/q.jpg", "totalTime": "PT1H", "cookTime": "PT5M", "prepTime": "PT2M", "identifier": "i"],
        ]
        for object in objects {
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            #expect(PrettyJSON.text(object) == String(decoding: data, as: UTF8.self))
        }
    }
}
