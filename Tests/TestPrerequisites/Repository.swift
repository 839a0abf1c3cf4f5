import Foundation

/// The repository the tests are built from: where they read the README, the shipped presets
/// and notebooks, `Package.swift` and `Sources/` (a test never looks for them from the working
/// directory, which `swift test` does not fix).
public enum Repository {
    /// The repository's top folder: two above this file (`Tests/TestPrerequisites/`).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
