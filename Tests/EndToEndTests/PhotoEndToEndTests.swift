import Foundation
import Testing

/// Recipe photos on the tiles and in the detail: PNG and JPEG files beside the
/// cookbook, a Nextcloud Cookbook folder's `full.jpg`, a damaged file that keeps its emoji
/// tile and is named once on stderr, and a web address that is never fetched.
@Suite("Photos end to end")
struct PhotoEndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/photos")
    static let red = RGB(hex: 0xD02828)
    static let green = RGB(hex: 0x28A048)
    static let blue = RGB(hex: 0x2850C8)
    static let accent = RGB(hex: 0x1F6FEB)

    /// The test cookbook plus five recipes that sort right after "7-Layer Dip" (tiles 1–5).
    private func writeCookbook(in folder: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("pictures"), withIntermediateDirectories: true)
        for name in ["red.png", "green.jpg", "damaged.jpg"] {
            try manager.copyItem(at: Self.fixtures.appendingPathComponent(name), to: folder.appendingPathComponent("pictures/\(name)"))
        }
        let photos = """
            [{"@type": "Recipe", "name": "Aa Red Photo", "image": "pictures/red.png"},
             {"@type": "Recipe", "name": "Ab Green Photo", "image": {"@type": "ImageObject", "url": "file://\(folder.path)/pictures/green.jpg"}},
             {"@type": "Recipe", "name": "Ac Broken Photo", "image": ["https://example.com/x.jpg", "pictures/damaged.jpg"]},
             {"@type": "Recipe", "name": "Ae Web Photo", "image": "https://example.com/soup.jpg"}]
            """
        try Data(photos.utf8).write(to: folder.appendingPathComponent("photos.json"))
        let nextcloud = folder.appendingPathComponent("Ad Nextcloud Soup")
        try manager.createDirectory(at: nextcloud, withIntermediateDirectories: true)
        try Data(#"{"@type": "Recipe", "name": "Ad Nextcloud Soup", "image": "https://cloud.example.com/soup.jpg"}"#.utf8)
            .write(to: nextcloud.appendingPathComponent("recipe.json"))
        try manager.copyItem(at: Self.fixtures.appendingPathComponent("full.jpg"), to: nextcloud.appendingPathComponent("full.jpg"))
    }

    /// The middle of the selected tile's picture, found from its accent selection stroke.
    private func selectedArt(_ image: WindowImage) throws -> PixelRect {
        let outlines = image.outlines(of: Self.accent, minimumSize: 100)
        let stroke = try #require(outlines.count == 1 ? outlines.first : nil, "one selection stroke: \(outlines)")
        let artHeight = Int(Double(stroke.width - 16) * 0.68)
        return PixelRect(minX: stroke.minX + 24, minY: stroke.minY + 24, maxX: stroke.maxX - 24, maxY: stroke.minY + artHeight - 12)
    }

    /// The share of `rect` near `colour`, once the photos had time to come in.
    private func share(of colour: RGB, in rect: PixelRect, app: AppSession, tolerance: Int = 16, waitingFor expected: Bool) throws -> Double {
        let area = Double(rect.width * rect.height)
        let deadline = Date().addingTimeInterval(30)
        var found = 0.0
        repeat {
            found = Double(try app.image().count(near: colour, tolerance: tolerance, in: rect)) / area
            if (found > 0.9) == expected { return found }
            Thread.sleep(forTimeInterval: 0.05)
        } while expected && Date() < deadline
        return found
    }

    @Test func pngAndJpegPhotosFillTheirTilesAndTheDetailAndBrokenOrRemoteOnesKeepTheEmoji() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeCookbook(in: folder)
        try withRecipeGrid(geometry: "1000x700", arguments: ["--theme", "light"], cookbookDirectory: folder) { app in
            let red = try app.press("Right")
            try #require(red.selection == "Aa Red Photo")
            let redArt = try selectedArt(app.image())
            #expect(try share(of: Self.red, in: redArt, app: app, waitingFor: true) > 0.9, "the PNG fills its tile")

            try #require(try app.press("Right").selection == "Ab Green Photo")
            let greenArt = try selectedArt(app.image())
            #expect(try share(of: Self.green, in: greenArt, app: app, waitingFor: true) > 0.9, "the JPEG fills its tile")

            try #require(try app.press("Right").selection == "Ac Broken Photo")
            let brokenArt = try selectedArt(app.image())
            let picture = try app.image()
            for colour in [Self.red, Self.green, Self.blue] {
                #expect(picture.count(near: colour, tolerance: 16, in: brokenArt) == 0, "the damaged photo's tile shows no photo")
            }

            try #require(try app.press("Right").selection == "Ad Nextcloud Soup")
            let nextcloudArt = try selectedArt(app.image())
            #expect(try share(of: Self.blue, in: nextcloudArt, app: app, waitingFor: true) > 0.9, "Nextcloud's full.jpg fills its tile")

            let stderrLines = app.app.stderr.split(separator: "\n").map(String.init)
            #expect(stderrLines.filter { $0.contains("damaged.jpg") }.count == 1, "the damaged photo is named once: \(stderrLines)")
            #expect(
                stderrLines.first { $0.contains("damaged.jpg") }?.hasPrefix("recipegrid: cannot show the photo \(folder.path)/pictures/damaged.jpg: ")
                    == true, "\(stderrLines)")
            #expect(!stderrLines.contains { $0.contains("example.com") }, "web addresses are never fetched nor complained about")

            // The open recipe shows its photo large.
            try #require(try app.press("Left", times: 3).selection == "Aa Red Photo")
            let opened = try app.press("Return")
            #expect(opened.screen == "detail" && opened.recipe == "Aa Red Photo")
            let deadline = Date().addingTimeInterval(30)
            var redPixels = 0
            repeat {
                redPixels = try app.image().count(near: Self.red, tolerance: 16)
                if redPixels > 20_000 { break }
                Thread.sleep(forTimeInterval: 0.05)
            } while Date() < deadline
            #expect(redPixels > 20_000, "the detail's picture is the red photo: \(redPixels) red pixels")
        }
    }

    @Test func aCamerasExifThumbnailStandsInUntilThePhotoItselfReplacesIt() throws {
        // exif-thumbnail.jpg: a green picture whose embedded thumbnail is red. The threads
        // make the red preview before any decode; the green photo must end up in its place.
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pictures"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("exif-thumbnail.jpg"), to: folder.appendingPathComponent("pictures/camera.jpg"))
        try Data(#"[{"@type": "Recipe", "name": "Aa Camera Photo", "image": "pictures/camera.jpg"}]"#.utf8)
            .write(to: folder.appendingPathComponent("camera.json"))
        try withRecipeGrid(geometry: "1000x700", arguments: ["--theme", "light"], cookbookDirectory: folder) { app in
            try #require(try app.press("Right").selection == "Aa Camera Photo")
            let art = try selectedArt(app.image())
            #expect(try share(of: Self.green, in: art, app: app, waitingFor: true) > 0.9, "the photo itself fills its tile")
            Thread.sleep(forTimeInterval: 0.3)
            #expect(try app.image().count(near: Self.red, tolerance: 24, in: art) == 0, "no part of the preview is left")
        }
    }
}
