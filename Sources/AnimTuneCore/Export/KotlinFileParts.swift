/// What a Kotlin export (Compose, Android views) writes for each item of the plan;
/// ``KotlinFile`` writes the rest, the same for both: header, package, imports, the object,
/// the spring-function helpers and runtime warnings.
protocol KotlinFileParts: Sendable {
    /// What `export FORMAT` names.
    var format: String { get }
    /// In the header: "Jetpack Compose".
    var title: String { get }
    /// In the object's name: `CardComposeMotion`.
    var typePlatform: String { get }
    /// Comment lines after the header: the units and what the platform's springs take.
    var notes: [String] { get }
    var reducedPlatform: KotlinReducedMotion.Platform { get }
    /// The runtimes the file's springs run on, and how they differ from the spring as set.
    var runtimeDifferences: [RuntimeDifference] { get }

    /// How a spring function's expressions name the constant `key` as a Float in seconds or points.
    func constant(_ key: String, in plan: ExportPlan, objectName: String) -> String
    func write(_ constant: ExportPlan.Constant, to out: inout CodeWriter, imports: inout Set<String>)
    func write(_ curve: ExportPlan.CurveAnimation, companion: KotlinSpringFunction?, to out: inout CodeWriter,
               imports: inout Set<String>)
    func write(_ spring: ExportPlan.SpringAnimation, to out: inout CodeWriter, imports: inout Set<String>)
    func write(_ function: KotlinSpringFunction, to out: inout CodeWriter, imports: inout Set<String>)
    /// After the items and helpers, before the reduced-motion branches.
    func writeHelpers(_ plan: ExportPlan, to out: inout CodeWriter, imports: inout Set<String>)
}

extension KotlinFileParts {
    func writeHelpers(_ plan: ExportPlan, to out: inout CodeWriter, imports: inout Set<String>) {}
}
