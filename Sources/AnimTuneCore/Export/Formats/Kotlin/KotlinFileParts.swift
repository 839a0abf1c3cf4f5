/// What a Kotlin export (Compose, Android views) writes for each item of the plan;
/// ``KotlinFile`` writes the rest, the same for both: header, package, imports, the object,
/// the spring-function helpers and runtime warnings.
/// How a Kotlin export names its platform.
struct KotlinPlatform {
    /// In the header: "Jetpack Compose".
    let title: String
    /// In the object's name: `CardComposeMotion`.
    let typeName: String
    /// Comment lines after the header: the units and what the platform's springs take.
    let notes: [String]
    let reduced: KotlinReducedMotion.Platform
    /// The import a colour constant needs, and its declaration from the name and `0xFFRRGGBB`.
    let colourImport: String
    let colour: @Sendable (_ name: String, _ argb: String) -> String
    /// After a whole number of milliseconds: `L` where the platform takes a Long.
    var millisecondsSuffix = ""
}

protocol KotlinFileParts: Sendable {
    /// What `export FORMAT` names.
    var format: String { get }
    var platform: KotlinPlatform { get }
    /// The runtimes the file's springs run on, and how they differ from the spring as set.
    var runtimeDifferences: [RuntimeDifference] { get }

    /// How a spring function's expressions name the constant `key` as a Float in seconds or points.
    func constant(_ key: String, in plan: ExportPlan, objectName: String) -> String
    /// A constant's name (`cardTop`, `CARD_TOP_DP`); `unit` nil for a value without one.
    func constantName(forKey key: String, unit: ParameterUnit?) -> String
    /// A number with a unit other than seconds, with the notes its unit needs.
    func numberDeclaration(_ name: String, _ number: Double, unit: ParameterUnit, notes: inout [String],
                           imports: inout Set<String>) -> String
    func write(_ curve: ExportPlan.CurveAnimation, companion: KotlinSpringFunction?, to out: inout CodeWriter,
               imports: inout Set<String>)
    func write(_ spring: ExportPlan.SpringAnimation, to out: inout CodeWriter, imports: inout Set<String>)
    func write(_ function: KotlinSpringFunction, to out: inout CodeWriter, imports: inout Set<String>)
    /// After the items and helpers, before the reduced-motion branches.
    func writeHelpers(_ plan: ExportPlan, to out: inout CodeWriter, imports: inout Set<String>)
    /// `--handoff`: after the object, per spring, the code that starts it with a gesture's velocity.
    func writeHandoff(_ plan: ExportPlan, to out: inout CodeWriter)
    /// `--motion-scheme` (Compose): the scene's main spring as a Material 3 `MotionScheme`.
    func writeMotionScheme(_ plan: ExportPlan, to out: inout CodeWriter, imports: inout Set<String>)
}

extension KotlinFileParts {
    func writeHelpers(_ plan: ExportPlan, to out: inout CodeWriter, imports: inout Set<String>) {}
    func writeMotionScheme(_ plan: ExportPlan, to out: inout CodeWriter, imports: inout Set<String>) {}
}
