import CoreTestSupport
import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

/// Recipe photos: which ones the screen wants, how a decode changes what is drawn, where
/// a Nextcloud Cookbook keeps them, and the decoder itself on real files.
@Suite("Photos", .serialized)
struct PhotoTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/photos").path

    private func state(photos: [String?]) -> AppState {
        let recipes = photos.enumerated().map { index, path in
            var recipe = TestCookbook.recipe("Recipe \(index + 10)")
            recipe.imagePath = path
            return recipe
        }
        return AppState(store: TestCookbook.store(recipes), windowSize: TestWindow.fourColumns, scale: 1, layoutDirection: .ltr)
    }

    private func drawn(_ state: AppState) -> [DrawCommand] { MainView(measurer: FakeMeasurer()).render(state).flattened }

    @Test func theVisibleTilesWithALocalImageAreWantedAtTheirArtSize() {
        let s = state(photos: ["/p/a.jpg", nil, "/p/c.png"])
        let layout = s.gridLayout
        #expect(s.photosInView.map(\.path) == ["/p/a.jpg", "/p/c.png"])
        for request in s.photosInView {
            #expect(request.width == Int(layout.tileWidth) && request.height == Int(layout.artHeight))
        }
    }

    @Test func tilesScrolledOutOfViewAreNotWanted() {
        var s = state(photos: (0..<200).map { "/p/\($0).jpg" })
        let visible = s.gridLayout.visibleRange(scroll: 0)!
        #expect(s.photosInView.count == visible.count)
        s.grid.scroll(by: 50 * s.gridLayout.rowPitch, in: s.gridLayout)
        let later = s.gridLayout.visibleRange(scroll: s.grid.scroll)!
        #expect(Set(s.photosInView.map(\.path)) == Set(later.map { s.store.recipes[s.grid.shown[$0]].imagePath! }))
        #expect(!s.photosInView.map(\.path).contains("/p/0.jpg"))
    }

    @Test func theScreensAKeyWouldShowNextAreFetchedAheadNextPageFirstThenTheLastAndTheFirst() {
        var s = state(photos: (0..<200).map { "/p/\($0).jpg" })
        let layout = s.gridLayout
        let paths = { (range: ClosedRange<Int>) in range.map { s.store.recipes[s.grid.shown[$0]].imagePath! } }
        s.grid.scroll(by: 20 * layout.rowPitch, in: layout)
        let visible = paths(layout.visibleRange(scroll: s.grid.scroll)!)
        let nearby = s.photosNearby.map(\.path)
        #expect(Set(nearby).isDisjoint(with: visible), "what is in view is asked for first, not again")
        #expect(nearby.count == Set(nearby).count)
        let nextPage = paths(layout.visibleRange(scroll: s.grid.scroll + layout.viewport.height)!).filter { !visible.contains($0) }
        #expect(Array(nearby.prefix(nextPage.count)) == nextPage, "Page Down's screen first")
        #expect(Set(nearby).isSuperset(of: paths(layout.visibleRange(scroll: layout.maxScroll)!)), "Ctrl+End's screen")
        #expect(Set(nearby).isSuperset(of: paths(layout.visibleRange(scroll: 0)!)), "Ctrl+Home's screen")
        #expect(!nearby.contains(paths(layout.visibleRange(scroll: 35 * layout.rowPitch)!)[0]), "not the screens between")
        s.photoDecoded("/p/199.jpg", succeeded: false)
        #expect(!s.photosNearby.map(\.path).contains("/p/199.jpg"), "a photo that cannot be decoded is not tried again")
    }

    @Test func theTileShowsItsEmojiUntilThePhotoIsDecodedThenThePhoto() {
        var s = state(photos: ["/p/a.jpg"])
        #expect(drawn(s).contains { if case .emoji("🍽️", _, _, _) = $0 { true } else { false } })
        #expect(!drawn(s).contains { if case .photo = $0 { true } else { false } })

        s.photoDecoded("/p/a.jpg", succeeded: true)
        let photo = drawn(s).first { if case .photo = $0 { true } else { false } }
        guard case .photo(let path, let version, let frame, _) = photo else {
            Issue.record("no photo drawn")
            return
        }
        #expect(path == "/p/a.jpg" && version == 1)
        #expect(frame.width == s.gridLayout.tileWidth && frame.height == s.gridLayout.artHeight)
        #expect(!drawn(s).contains { if case .emoji("🍽️", _, _, _) = $0 { true } else { false } })
    }

    @Test func aNewDecodeDrawsAgainAndAFailedOneKeepsTheEmojiAndIsNotWantedAgain() {
        var s = state(photos: ["/p/a.jpg", "/p/b.jpg"])
        s.photoDecoded("/p/a.jpg", succeeded: true)
        s.photoDecoded("/p/a.jpg", succeeded: true)
        #expect(s.photoVersion("/p/a.jpg") == 2)
        s.photoDecoded("/p/b.jpg", succeeded: false)
        #expect(s.photoVersion("/p/b.jpg") == nil)
        #expect(s.photosInView.map(\.path) == ["/p/a.jpg"])
        #expect(drawn(s).filter { if case .emoji("🍽️", _, _, _) = $0 { true } else { false } }.count == 1)
    }

    @Test func theOpenRecipesPhotoIsWantedAtTheDetailArtSizeAndDrawnThere() {
        var s = state(photos: ["/p/a.jpg"])
        var context = UpdateContext(now: 0, measurer: FakeMeasurer())
        s.openDetail(recipe: 0, context: &context)
        guard let art = s.detail.layout?.art else {
            Issue.record("no detail")
            return
        }
        #expect(s.photosInView == [PhotoRequest(path: "/p/a.jpg", width: Int(art.width), height: Int(art.height))])
        s.photoDecoded("/p/a.jpg", succeeded: true)
        #expect(drawn(s).contains { if case .photo("/p/a.jpg", _, let frame, _) = $0 { frame.width == art.width } else { false } })
    }

    @Test func photosAreMirroredWithTheirTileInRightToLeftLayouts() {
        let command = DrawCommand.photo(path: "/p", version: 1, frame: Rect(x: 10, y: 5, width: 100, height: 60), radius: 8)
        #expect(command.mirrored(width: 1000) == .photo(path: "/p", version: 1, frame: Rect(x: 890, y: 5, width: 100, height: 60), radius: 8))
    }

    @Test func aNextcloudRecipeFolderShowsItsFullJpgAndAnImageFieldStillWins() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Soup/recipe.json", #"{"@type": "Recipe", "name": "Soup", "image": "https://example.com/soup.jpg"}"#)
        try folder.write("Soup/full.jpg", "jpeg")
        try folder.write("Pie/recipe.json", #"{"@type": "Recipe", "name": "Pie", "image": "pie.png"}"#)
        try folder.write("Pie/full.jpg", "jpeg")
        try folder.write("Bare/recipe.json", #"{"@type": "Recipe", "name": "Bare"}"#)
        try folder.write("Other/other.json", #"{"@type": "Recipe", "name": "Other"}"#)
        try folder.write("Other/full.jpg", "jpeg")
        let cookbook = try CookbookLoader.load(paths: [folder.path])
        let images = Dictionary(uniqueKeysWithValues: cookbook.recipes.map { ($0.name, $0.imagePath) })
        #expect(images["Soup"] == folder.path + "/Soup/full.jpg")
        #expect(images["Pie"] == folder.path + "/Pie/pie.png")
        #expect(images["Bare"] == .some(nil))
        #expect(images["Other"] == .some(nil), "full.jpg belongs to Nextcloud's recipe.json only")
    }

    // MARK: The decoder, on real files

    private func decode(_ name: String, _ width: Int, _ height: Int) -> DecodedPhoto {
        X11PhotoDecoder.decode(PhotoRequest(path: Self.fixtures + "/" + name, width: width, height: height))
    }

    private func rgb(_ pixel: UInt32) -> (Int, Int, Int) { (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF)) }

    private func near(_ pixel: UInt32, _ hex: UInt32, tolerance: Int = 10) -> Bool {
        let (r, g, b) = rgb(pixel)
        return abs(r - Int(hex >> 16 & 0xFF)) <= tolerance && abs(g - Int(hex >> 8 & 0xFF)) <= tolerance && abs(b - Int(hex & 0xFF)) <= tolerance
    }

    @Test func aPNGAndAJPEGDecodeToExactlyTheRequestedSize() {
        let png = decode("red.png", 120, 82)
        #expect(png.failure == nil && png.pixels.count == 120 * 82)
        #expect(png.pixels.allSatisfy { near($0, 0xD02828, tolerance: 1) && $0 >> 24 == 0xFF })
        let jpeg = decode("green.jpg", 64, 64)
        #expect(jpeg.failure == nil && jpeg.pixels.count == 64 * 64)
        #expect(jpeg.pixels.allSatisfy { near($0, 0x28A048) && $0 >> 24 == 0xFF })
    }

    @Test func aPictureOfAnotherShapeIsCutFromItsMiddleToFill() {
        // 600×200: black, red, black thirds. Cut to 3:2 it keeps x 150…450 of the source.
        let photo = decode("wide.png", 150, 100)
        #expect(photo.failure == nil)
        let row = 50 * 150
        #expect(near(photo.pixels[row + 75], 0xD02828), "the middle is red")
        #expect(near(photo.pixels[row + 1], 0x000000, tolerance: 30), "the left edge reaches into the black third")
        #expect(near(photo.pixels[row + 148], 0x000000, tolerance: 30), "and so does the right edge")
        #expect(X11PhotoDecoder.coverCrop(sourceWidth: 600, sourceHeight: 200, targetWidth: 150, targetHeight: 100) == (150, 0, 300, 200))
        #expect(X11PhotoDecoder.coverCrop(sourceWidth: 320, sourceHeight: 480, targetWidth: 100, targetHeight: 100) == (0, 80, 320, 320))
    }

    @Test func transparentPixelsArePremultipliedForCairo() {
        let photo = decode("half-red.png", 16, 16)
        #expect(photo.failure == nil)
        let pixel = photo.pixels[8 * 16 + 8]
        #expect(abs(Int(pixel >> 24) - 0x80) <= 1 && abs(Int(pixel >> 16 & 0xFF) - 0x80) <= 1 && pixel & 0xFFFF == 0)
    }

    @Test(arguments: [
        ("damaged.jpg", "damaged or not a picture"), ("not-a-picture.png", "damaged or not a picture"), ("missing.jpg", "No such file"),
    ])
    func aFileThatCannotBeShownSaysWhy(name: String, reason: String) {
        let photo = decode(name, 50, 50)
        #expect(photo.pixels.isEmpty)
        #expect(photo.failure?.contains(reason) == true, "\(name): \(photo.failure ?? "no failure")")
    }

    @Test func devicesAndFoldersAreNotRead() {
        for path in ["/dev/zero", "/dev/null", Self.fixtures] {
            let photo = X11PhotoDecoder.decode(PhotoRequest(path: path, width: 10, height: 10))
            #expect(photo.failure != nil && photo.pixels.isEmpty, "\(path)")
        }
    }
}
