import Testing

@testable import RecipeGridCore

/// The names the freedesktop thumbnail standard gives thumbnails, and the EXIF orientation
/// a sideways phone photo carries.
@Suite("Thumbnail names and EXIF orientation")
struct ThumbnailNameTests {
    @Test func md5MatchesRFC1321sTestSuite() {
        #expect(MD5.hex("".utf8) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(MD5.hex("abc".utf8) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(MD5.hex("message digest".utf8) == "f96b697d7cb7938d525a2f31aaf161d0")
        let long = "12345678901234567890123456789012345678901234567890123456789012345678901234567890"
        #expect(MD5.hex(long.utf8) == "57edf4a22be3c955ac49da2e2107b67a", "more than one 64-byte block")
    }

    @Test func theStandardsExampleNamesItsThumbnail() {
        let uri = ThumbnailName.fileURI(path: "/home/jens/photos/me.png")
        #expect(uri == "file:///home/jens/photos/me.png")
        #expect(ThumbnailName.fileName(uri: uri) == "c6ee772d9e49320e97ec29a7eb5b1697.png")
    }

    @Test func theURIIsPercentEncodedAsGLibDoesIt() {
        #expect(ThumbnailName.fileURI(path: "/tmp/Apple Pie/crème #1.jpg") == "file:///tmp/Apple%20Pie/cr%C3%A8me%20%231.jpg")
        #expect(ThumbnailName.fileURI(path: "/a/b&c=d+e(1)~x_y-z.jpg") == "file:///a/b&c=d+e(1)~x_y-z.jpg")
        #expect(ThumbnailName.fileURI(path: "/a/50%.jpg") == "file:///a/50%25.jpg")
    }

    @Test func theSizeIsTheSmallestWhoseLongestSideIsEnough() {
        #expect(ThumbnailName.Size.fitting(longestSide: 200) == .large)
        #expect(ThumbnailName.Size.fitting(longestSide: 256) == .large)
        #expect(ThumbnailName.Size.fitting(longestSide: 300) == .xLarge)
        #expect(ThumbnailName.Size.fitting(longestSide: 1000) == .xxLarge)
        #expect(ThumbnailName.Size.fitting(longestSide: 1025) == nil)
        #expect(ThumbnailName.Size.allCases.map(\.folder) == ["large", "x-large", "xx-large"])
    }

    /// A JPEG's start with an APP1 Exif segment holding only the orientation.
    private func jpeg(orientation: UInt8, littleEndian: Bool) -> [UInt8] {
        let tiff: [UInt8] =
            littleEndian
            ? [0x49, 0x49, 0x2A, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]
            : [0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]
        let body = Array("Exif\0\0".utf8) + tiff
        let app0: [UInt8] = [0xFF, 0xE0, 0, 4, 0, 0]
        return [0xFF, 0xD8] + app0 + [0xFF, 0xE1, 0, UInt8(body.count + 2)] + body + [0xFF, 0xDA, 0, 2]
    }

    @Test func theOrientationIsReadInEitherByteOrderAndIsOneWithoutIt() {
        #expect(ExifOrientation.of(jpeg: jpeg(orientation: 6, littleEndian: true)) == 6)
        #expect(ExifOrientation.of(jpeg: jpeg(orientation: 8, littleEndian: false)) == 8)
        #expect(ExifOrientation.of(jpeg: jpeg(orientation: 42, littleEndian: false)) == 1, "out of range")
        #expect(ExifOrientation.of(jpeg: [0xFF, 0xD8, 0xFF, 0xDA, 0, 2]) == 1)
        #expect(ExifOrientation.of(jpeg: Array(jpeg(orientation: 6, littleEndian: true).prefix(20))) == 1, "cut short")
        #expect(ExifOrientation.of(jpeg: Array("not a jpeg".utf8)) == 1)
    }

    @Test func eachOrientationTakesTheCornerItShould() {
        // A 3×2 picture stored sideways; the output's top left comes from this stored pixel.
        let topLeft = (1...8).map { ExifOrientation.source(of: 0, 0, width: 3, height: 2, orientation: $0) }
        #expect(topLeft.map(\.x) == [0, 2, 2, 0, 0, 0, 2, 2])
        #expect(topLeft.map(\.y) == [0, 0, 1, 1, 0, 1, 1, 0])
    }
}
