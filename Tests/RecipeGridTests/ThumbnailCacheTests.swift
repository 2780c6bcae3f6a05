import CX11
import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

extension PhotoTests {
    /// The freedesktop thumbnail cache the photo decoder keeps (README, "Photos"): the PNG files
    /// it writes, when a thumbnail is stale, the failure entries, and a phone-sized JPEG decoded
    /// at a reduced scale. Nested in `PhotoTests`, whose `.serialized` then covers these too:
    /// Imlib2's state is global, and two suites calling it at once crash it.
    @Suite("Thumbnail cache")
    struct ThumbnailCacheTests {
        static let fixtures = PhotoTests.fixtures

        /// A cache and a photo folder in a fresh temporary folder.
        private struct Scene {
            let folder: TemporaryFolder
            let cache: ThumbnailCache

            init() throws {
                folder = try TemporaryFolder()
                cache = ThumbnailCache(root: folder.path + "/cache/thumbnails")
            }

            func copy(_ fixture: String) throws -> String {
                let path = folder.path + "/" + fixture
                try FileManager.default.copyItem(atPath: ThumbnailCacheTests.fixtures + "/" + fixture, toPath: path)
                return path
            }

            func entry(_ path: String, folder name: String) -> String {
                cache.root + "/" + name + "/" + ThumbnailName.fileName(uri: ThumbnailName.fileURI(path: path))
            }
        }

        private func text(of path: String) -> [String: String]? {
            (try? FileBytes.read(path).bytes).flatMap(PNGFile.textChunks)
        }

        private func modified(_ path: String) -> Int {
            var info = stat()
            _ = stat(path, &info)
            return Int(info.st_mtim.tv_sec)
        }

        /// Sets the file's modification time `seconds` from now, as a later edit would.
        private func touch(_ path: String, by seconds: Int) {
            var times = [timespec(tv_sec: time(nil) + seconds, tv_nsec: 0), timespec(tv_sec: time(nil) + seconds, tv_nsec: 0)]
            _ = utimensat(AT_FDCWD, path, &times, 0)
        }

        private func mode(_ path: String) -> mode_t {
            var info = stat()
            _ = stat(path, &info)
            return info.st_mode & 0o777
        }

