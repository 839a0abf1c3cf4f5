/// One row of the conformance matrix: a scene's action in one export format, played in full
/// or with reduced motion, checked in the format's real consumer.
struct ConformanceCell: Hashable, Comparable {
    enum Variant: String, CaseIterable { case normal, reduced }

    let scene: String
    let action: String
    let format: String
    let variant: Variant

    static func < (a: Self, b: Self) -> Bool {
        (a.scene, a.action, a.format, a.variant.rawValue) < (b.scene, b.action, b.format, b.variant.rawValue)
    }
}

/// What a cell's check found.
struct ConformanceResult {
    enum Verdict: String { case pass, fail, notRun = "not run" }

    let tool: String
    /// The largest distance from animtune's curve, as a fraction of the travel; nil when the
    /// tool only parses, compiles or validates.
    var worstError: Double?
    /// The format's stated tolerance, same unit; nil when there is no numeric check.
    var tolerance: Double?
    var verdict: Verdict
    /// What the check could not see, or why the cell was not run, or what failed.
    var note: String

    static func notRun(_ tool: String, _ reason: String) -> Self { Self(tool: tool, verdict: .notRun, note: reason) }

    /// A numeric comparison: passes when `worst` is within `tolerance`.
    static func measured(_ tool: String, worst: Double, tolerance: Double, note: String) -> Self {
        Self(tool: tool, worstError: worst, tolerance: tolerance, verdict: worst <= tolerance ? .pass : .fail, note: note)
    }
}
