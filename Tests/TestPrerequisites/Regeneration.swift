import Foundation

/// The files generated from the code (shipped presets and schema, built-in presets, export
/// goldens, shipped notebooks' outputs) and the one way to bring them up to date.
public enum Regeneration {
    /// What a test says when a generated file is missing or differs.
    public static let hint = "run `make regenerate` (after adding or changing a scene, preset or export), then read the diff"

    /// Whether the tests that check generated files write them instead (`make regenerate` sets
    /// ANIMTUNE_UPDATE_GOLDEN=1).
    public static let isUpdating = ProcessInfo.processInfo.environment["ANIMTUNE_UPDATE_GOLDEN"] == "1"
}
