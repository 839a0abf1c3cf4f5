/// What a Swift export (SwiftUI, UIKit) writes for each item of the plan; ``SwiftFile`` writes
/// the rest, the same for both: header, import, the enum, access and runtime warnings.
protocol SwiftFileParts: Sendable {
    /// What `export FORMAT` names.
    var format: String { get }
    /// In the header: "SwiftUI", "UIKit and Core Animation".
    var title: String { get }
    /// In the type's name: `CardSwiftUIMotion`.
    var typePlatform: String { get }
    /// The module the file imports.
    var framework: String { get }
    /// Comment lines after the header, if any.
    var notes: [String] { get }
    /// The runtimes the file's APIs run its springs on, and how they differ from the spring as set.
    var runtimeDifferences: [RuntimeDifference] { get }

    func write(_ constant: ExportPlan.Constant, to out: inout CodeWriter)
    func write(_ curve: ExportPlan.CurveAnimation, companion: SwiftSpringFunction?, to out: inout CodeWriter)
    func write(_ spring: ExportPlan.SpringAnimation, to out: inout CodeWriter)
    func write(_ function: SwiftSpringFunction, to out: inout CodeWriter)
    /// After the items: helpers and the reduced-motion branches.
    func writeEnd(_ plan: ExportPlan, to out: inout CodeWriter)
}
