// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "animtune",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "animtune", targets: ["animtune"]),
        .executable(name: "animtune-bench", targets: ["AnimTuneBench"]),
        .library(name: "AnimTuneCore", targets: ["AnimTuneCore"]),
        .library(name: "AnimTuneShell", targets: ["AnimTuneShell"]),
        .library(name: "Gnuplot", targets: ["Gnuplot"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(
            name: "AnimTuneCore",
            // The numeric kernels (linear() search, spring solvers) are optimised in debug
            // builds too, so `swift test` stays fast.
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        // Writing and reading files safely, the terminal-safe text: shared by everything.
        .target(name: "SafeIO"),
        .target(name: "Gnuplot", dependencies: ["SafeIO"]),
        .target(
            name: "AnimTuneShell",
            dependencies: ["AnimTuneCore", "Gnuplot", "SafeIO", "CEditLine"]
        ),
        .executableTarget(
            name: "animtune",
            dependencies: [
                "AnimTuneShell",
                "AnimTuneCore",
                "SafeIO",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `make bench`: not part of the tests; builds beside `animtune` and runs it.
        .executableTarget(
            name: "AnimTuneBench",
            dependencies: ["AnimTuneShell", "AnimTuneCore", "Gnuplot"]
        ),
        .testTarget(name: "AnimTuneCoreTests", dependencies: ["AnimTuneCore"],
                    exclude: ["Export/Golden", "Export/AppleStubs", "Import/ImportCorpus.txt", "Import/make-corpus.py",
                              "Runtimes/Vectors"]),
        .testTarget(name: "GnuplotTests", dependencies: ["Gnuplot"]),
        .testTarget(name: "SafeIOTests", dependencies: ["SafeIO"]),
        .testTarget(name: "AnimTuneShellTests", dependencies: ["AnimTuneShell", "SafeIO"]),
        .testTarget(name: "EndToEndTests", dependencies: ["animtune"]),
    ]
)
