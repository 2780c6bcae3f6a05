import Testing

@testable import RecipeGrid

/// `--geometry` as X programs take it: `WIDTHxHEIGHT`, optionally with signed offsets.
@Suite("Window geometry")
struct WindowGeometryTests {
    @Test(arguments: [
        ("1180x780", WindowGeometry(width: 1180, height: 780)),
        ("800X600", WindowGeometry(width: 800, height: 600)),
        ("1x16384", WindowGeometry(width: 1, height: 16384)),
        ("640x480+10+20", WindowGeometry(width: 640, height: 480, x: 10, y: 20)),
        ("640x480-0-5", WindowGeometry(width: 640, height: 480, x: 0, y: -5)),
        ("640x480+00012-99999", WindowGeometry(width: 640, height: 480, x: 12, y: -99999)),
    ])
    func readsSizesAndOffsets(text: String, geometry: WindowGeometry) {
        #expect(WindowGeometry(argument: text) == geometry)
    }

    @Test(arguments: [
        "", "huge", "x", "800", "800x", "x600", "0x600", "800x0", "16385x600", "123456x600",
        "800x600+10", "800x600+10+", "800x600 +1+2", "800x600+1+2+3", "800x600+123456+1", " 800x600",
        "800x600 ", "800*600", "+800x600", "8OOx600", "٨٠٠x600",
    ])
    func refusesAnythingElse(text: String) {
        #expect(WindowGeometry(argument: text) == nil)
    }
}
