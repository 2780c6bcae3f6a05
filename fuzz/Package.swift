// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer targets (README.md here), over the app's RecipeGridCore. A package of their
// own: they import the core @testable, which needs a build with testing enabled, and so
// stay out of the app's release build. fuzz/run.sh builds them with libFuzzer and
// AddressSanitizer; built plainly, each replays the inputs it is given.
let package = Package(
    name: "RecipeGridFuzz",
    dependencies: [.package(name: "RecipeGrid", path: "..")],
    targets: [
        .target(name: "FuzzSupport", path: "Support"),
        .executableTarget(name: "CookbookFuzz", dependencies: core, path: "CookbookFuzz"),
        .executableTarget(name: "IngredientFuzz", dependencies: core, path: "IngredientFuzz"),
        .executableTarget(name: "WebPageFuzz", dependencies: core, path: "WebPageFuzz"),
        .executableTarget(name: "StateFuzz", dependencies: core, path: "StateFuzz"),
        .executableTarget(name: "IndexFuzz", dependencies: core, path: "IndexFuzz"),
        .executableTarget(name: "CooklangFuzz", dependencies: core, path: "CooklangFuzz"),
        .executableTarget(name: "OldFormatsFuzz", dependencies: core, path: "OldFormatsFuzz"),
        .executableTarget(name: "PluralFuzz", dependencies: core, path: "PluralFuzz"),
        .executableTarget(name: "ExifFuzz", dependencies: core, path: "ExifFuzz"),
    ],
    swiftLanguageModes: [.v6]
)

var core: [Target.Dependency] { [.product(name: "RecipeGridCore", package: "RecipeGrid"), "FuzzSupport"] }
