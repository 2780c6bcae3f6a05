import FoundationEssentials
import RecipeGridCore

/// MealMaster and MasterCook files through the loader: chosen by their extension, read
/// whole here and handed to the core's readers, which hold each recipe's detail (so the
/// cookbook index, which keeps only recipes left in their files, is not written for them,
/// as for Cooklang).
extension CookbookLoader {
    /// The old recipe formats, by file extension.
    enum OldFormat {
        case mealMaster, masterCookText, masterCookXML
        /// A `.txt` file: MealMaster when it is framed as MealMaster, else no cookbook.
        case textFile

        init?(path: String) {
            let lowered = path.lowercased()
            if lowered.hasSuffix(".mmf") || lowered.hasSuffix(".mm") {
                self = .mealMaster
            } else if lowered.hasSuffix(".mxp") {
                self = .masterCookText
            } else if lowered.hasSuffix(".mx2") {
                self = .masterCookXML
            } else if lowered.hasSuffix(".txt") {
                self = .textFile
            } else {
                return nil
            }
        }

        static let extensions = [".mmf", ".mm", ".mxp", ".mx2", ".txt"]
    }

    /// How much of a `.txt` file is looked at for a MealMaster start line: a banner before
    /// the first recipe is a few lines, and a large text file of something else is not read.
    static let textFileSniffLength = 64 << 10

    /// What `file` gave when it is of an old format, or nil to read it as the other formats
    /// are: a `.txt` file named on the command line that is no MealMaster ("export.txt"
    /// holding JSON). A `.txt` file in a folder that is no MealMaster is passed over quietly:
    /// a cookbook folder may hold notes.
    static func readOldFormat(_ file: CookbookFile) -> FileOutcome? {
        guard let format = OldFormat(path: file.path) else { return nil }
        if format == .textFile {
            let start = try? FileBytes.prefix(file.path, count: textFileSniffLength)
            guard let start, MealMasterReader.isFramed(start) else {
                return file.isNamedByUser ? nil : .read(recipes: [], problems: [], bytes: file.stamp.size)
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(file.path).bytes
        } catch {
            return .unreadable(error.reason)
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .read(recipes: [], problems: [LoadProblem(path: file.path, message: tr("the file is empty"))], bytes: bytes.count)
        }
        let read =
            switch format {
            case .mealMaster, .textFile: MealMasterReader.read(bytes, path: file.path)
            case .masterCookText: MasterCookTextReader.read(bytes, path: file.path)
            case .masterCookXML: MasterCookXMLReader.read(bytes, path: file.path)
            }
        return .read(recipes: read.recipes, problems: read.problems, bytes: bytes.count)
    }
}
