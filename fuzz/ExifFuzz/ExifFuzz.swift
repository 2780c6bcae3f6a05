// libFuzzer target: a JPEG's first bytes, as the photo decoder reads them before the picture,
// searched for the Exif segment's orientation and the thumbnail a camera embeds there
// (ExifSegment, ExifOrientation, ExifThumbnail). Any file named full.jpg reaches them.
//
// Built against the RecipeGridCore target with testing enabled (fuzz/run.sh). Besides
// crashes (an index past the end is one, with bounds checks on) it checks what they
// document: a thumbnail found is a JPEG's start of the bytes given, within the size limit,
// and an orientation is one of the eight.
import Foundation
import FuzzSupport

@testable import RecipeGridCore

#if !RECIPEGRID_LIBFUZZER
    @main enum Replay { static func main() { FuzzReplay.run(fuzz) } }
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let orientation = ExifOrientation.of(jpeg: bytes)
    require((1...8).contains(orientation), "orientation \(orientation)")
    if let thumbnail = ExifThumbnail.of(jpeg: bytes) {
        require(thumbnail.jpeg.starts(with: [0xFF, 0xD8, 0xFF]), "a thumbnail that is no JPEG")
        require(thumbnail.jpeg.count >= 4 && thumbnail.jpeg.count <= ExifThumbnail.maximumBytes, "a thumbnail of \(thumbnail.jpeg.count) bytes")
        require(bytes.firstRange(of: thumbnail.jpeg) != nil, "a thumbnail not taken from the bytes")
        require(thumbnail.orientation == orientation, "the thumbnail's orientation differs from the photo's")
    }
    return 0
}
