import FoundationEssentials
import RecipeGridCore

/// A cookbook's own aisles: `config/aisle.conf` at the root of a cookbook folder, as
/// Cooklang's tools keep it. With several cookbooks open, the first that has one counts.
enum AisleConfigFile {
    /// No shop has more aisles than this file could name; a larger file is not one.
    static let maximumBytes = 1 << 20

    /// The text of the first readable `config/aisle.conf` under `roots` (folders; a file
    /// root has none), or nil. A file that is not UTF-8 is read as Latin-1.
    static func read(roots: [String]) -> String? {
        for root in roots {
            let path = root.appendingPathComponent("config/aisle.conf")
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular, (attributes[.size] as? Int ?? 0) <= maximumBytes,
                let data = FileManager.default.contents(atPath: path)
            else { continue }
            return String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1)
        }
        return nil
    }
}
