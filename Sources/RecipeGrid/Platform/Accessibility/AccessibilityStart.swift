import CAccessibilityLoader
import FoundationEssentials
import Glibc

/// When the accessibility bridge starts, decided from the environment at launch, as Qt
/// decides for its AT-SPI bridge.
///
/// The bridge costs ATK, GLib and libdbus in memory (the module, rg_accessibility.h), so it
/// starts only when assistive technology is on: when the session bus's accessibility bus
/// (org.a11y.Bus, /org/a11y/bus) says org.a11y.Status IsEnabled or ScreenReaderEnabled,
/// at launch or at any time after (AccessibilityStatusWatch). Orca sets IsEnabled as it
/// starts; a desktop's accessibility switch sets it too.
enum AccessibilityStart: Equatable {
    /// Never: atk-bridge's own switch (NO_AT_BRIDGE=1), RECIPEGRID_ACCESSIBILITY=0, or no
    /// bus to be found (without one libdbus would start one itself, X11 autolaunch).
    case off
    /// At once: asked for (RECIPEGRID_ACCESSIBILITY=1), or an accessibility bus named
    /// without a session bus to ask (AT_SPI_BUS_ADDRESS), or a session bus this program
    /// cannot ask (not a Unix socket): the bridge starts as if the answer had been yes.
    case now
    /// When the session bus at this socket says so.
    case ask(DBusAddress)

    static func decide(_ environment: [String: String]) -> AccessibilityStart {
        if environment["NO_AT_BRIDGE"] == "1" { return .off }
        switch environment["RECIPEGRID_ACCESSIBILITY"] {
        case "1": return .now
        case "0": return .off
        default: break
        }
        if let session = environment["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty {
            return DBusAddress(parsing: session).map { .ask($0) } ?? .now
        }
        if let bus = environment["AT_SPI_BUS_ADDRESS"], !bus.isEmpty { return .now }
        return .off
    }
}

/// The module's file and its table, found beside the executable.
enum AccessibilityModule {
    static let fileName = "librecipegrid-accessibility.so"

    /// Where the module may be: beside the executable (the build folder, a copied tree),
    /// then in ../lib/recipegrid (make install, the .deb's /usr/lib/recipegrid).
    static func candidates(executable: String) -> [String] {
        let folder = executable.deletingLastPathComponent
        return [folder + "/" + fileName, folder.deletingLastPathComponent + "/lib/recipegrid/" + fileName]
    }

    /// The table of the first candidate that exists, or why there is none.
    static func load() -> Result<RGAccessibilityFunctions, ModuleError> {
        // The executable's own path, whatever the working folder or argv[0] say.
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let paths = candidates(executable: executable)
        guard let path = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            // not translated: as the loader's own reasons (dlerror), which come in English
            return .failure(ModuleError(path: paths[0], reason: "no such file"))
        }
        var error: UnsafePointer<CChar>?
        guard let functions = rg_accessibility_open(path, &error) else {
            return .failure(ModuleError(path: path, reason: error.map { String(cString: $0) } ?? "unknown"))
        }
        return .success(functions.pointee)
    }

    struct ModuleError: Error {
        let path: String
        let reason: String
    }
}
