/// RecipeGrid's version, as `--version` prints it; the AppStream metainfo and the Debian
/// package say the same (a test compares them).
enum RecipeGridVersion {
    static let current = "0.9.0"
}
