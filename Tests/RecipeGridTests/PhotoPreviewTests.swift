import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

extension PhotoTests {
    /// A photo's Exif thumbnail shown while the photo decodes: read by libjpeg from the
    /// file's first bytes, turned by the photo's orientation, made before any decode by the
    /// threads, and never over the photo itself. The fixtures' thumbnails are red (and blue)
    /// and their pictures green, so that which one arrived shows. Nested in `PhotoTests`,
    /// whose `.serialized` keeps Imlib2 to one suite at a time.
    @Suite("Photo previews")
    struct PhotoPreviewTests {
        private func fixture(_ name: String) -> String { PhotoTests.fixtures + "/" + name }

        private func near(_ pixel: UInt32, _ expected: UInt32) -> Bool {
            [16, 8, 0].allSatisfy { abs(Int((pixel >> $0) & 0xFF) - Int((expected >> $0) & 0xFF)) <= 24 }
        }

        @Test func theEmbeddedThumbnailIsDecodedWholeFromTheFilesFirstBytes() throws {
            let thumbnail = try #require(X11JPEG.exifThumbnail(path: fixture("exif-thumbnail.jpg")))
            #expect(thumbnail.width == 160 && thumbnail.height == 120)
            #expect(thumbnail.pixels.allSatisfy { near($0, 0xD0_2828) }, "the red thumbnail, not the green picture")
            #expect(X11JPEG.exifThumbnail(path: fixture("green.jpg")) == nil)
            #expect(X11JPEG.exifThumbnail(path: fixture("red.png")) == nil)
            #expect(X11JPEG.exifThumbnail(path: fixture("no-such-file.jpg")) == nil)
        }

        @Test func aSidewaysPhotosThumbnailIsTurnedUprightLikeThePhoto() throws {
            // Stored 160×120, red on the left and blue on the right, orientation 6: upright
            // it is 120×160, red at the top.
            let thumbnail = try #require(X11JPEG.exifThumbnail(path: fixture("exif-thumbnail-sideways.jpg")))
            #expect(thumbnail.width == 120 && thumbnail.height == 160)
            #expect(near(thumbnail.pixels[20 * 120 + 60], 0xD0_2828) && near(thumbnail.pixels[140 * 120 + 60], 0x28_50C8))
        }

        @Test func thePreviewIsTheThumbnailAtTheRequestsSizeUntilTheCacheHasOne() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let path = folder.path + "/photo.jpg"
            try FileManager.default.copyItem(atPath: fixture("exif-thumbnail.jpg"), toPath: path)
            let cache = ThumbnailCache(root: folder.path + "/thumbnails")
            let request = PhotoRequest(path: path, width: 300, height: 200)
            let preview = try #require(X11PhotoDecoder.preview(request, thumbnails: cache))
            #expect(preview.preview && preview.failure == nil && preview.pixels.count == 300 * 200)
            #expect(preview.pixels.allSatisfy { near($0, 0xD0_2828) })
            let photo = X11PhotoDecoder.decode(request, thumbnails: cache)
            #expect(!photo.preview && photo.pixels.allSatisfy { near($0, 0x28_A048) }, "the photo itself")
            // The picture is no larger than a thumbnail would be: none was written. Once the
            // cache has one (a file manager's), it is read instead: as quick, and sharp.
            let source = try #require(ThumbnailCache.source(path: path, modified: modified(path)))
            #expect(!cache.mayHaveThumbnail(of: source, longestSideAtLeast: 300))
            let green = [UInt32](repeating: 0xFF28_A048, count: 320 * 240)
            green.withUnsafeBufferPointer { cache.store($0, width: 320, height: 240, hasAlpha: false, size: .xLarge, of: source) }
            #expect(X11PhotoDecoder.preview(request, thumbnails: cache) == nil)
            #expect(X11PhotoDecoder.preview(PhotoRequest(path: fixture("green.jpg"), width: 300, height: 200), thumbnails: nil) == nil)
        }

        @Test func theThreadsMakeEveryPreviewOnScreenBeforeAnyDecodeAndThePhotoComesAfter() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let paths = try (0..<4).map { index in
                let path = folder.path + "/photo\(index).jpg"
                try FileManager.default.copyItem(atPath: fixture("exif-thumbnail.jpg"), toPath: path)
                return path
            }
            let requests = paths.map { PhotoRequest(path: $0, width: 200, height: 150) }
            let decoder = X11PhotoDecoder.workers(thumbnails: ThumbnailCache(root: folder.path + "/thumbnails"))
            // The last one is not on screen: it is decoded ahead, with no preview.
            decoder.want(requests, onScreen: 3)
            var finished: [DecodedPhoto] = []
            let deadline = Date().addingTimeInterval(30)
            while finished.filter({ !$0.preview }).count < requests.count, Date() < deadline {
                finished += decoder.takeFinished()
                Thread.sleep(forTimeInterval: 0.005)
            }
            let previews = finished.enumerated().filter { $0.element.preview }
            #expect(Set(previews.map(\.element.request)) == Set(requests.prefix(3)), "one preview for each photo on screen")
            for (index, photo) in previews {
                let decodedBefore = finished.prefix(index).filter { !$0.preview }.map(\.request)
                #expect(!decodedBefore.contains(photo.request), "never after its photo")
                #expect(photo.pixels.allSatisfy { near($0, 0xD0_2828) })
            }
            #expect(finished.filter { !$0.preview }.allSatisfy { $0.pixels.allSatisfy { near($0, 0x28_A048) } })
        }

        private func modified(_ path: String) -> Int {
            var info = stat()
            stat(path, &info)
            return Int(info.st_mtim.tv_sec)
        }
    }
}
