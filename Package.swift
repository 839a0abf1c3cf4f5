// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "animtune",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "animtune", targets: ["animtune"]),
        .executable(name: "animtune-bench", targets: ["AnimTuneBench"]),
        .library(name: "AnimTuneCore", targets: ["AnimTuneCore"]),
        .library(name: "AnimTuneShell", targets: ["AnimTuneShell"]),
        .library(name: "Gnuplot", targets: ["Gnuplot"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(name: "AnimTuneCore"),
        // The SIGINT count: state a signal handler may touch, kept once in C.
        .target(name: "CInterrupt"),
        // Removing a private folder from a signal handler: async-signal-safe calls, in C.
        .target(name: "CFolderRemoval"),
        // Writing and reading files safely, the terminal-safe text: shared by everything.
        .target(name: "SafeIO", dependencies: ["CFolderRemoval"]),
        // Starting a child with none of this process's other descriptors (posix_spawn's closefrom), in C.
        .target(name: "CSpawn"),
        .target(name: "Gnuplot", dependencies: ["SafeIO", "CSpawn"]),
        // The loopback preview server and its embedded page; the shell starts it on `preview`.
        .target(
            name: "Preview",
            dependencies: [
                "AnimTuneCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // The page's sources; `make regenerate` embeds them in PageAssets.swift.
            exclude: ["Page"]
        ),
        .target(
            name: "AnimTuneShell",
            dependencies: ["AnimTuneCore", "Gnuplot", "SafeIO", "CEditLine", "CInterrupt", "CSpawn", "Preview"]
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
        // Headless Chromium over the DevTools pipe: the preview's tests and benchmark drive its page.
        .target(name: "HeadlessChromium", dependencies: ["CSpawn"]),
        // `make bench`: not part of the tests; builds beside `animtune` and runs it.
        .executableTarget(
            name: "AnimTuneBench",
            dependencies: ["AnimTuneShell", "AnimTuneCore", "Gnuplot", "Preview", "HeadlessChromium"]
        ),
        // Which tools the suites below need; a missing one fails them under CI=true.
        .target(name: "TestPrerequisites", path: "Tests/TestPrerequisites"),
        .testTarget(name: "AnimTuneCoreTests", dependencies: ["AnimTuneCore", "TestPrerequisites"],
                    exclude: ["Export/Golden", "Export/AppleStubs", "Export/AndroidStubs", "Export/LottieSchema", "Import/ImportCorpus.txt", "Import/make-corpus.py",
                              "Runtimes/Vectors"]),
        .testTarget(name: "GnuplotTests", dependencies: ["Gnuplot", "SafeIO", "TestPrerequisites"]),
        .testTarget(name: "SafeIOTests", dependencies: ["SafeIO"]),
        .testTarget(name: "AnimTuneShellTests", dependencies: ["AnimTuneShell", "SafeIO", "TestPrerequisites"]),
        .testTarget(name: "EndToEndTests", dependencies: ["animtune", "TestPrerequisites"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "AnimTuneCore", "HeadlessChromium", "TestPrerequisites"]),
    ]
)
