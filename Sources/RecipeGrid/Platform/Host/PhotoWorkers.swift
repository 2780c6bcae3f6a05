import FoundationEssentials
import Glibc
import RecipeGridCore

/// A photo scaled and cut to the size it is drawn at, as cairo ARGB32 pixels
/// (premultiplied, native-endian 0xAARRGGBB), or the reason it could not be.
struct DecodedPhoto: Sendable {
    var request: PhotoRequest
    var pixels: [UInt32]
    var failure: String?
    /// A stand-in for the photo (its camera's small thumbnail, scaled up) until it is decoded.
    var preview = false
}

/// A file to write once the screen's photos are decoded (a thumbnail): how much memory it
/// holds meanwhile, and the write.
struct DeferredWrite: Sendable {
    var bytes: Int
    var write: @Sendable () -> Void
}

/// Decodes recipe photos on two threads of their own, so that scrolling never waits for a
/// picture; the emoji tile shows until the photo is in. The decoding itself is given
/// (`X11PhotoDecoder`'s); this is when and where it runs.
///
/// Both threads do the whole of a photo, so both cores decode. They run at a lower
/// priority than the main thread, and pause while keys are coming (`inputArrived`): a key's
/// frame, and the X server drawing it, do not share the cores with a decode. The main thread
/// says which photos it wants (`want`: the screen's first, then the ones a key would show
/// next; a photo no longer wanted before its turn is dropped) and polls `descriptor`, a pipe
/// that gets a byte when photos are finished, beside the X connection.
final class PhotoWorkers: @unchecked Sendable {
    /// The work on one photo: the photo, and a thumbnail to write when there is time. It
    /// pauses between steps while `InputQuiet` says keys are coming.
    typealias Decode = @Sendable (PhotoRequest, InputQuiet) -> (DecodedPhoto, DeferredWrite?)
    /// A stand-in for a photo on screen until it is decoded (`DecodedPhoto.preview`), or nil.
    typealias Preview = @Sendable (PhotoRequest) -> DecodedPhoto?

    /// The decoder threads' nice value: below the main thread, which handles keys.
    static let threadNice: Int32 = 5
    /// And their time slice, 0.1 ms rather than the kernel's 0.75–3: a key's first frame after
    /// a quiet spell finds the decoders busy on both cores (bench/README.md has the figures).
    static let threadSlice: UInt64 = 100_000

    let descriptor: Int32
    private let wakeEnd: Int32
    private let decode: Decode
    private let preview: Preview?
    private let condition = Condition()
    private var queue: [PhotoRequest] = []
    private var finished: [DecodedPhoto] = []
    /// Photos a thread has taken and not handed on yet, not to be queued twice.
    private var taken: [PhotoRequest] = []
    private let quiet = InputQuiet()
    /// The wanted photos that are on screen now.
    private var onScreen: Set<PhotoRequest> = []
    /// Photos on screen whose preview is still to be made: all of them go before any decode,
    /// a fraction of a millisecond each, so that the screen fills at once.
    private var previewQueue: [PhotoRequest] = []
    /// Those whose preview was made or tried, not to be tried again.
    private var previewed: Set<PhotoRequest> = []
    /// Previews being made now: no decode starts until they are in, or the other thread's
    /// decode of the same photo could come first and make its preview pointless.
    private var previewsBeingMade = 0
    /// Thumbnails made and not written yet: a PNG's compression takes about as long as a
    /// decode, so they wait until every photo on screen is decoded (up to
    /// `heldWriteBytes` of them; past that each is written as it is made).
    private var unwritten: [DeferredWrite] = []
    private var unwrittenBytes = 0
    /// One phone photo's thumbnail (504x378, 0.75 MB): holding every one of a screen's
    /// raised a cold start's peak by 6 MB (34.8 → 28.7 with 300 photos), for about a
    /// fifth more time until the screen's photos are in (`scripts/memory-map.py`, x11probe).
    private static let heldWriteBytes = 1 << 20

    /// Starts the threads.
    init(decode: @escaping Decode, preview: Preview? = nil) {
        self.decode = decode
        self.preview = preview
        MallocTuning.returnLargeBuffersToTheSystem()
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        descriptor = ends[0]
        wakeEnd = ends[1]
        for name in ["photo decoder 1", "photo decoder 2"] {  // not translated: thread names for a debugger
            Threads.start(name: name) { [self] in work() }
        }
    }

