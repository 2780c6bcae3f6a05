import CoreTestSupport
import Testing

@testable import RecipeGridCore

/// Reading a dropped `text/uri-list`.
struct DroppedURIsTests {
    @Test("local file addresses become paths (percent-decoded, this host or none); others are refused")
    func reads() {
        let text =
            "# a comment\r\nfile:///home/ann/My%20Recipes\r\nfile://localhost/tmp/pie.json\r\nfile://oven/x.cook\r\nfile://far/x.json\r\nhttps://example.com/a\r\n\r\n"
        let reading = DroppedURIs.read(text, hostname: "oven")
        #expect(reading.paths == ["/home/ann/My Recipes", "/tmp/pie.json", "/x.cook"])
        #expect(reading.refused == ["file://far/x.json", "https://example.com/a"])
        #expect(DroppedURIs.read("file:///bad%zz", hostname: "").refused == ["file:///bad%zz"])
    }

    @Test("a folder or a cookbook file opens; a photo does not, and says why")
    func whatOpens() {
        var h = Harness()
        #expect(h.send(.dropped(DroppedURIs.Reading(paths: ["/r/Soups", "/r/a.cook", "/r/b.png"]))) == [.openCookbook(["/r/Soups", "/r/a.cook"])])
        h.send(.dropped(DroppedURIs.Reading(paths: ["/r/b.png"])))
        #expect(h.state.toast?.text.hasPrefix("b.png is not a cookbook") == true)
    }
}
