import RecipeGridCore
import RecipeGridRuntime

/// An input the window system read, as the runner applies and traces it.
struct InputEvent {
    var action: Action
    /// How the trace names it; nil for an input that writes no line (focus in or out).
    var traced: TraceRecord.Event?
    /// The keysym name, for key events.
    var key: String?
    /// When it was read (`MonotonicClock`), for the trace's `micros`.
    var readAt: Seconds
    /// Traced only when it changed something (a bare Alt press, a desktop setting).
    var quiet = false
    /// The key as the window system numbers it, for tools that listen to keys.
    var rawKey: RawKey?
}

/// A key as X numbers it: what a screen reader listening to keys is told (its echo and its
/// own commands come from these). The core never sees it.
struct RawKey {
    var pressed: Bool
    /// The text it types, else its keysym's name (as GTK tells the listeners).
    var string: String
    var keysym: UInt32
    var keycode: UInt32
    var state: UInt32
    var time: UInt32
}

/// What the window system reports beside inputs when it reads its events.
struct WindowReport {
    /// Part of the window must be drawn again (an Expose).
    var exposed = false
    /// The user closed the window.
    var closed = false
    /// Another client's answer to our paste.
    var pasted: PasteReply?
    /// A paste coming in chunks received one more: its owner is alive, the wait goes on.
    var pasteProgressed = false
    /// Later launches on this display and data folder handed over what they were asked to open.
    var handedOver: [InstanceRequest] = []
}

/// What a later launch of the app asked the running one for (one window per display).
struct InstanceRequest: Sendable, Equatable {
    /// Absolute paths of the cookbook to open; none to just come to the front.
    var paths: [String]
    /// The launch's `DESKTOP_STARTUP_ID`, for the launcher's feedback and the focus.
    var startupID: String?
    /// When the launch asked, in the window system's time.
    var time: UInt = 0
}

/// Another client's answer to a paste.
enum PasteReply: Equatable {
    case text(String)
    /// It had no text to give, or gave up.
    case nothing
}

/// What the window does for the core besides drawing: the window effects, by name.
enum WindowRequest {
    case setTitle(String)
    /// Put this text on the CLIPBOARD.
    case copy(String)
    case bell
    /// Ask the window manager for full screen (cooking mode) or give it back.
    case fullScreen(Bool)
    /// Come to the front for a later launch: its startup feedback ends, the window is raised
    /// and focused (`_NET_ACTIVE_WINDOW` with the launch's time).
    case activate(startupID: String?, time: UInt)
    /// Own PRIMARY with this text (selected in a field).
    case ownPrimary(String)
}

/// The two selections text is pasted from.
enum SelectionName {
    case clipboard, primary
}

/// The window's first size, scale and theme (from the command line, else the desktop),
/// and the desktop's own scale and theme preference, which the core follows from there.
struct WindowStart {
    var size: Size
    var scale: Double
    var darkTheme: Bool
    var desktopScale: Double?
    var desktopPrefersDark: Bool
}

/// The window system as the runner sees it: inputs in, frames out, and the effects that
/// belong to it. `X11App` is the one there is; nothing else of X11 reaches the runner.
@MainActor
protocol AppShell: AnyObject {
    var measurer: any TextMeasuring { get }
    /// How the window looks at start: size, scale, theme, and what the desktop said.
    var start: WindowStart { get }
    /// Descriptors that become readable when the shell has something: the X connection,
    /// the photo decoder.
    var descriptors: [Int32] { get }
    /// Readable when a photo has been decoded.
    var photoDescriptor: Int32 { get }
    /// Events already read from the connection and not yet handled.
    var hasQueuedEvents: Bool { get }
    /// Reads every queued event; resizes coalesce against `windowSize`, the size the
    /// inputs already queued will have left.
    func readEvents(into inputs: inout [InputEvent], report: inout WindowReport, windowSize: Size)
    func show()
    /// Draws `frame`, only its damage when it has one, or copies the last frame again for
    /// an Expose when there is no new one; then flushes.
    func present(_ frame: Frame?, exposed: Bool)
    /// Copies `pieces` of the group `tile` to the window from the shell's cache and waits
    /// until the server has drawn them, before the work of a frame; false when the group
    /// is not cached (`Frames.drawSelectionLeaving`).
    func drawFirst(_ pieces: [Rect], of tile: DrawCommand) -> Bool
    /// Returns once the server has drawn everything flushed: a trace line promises pixels.
    func waitUntilDrawn()
    /// Draws into the shell's caches the tiles the next key may show (new ones, or nil to go
    /// on with the last), while no input waits; with `leading`, only that many of those it
    /// lacks, at once, the rest left for the next call.
    func drawAhead(_ tiles: [DrawCommand]?, leading: Int)
    func perform(_ request: WindowRequest)
    /// Asks for the CLIPBOARD's text: our own copy is answered at once; another client's
    /// answer comes with a `WindowReport`.
    func requestPaste(from selection: SelectionName) -> PasteAnswer
    func resetScreenSaver()
    /// Where the window's top left corner is on the screen.
    func windowOrigin() -> (x: Int, y: Int)
    /// Photos decoded since the last call, as actions.
    func decodedPhotos() -> [Action]
    /// Decodes these photos, the ones in view first.
    func requestPhotos(inView: [PhotoRequest], nearby: [PhotoRequest])
    /// Draws `list` off screen and writes it as a PNG; the reason when it cannot.
    func writeScreenshot(_ list: [DrawCommand], to path: String) -> String?
    /// The picture at `path`, of any format the photo decoder reads, as JPEG bytes (a new
    /// recipe's `full.jpg`); the reason when it cannot be read.
    func jpegBytes(ofPictureAt path: String) -> Result<[UInt8], FileBytes.Failure>
    func close()
}