    /// Replaces the photos waiting for their turn with `requests`, first ones first; the first
    /// `onScreen` of them are on screen (all, unless said).
    func want(_ requests: [PhotoRequest], onScreen: Int? = nil) {
        condition.lock()
        let shown = requests.prefix(onScreen ?? requests.count)
        self.onScreen = Set(shown)
        queue = requests.filter { !taken.contains($0) }
        previewQueue = preview == nil ? [] : shown.filter { !previewed.contains($0) && !taken.contains($0) }
        condition.broadcast()
        condition.unlock()
    }

    /// A key or button was read: the threads pause for a moment (`InputQuiet`).
    func inputArrived() { quiet.inputArrived() }

    /// At most `limit` of the photos decoded since the last call, oldest first; the pipe stays
    /// readable while more are waiting, so that the main thread can draw a frame between.
    func takeFinished(limit: Int = .max) -> [DecodedPhoto] {
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(descriptor, &bytes, bytes.count) > 0 {}
        condition.lock()
        let done = Array(finished.prefix(limit))
        finished.removeFirst(done.count)
        let more = !finished.isEmpty
        condition.unlock()
        if more { wake() }
        return done
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeEnd, &byte, 1)
    }

    private func work() {
        ThreadPriority.lowerCallingThread(nice: Self.threadNice, slice: Self.threadSlice)
        while true {
            condition.lock()
            while (queue.isEmpty || previewsBeingMade > 0) && previewQueue.isEmpty && (unwritten.isEmpty || !screenDecoded) { condition.wait() }
            if !previewQueue.isEmpty {
                makePreview()
                continue
            }
            if screenDecoded, let held = unwritten.popLast() {
                unwrittenBytes -= held.bytes
                condition.unlock()
                quiet.waitUntilQuiet()
                held.write()
                continue
            }
            condition.unlock()
            // Which photo is next is decided once keys pause, from the queue as it is then.
            quiet.waitUntilQuiet()
            condition.lock()
            guard !queue.isEmpty, previewQueue.isEmpty, previewsBeingMade == 0 else {
                condition.unlock()
                continue
            }
            let request = queue.removeFirst()
            taken.append(request)
            condition.unlock()
            let (photo, thumbnail) = decode(request, quiet)
            condition.lock()
            finished.append(photo)
            taken.removeAll { $0 == request }
            let writeNow = thumbnail.flatMap { holdUnwritten($0) ? nil : $0 }
            // The other thread may be waiting for the screen's last decode to write.
            if onScreen.contains(request) { condition.broadcast() }
            condition.unlock()
            wake()
            if let writeNow {
                quiet.waitUntilQuiet()
                writeNow.write()
            }
        }
    }

    /// Whether every photo on screen is decoded (none waits or is being decoded): the held
    /// thumbnails are written then, not while the screen is still filling. The caller holds
    /// the lock.
    private var screenDecoded: Bool { !queue.contains(where: onScreen.contains) && !taken.contains(where: onScreen.contains) }

    /// Makes the next preview in the queue; the caller holds the lock, which this releases.
    private func makePreview() {
        let request = previewQueue.removeFirst()
        previewed.insert(request)
        previewsBeingMade += 1
        condition.unlock()
        quiet.waitUntilQuiet()
        let photo = preview?(request)
        condition.lock()
        previewsBeingMade -= 1
        condition.broadcast()
        // A decode that finished meanwhile (one taken before this preview was asked for) is
        // sharper: no preview after it.
        let added = photo != nil && !finished.contains { $0.request == request && !$0.preview }
        if let photo, added { finished.append(photo) }
        condition.unlock()
        if added { wake() }
    }

    /// Keeps `write` for later if there is room; the caller holds the lock.
    private func holdUnwritten(_ write: DeferredWrite) -> Bool {
        guard unwrittenBytes + write.bytes <= Self.heldWriteBytes else { return false }
        unwritten.append(write)
        unwrittenBytes += write.bytes
        return true
    }
}
