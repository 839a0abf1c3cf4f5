// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for animtune, built and run by `make fuzz` (scripts/fuzz.sh):
///
///     swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
///
/// Each executable is one `LLVMFuzzerTestOneInput` that checks properties of the code it
/// feeds, not only that it does not crash.
let package = Package(
    name: "AnimTuneFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "animtune", path: ".."),
    ],
    targets: [
        .target(name: "CFuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"]),
        .executableTarget(name: "FuzzTokenizer", dependencies: [
            "FuzzSupport", .product(name: "AnimTuneShell", package: "animtune"),
        ]),
        .executableTarget(name: "FuzzCommands", dependencies: [
            "FuzzSupport", .product(name: "AnimTuneShell", package: "animtune"),
            .product(name: "AnimTuneCore", package: "animtune"),
        ]),
        .executableTarget(name: "FuzzValues", dependencies: [
            "FuzzSupport", .product(name: "AnimTuneCore", package: "animtune"),
        ]),
        .executableTarget(name: "FuzzPresets", dependencies: [
            "FuzzSupport", .product(name: "AnimTuneCore", package: "animtune"),
        ]),
        .executableTarget(name: "FuzzNotebook", dependencies: [
            "FuzzSupport", .product(name: "AnimTuneShell", package: "animtune"),
        ]),
        .executableTarget(name: "FuzzLedger", dependencies: [
            "FuzzSupport", .product(name: "AnimTuneShell", package: "animtune"),
        ]),
        .executableTarget(name: "FuzzSandbox", dependencies: [
            "FuzzSupport", .product(name: "AnimTuneShell", package: "animtune"),
        ]),
        .executableTarget(name: "FuzzNumbers", dependencies: [
            "FuzzSupport", .product(name: "AnimTuneShell", package: "animtune"),
            .product(name: "AnimTuneCore", package: "animtune"),
        ]),
        .executableTarget(name: "FuzzLinearStops", dependencies: [
            "FuzzSupport", .product(name: "AnimTuneCore", package: "animtune"),
        ]),
        .executableTarget(name: "FuzzGnuplotQuote", dependencies: [
            "FuzzSupport", .product(name: "Gnuplot", package: "animtune"),
        ]),
    ]
)
