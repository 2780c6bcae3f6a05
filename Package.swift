// swift-tools-version: 6.0
import PackageDescription

// Linux only: the shell is Xlib, and the core is written for it (no platforms are claimed).
let package = Package(
    name: "RecipeGrid",
    products: [
        .executable(name: "recipegrid", targets: ["RecipeGrid"]),
        // For the fuzz targets, a package of their own (fuzz/Package.swift).
        .library(name: "RecipeGridCore", targets: ["RecipeGridCore"]),
        // The accessibility module, librecipegrid-accessibility.so: ATK and atk-bridge with
        // GLib and libdbus behind them, opened beside the executable only when accessibility
        // is to start, never linked (Sources/CAccessibilityLoader/rg_accessibility.h).
        .library(name: "recipegrid-accessibility", type: .dynamic, targets: ["CAccessibility"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The pure core: state, update, input, focus, layout, the display list and the
        // readers that turn bytes into recipes. It depends on nothing, so the compiler keeps
        // X11, files, threads and clocks out of it (ARCHITECTURE.md).
        .target(
            name: "RecipeGridCore",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The one interpreter of the core's effects, shared by the program's runner and the
        // tests' Harness: the order and routing of effects and actions, with the files,
        // threads, clock and window behind a protocol (EffectHost).
        .target(
            name: "RecipeGridRuntime",
            dependencies: ["RecipeGridCore"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11 xft cairo imlib2 fribidi libjpeg",
            providers: [.apt(["libx11-dev", "libxft-dev", "libcairo2-dev", "libimlib2-dev", "libfribidi-dev", "libjpeg-dev"])]
        ),
        // Printers and print jobs (File ▸ Print…). libcups ships no pkg-config file on Debian.
        .systemLibrary(
            name: "CCups",
            providers: [.apt(["libcups2-dev"])]
        ),
        // Pango for printed pages (bidi, shaping, line breaks, fallback fonts), opened when a
        // page is printed and never linked: its header declares what it uses (Sources/CPango).
        .systemLibrary(name: "CPango"),
        // zlib, for the PNG files of the thumbnail cache (README, "Photos").
        .systemLibrary(name: "CDeflate", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libzip, for Paprika exports (zip files of gzipped recipes), opened when one is read
        // and never linked: it brings libcrypto, 1.5 MB resident (Sources/CZip). So no
        // pkgConfig, which would link it; its header is in /usr/include.
        .systemLibrary(name: "CZip", providers: [.apt(["libzip-dev"])]),
        // Linux calls the Glibc module leaves out (signalfd, sched_setattr), for the host layer.
        .systemLibrary(name: "CLinux"),
        // The thin shell: files, threads and the X11 window around the core.
        .executableTarget(
            name: "RecipeGrid",
            dependencies: [
                "RecipeGridCore",
                "RecipeGridRuntime",
                "CAccessibilityLoader",
                "CCups",
                "CPango",
                "CLinux",
                "CX11",
                "CDeflate",
                "CZip",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // ATK and atk-bridge, and the small C target that implements ATK's objects on them
        // (ARCHITECTURE.md says why ATK rather than AT-SPI's D-Bus protocol by hand), built
        // as the accessibility module above.
        .systemLibrary(
            name: "CATK",
            pkgConfig: "atk-bridge-2.0 atk",
            providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]
        ),
        // Its types and its table of functions, and the dlopen that finds them: all the
        // program knows of the module.
        .systemLibrary(name: "CAccessibilityLoader"),
        .target(
            name: "CAccessibility",
            dependencies: ["CATK", "CAccessibilityLoader"],
            // One symbol exported, the table's (rg_app.c).
            cSettings: [.unsafeFlags(["-fvisibility=hidden"])],
            // A library of C alone, linked by swiftc all the same: without the Swift start-up
            // object (it would need the Swift runtime, which the release binary links in and
            // does not export) and the toolchain's folder in its run path, it needs nothing
            // of Swift to be opened on a machine without the toolchain.
            linkerSettings: [.unsafeFlags(["-nostartfiles", "-no-toolchain-stdlib-rpath", "-Xlinker", "--as-needed"])]
        ),
        // XTEST, which the end-to-end tests press keys with; the app never links it.
        .systemLibrary(
            name: "CXTest",
            pkgConfig: "xtst",
            providers: [.apt(["libxtst-dev"])]
        ),
        // What both test targets use: a seeded random generator, XSETTINGS bytes.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The core driven as the shell drives it, with a clock and a text measurer of its own.
        .target(
            name: "CoreTestSupport",
            dependencies: ["RecipeGridCore", "RecipeGridRuntime"],
            path: "Tests/CoreTestSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Unit tests of the core, against the core alone.
        .testTarget(
            name: "RecipeGridCoreTests",
            dependencies: ["RecipeGridCore", "RecipeGridRuntime", "CoreTestSupport", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Unit tests of the shell: files, the state file, the index cache, readers on disk,
        // XSETTINGS, FriBidi, the photo decoder; and the architecture's rules.
        .testTarget(
            name: "RecipeGridTests",
            dependencies: ["RecipeGridCore", "RecipeGrid", "CoreTestSupport", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["CX11", "CXTest", "TestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