        @Test func thePNGWriterWritesPixelsImlib2ReadsAndTheTextChunksItWasGiven() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let pixels: [UInt32] = [0xFFD0_2828, 0xFF28_A048, 0x8028_50C8, 0x0000_0000, 0xFF00_0000, 0xFFFF_FFFF]
            let png = try #require(
                pixels.withUnsafeBufferPointer {
                    PNGFile.encode(
                        pixels: $0, width: 3, height: 2, hasAlpha: true, text: [("Thumb::URI", "file:///a%20b.jpg"), ("Thumb::MTime", "17")])
                })
            #expect(PNGFile.textChunks(of: png) == ["Thumb::URI": "file:///a%20b.jpg", "Thumb::MTime": "17"])
            let path = folder.path + "/out.png"
            try Data(png).write(to: URL(fileURLWithPath: path))
            let image = try #require(imlib_load_image_without_cache(path))
            imlib_context_set_image(image)
            defer { imlib_free_image_and_decache() }
            #expect(imlib_image_get_width() == 3 && imlib_image_get_height() == 2)
            let data = try #require(imlib_image_get_data_for_reading_only())
            #expect(Array(UnsafeBufferPointer(start: data, count: 6)) == pixels.enumerated().map { $0.offset == 3 ? data[3] : $0.element })
            #expect(PNGFile.textChunks(of: Array("not a png".utf8)) == nil)
        }

        /// Noise does not compress: the rows' deflated bytes fill the writer's output buffer
        /// many times over, and every one of them must reach the file.
        @Test func aPhotoSizedPNGOfNoiseReadsBackPixelForPixel() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            var generator = SystemRandomNumberGenerator()
            let pixels = (0..<(504 * 378)).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &generator) }
            let png = try #require(pixels.withUnsafeBufferPointer { PNGFile.encode(pixels: $0, width: 504, height: 378, hasAlpha: false, text: []) })
            #expect(png.count > 504 * 378 * 3)
            let path = folder.path + "/noise.png"
            try Data(png).write(to: URL(fileURLWithPath: path))
            let image = try #require(imlib_load_image_without_cache(path))
            imlib_context_set_image(image)
            defer { imlib_free_image_and_decache() }
            #expect(imlib_image_get_width() == 504 && imlib_image_get_height() == 378)
            let data = try #require(imlib_image_get_data_for_reading_only())
            #expect(Array(UnsafeBufferPointer(start: data, count: pixels.count)) == pixels)
        }

        @Test func aDecodedPhotoLeavesAPrivateThumbnailThatIsReadInsteadOfTheFileNextTime() throws {
            let scene = try Scene()
            defer { scene.folder.remove() }
            let path = try scene.copy("wide.png")
            // wide.png is 600×200: a 300-pixel tile needs the x-large size, 512×171.
            let request = PhotoRequest(path: path, width: 300, height: 100)
            #expect(X11PhotoDecoder.decode(request, thumbnails: scene.cache).failure == nil)
            let thumbnail = scene.entry(path, folder: "x-large")
            #expect(text(of: thumbnail)?["Thumb::URI"] == "file://" + path)
            #expect(text(of: thumbnail)?["Thumb::MTime"] == String(modified(path)))
            #expect(mode(thumbnail) == 0o600 && mode(scene.cache.root) == 0o700 && mode(scene.cache.root + "/x-large") == 0o700)
            #expect((try? FileManager.default.contentsOfDirectory(atPath: scene.cache.root + "/x-large"))?.count == 1, "no temporary file left")

            // A thumbnail another program made for the same file, green, is what shows now.
            let green = [UInt32](repeating: 0xFF28_A048, count: 512 * 171)
            let source = try #require(ThumbnailCache.source(path: path, modified: modified(path)))
            green.withUnsafeBufferPointer { scene.cache.store($0, width: 512, height: 171, hasAlpha: false, size: .xLarge, of: source) }
            let photo = X11PhotoDecoder.decode(request, thumbnails: scene.cache)
            // Imlib2's box filter rounds a channel down by one.
            #expect(photo.pixels.count == 300 * 100 && photo.pixels.allSatisfy { $0 == 0xFF28_A048 || $0 == 0xFF27_9F47 })
        }

        @Test func aThumbnailOfAnOlderVersionOfTheFileIsMadeAgain() throws {
            let scene = try Scene()
            defer { scene.folder.remove() }
            let path = try scene.copy("wide.png")
            let request = PhotoRequest(path: path, width: 300, height: 100)
            _ = X11PhotoDecoder.decode(request, thumbnails: scene.cache)
            let thumbnail = scene.entry(path, folder: "x-large")
            let before = try #require(text(of: thumbnail)?["Thumb::MTime"])
            touch(path, by: 60)
            #expect(
                scene.cache.thumbnails(of: try #require(ThumbnailCache.source(path: path, modified: modified(path))), longestSideAtLeast: 300).isEmpty
            )
            let photo = X11PhotoDecoder.decode(request, thumbnails: scene.cache)
            #expect(photo.failure == nil && photo.pixels.count == 300 * 100)
            #expect(text(of: thumbnail)?["Thumb::MTime"] == String(modified(path)) && String(modified(path)) != before)
        }

        @Test func aPhotoThatCannotBeDecodedIsNotTriedAgainUntilItChanges() throws {
            let scene = try Scene()
            defer { scene.folder.remove() }
            let path = try scene.copy("damaged.jpg")
            let request = PhotoRequest(path: path, width: 300, height: 200)
            let first = X11PhotoDecoder.decode(request, thumbnails: scene.cache)
            #expect(first.failure?.contains("damaged or not a picture") == true)
            let entry = scene.entry(path, folder: ThumbnailCache.failFolder)
            #expect(text(of: entry)?["Thumb::URI"] == "file://" + path && text(of: entry)?["Thumb::MTime"] == String(modified(path)))
            #expect(mode(entry) == 0o600)

            // Mended, but with the same modification time: the entry still stands.
            let stamp = modified(path)
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.copyItem(atPath: Self.fixtures + "/green.jpg", toPath: path)
            var times = [timespec(tv_sec: stamp, tv_nsec: 0), timespec(tv_sec: stamp, tv_nsec: 0)]
            _ = utimensat(AT_FDCWD, path, &times, 0)
            #expect(X11PhotoDecoder.decode(request, thumbnails: scene.cache).failure == first.failure)

            touch(path, by: 60)
            #expect(X11PhotoDecoder.decode(request, thumbnails: scene.cache).failure == nil)
        }

        @Test func aSidewaysPhotoIsTurnedUprightByItsOrientation() throws {
            // Stored 80×40, red left and blue right, with EXIF orientation 6: upright it is 40×80,
            // red on top. Cut to a square, the top rows are red and the bottom rows blue.
            let bytes = try FileBytes.read(Self.fixtures + "/sideways.jpg").bytes
            let upright = X11JPEG.decode(bytes, maximumPixels: X11PhotoDecoder.maximumPixels) { _, _ in 80 }
            #expect(upright.map { [$0.width, $0.height, $0.fullWidth, $0.fullHeight] } == [40, 80, 40, 80], "libjpeg-turbo's path")
            let photo = X11PhotoDecoder.decode(PhotoRequest(path: Self.fixtures + "/sideways.jpg", width: 20, height: 40))
            #expect(photo.failure == nil && photo.pixels.count == 20 * 40)
            func rgb(_ pixel: UInt32) -> [Int] { [16, 8, 0].map { Int(pixel >> $0 & 0xFF) } }
            #expect(zip(rgb(photo.pixels[2 * 20 + 10]), [0xD0, 0x28, 0x28]).allSatisfy { abs($0 - $1) <= 12 }, "red on top")
            #expect(zip(rgb(photo.pixels[37 * 20 + 10]), [0x28, 0x50, 0xC8]).allSatisfy { abs($0 - $1) <= 12 }, "blue below")
        }

        /// A JPEG of a red to blue gradient made by ImageMagick's real `convert` (the first on
        /// PATH may be a stand-in).
        private func makeJPEG(_ path: String, size: String) throws {
            let convert = "/usr/bin/convert"
            try #require(FileManager.default.isExecutableFile(atPath: convert), "ImageMagick (scripts/install-deps.sh)")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: convert)
            process.arguments = ["-size", size, "gradient:#D02828-#2850C8", "-quality", "85", path]
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0)
        }

        @Test func aPhoneSizedJPEGIsDecodedScaledDownAndLeavesItsEighthAsTheThumbnail() throws {
            let scene = try Scene()
            defer { scene.folder.remove() }
            let path = scene.folder.path + "/phone.jpg"
            try makeJPEG(path, size: "4032x3024")
            // An eighth, 504×378, is the smallest of libjpeg-turbo's scales with a side of 400.
            let bytes = try FileBytes.read(path).bytes
            let eighth = X11JPEG.decode(bytes, maximumPixels: X11PhotoDecoder.maximumPixels) { _, _ in 400 }
            #expect(eighth.map { [$0.width, $0.height, $0.fullWidth, $0.fullHeight] } == [504, 378, 4032, 3024])
            // Read from the file as it decodes: the same pixels as from the bytes in memory.
            let fromFile = X11JPEG.decode(path: path, maximumPixels: X11PhotoDecoder.maximumPixels) { _, _ in 400 }
            #expect(fromFile?.pixels == eighth?.pixels && fromFile?.width == 504)
            // A file cut short is not half a picture: libjpeg's warning fails it, and Imlib2 tries.
            let cut = scene.folder.path + "/cut.jpg"
            try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: cut))
            #expect(X11JPEG.decode(path: cut, maximumPixels: X11PhotoDecoder.maximumPixels) { _, _ in 400 } == nil)
            let request = PhotoRequest(path: path, width: 300, height: 204)
            let photo = X11PhotoDecoder.decode(request, thumbnails: scene.cache)
            #expect(photo.failure == nil && photo.pixels.count == 300 * 204)
            let thumbnail = try FileBytes.read(scene.entry(path, folder: "x-large")).bytes
            // IHDR's width and height, right after the signature and the chunk's length and type.
            let size = [16, 20].map { at in thumbnail[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            // The eighth as decoded: it fits x-large (at most 512), and scaling it is what it saves.
            #expect(size == [504, 378])
            #expect(X11PhotoDecoder.decode(request, thumbnails: scene.cache).pixels == photo.pixels, "the same pixels from the thumbnail")
        }

        @Test func bothDecoderThreadsFinishEachWantedPhotoOnceAndLeaveItsThumbnail() throws {
            let scene = try Scene()
            defer { scene.folder.remove() }
            let first = scene.folder.path + "/photo0.jpg"
            try makeJPEG(first, size: "1200x900")
            let jpegs =
                [first]
                + (try (1..<6).map { index in
                    let path = scene.folder.path + "/photo\(index).jpg"
                    try FileManager.default.copyItem(atPath: first, toPath: path)
                    return path
                })
            let paths = jpegs + [try scene.copy("damaged.jpg"), try scene.copy("red.png")]
            let requests = paths.map { PhotoRequest(path: $0, width: 300, height: 204) }
            let decoder = X11PhotoDecoder.workers(thumbnails: scene.cache)
            decoder.want(requests)
            var finished: [DecodedPhoto] = []
            let deadline = Date().addingTimeInterval(30)
            while finished.count < requests.count, Date() < deadline {
                finished += decoder.takeFinished()
                Thread.sleep(forTimeInterval: 0.01)
            }
            // The thumbnails are written once no photo on screen is left to decode.
            let written = { jpegs.allSatisfy { self.text(of: scene.entry($0, folder: "x-large")) != nil } }
            while !written(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            Thread.sleep(forTimeInterval: 0.2)
            finished += decoder.takeFinished()
            #expect(finished.map(\.request).sorted { $0.path < $1.path } == requests.sorted { $0.path < $1.path }, "each once")
            #expect(finished.filter { $0.failure != nil }.map(\.request.path) == [paths[6]])
            #expect(finished.allSatisfy { $0.failure != nil || $0.pixels.count == 300 * 204 })
            for path in jpegs { #expect(text(of: scene.entry(path, folder: "x-large"))?["Thumb::URI"] == "file://" + path) }
        }
    }
}
