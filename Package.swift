// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "RecipeGrid",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "recipegrid", targets: ["RecipeGrid"])],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Paprika exports are zip files.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11 xft cairo xtst imlib2 fribidi",
            providers: [.apt(["libx11-dev", "libxft-dev", "libcairo2-dev", "libxtst-dev", "libimlib2-dev", "libfribidi-dev"])]
        ),
        .executableTarget(
            name: "RecipeGrid",
            dependencies: [
                "CX11",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "RecipeGridTests",
            dependencies: ["RecipeGrid"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["CX11"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
