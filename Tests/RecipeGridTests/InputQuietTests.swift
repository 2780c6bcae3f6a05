import Foundation
import Testing

@testable import RecipeGrid
@testable import RecipeGridCore

extension PhotoTests {
    /// Photo decoding holds back while keys come, so that a key's frame has the cores to
    /// itself. Only lower bounds are asserted (a pause lasts at least so long): a slow
    /// machine makes every figure larger, never smaller.
    @Suite("Decoding pauses for keys")
    struct InputQuietTests {
        private static let pause = Double(InputQuiet.quietAfter) / 1e9
        private static let jpeg = PhotoTests.fixtures + "/sideways.jpg"

        @Test func aKeyHoldsAWorkerBackForThePauseAfterIt() {
            let quiet = InputQuiet()
            quiet.inputArrived()
            let started = Date()
            quiet.waitUntilQuiet()
            #expect(Date().timeIntervalSince(started) >= Self.pause * 0.99)
        }

        @Test func aJPEGBeingDecodedWaitsBetweenItsRowsWhileKeysCome() throws {
            let quiet = InputQuiet()
            let plain = try #require(X11JPEG.decode(path: Self.jpeg, maximumPixels: 1 << 26) { _, _ in 40 })
            quiet.inputArrived()
            let started = Date()
            let paused = try #require(X11JPEG.decode(path: Self.jpeg, maximumPixels: 1 << 26, quiet: quiet) { _, _ in 40 })
            #expect(Date().timeIntervalSince(started) >= Self.pause * 0.99)
            #expect(paused.pixels == plain.pixels, "the same picture, only later")
        }

        @Test func theDecoderThreadsTakeNoPhotoUntilTheKeysPause() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let decoder = X11PhotoDecoder.workers(thumbnails: ThumbnailCache(root: folder.path + "/thumbnails"))
            decoder.inputArrived()
            let started = Date()
            decoder.want([PhotoRequest(path: Self.jpeg, width: 60, height: 40)])
            var finished: [DecodedPhoto] = []
            while finished.isEmpty, Date().timeIntervalSince(started) < 30 {
                finished = decoder.takeFinished()
                Thread.sleep(forTimeInterval: 0.005)
            }
            #expect(finished.count == 1 && finished.first?.failure == nil)
            #expect(Date().timeIntervalSince(started) >= Self.pause * 0.99)
        }
    }
}
