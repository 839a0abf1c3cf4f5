/// What a Swift export (SwiftUI, UIKit) writes for each item of the plan; ``SwiftFile`` writes
/// the rest, the same for both: header, import, the enum, access and runtime warnings.
/// How a Swift export names its platform.
struct SwiftPlatform {
    /// In the header: "SwiftUI", "UIKit and Core Animation".
    let title: String
    /// In the type's name: `CardSwiftUIMotion`.
    let typeName: String
    /// The module the file imports.
    let framework: String
    /// Comment lines after the header, if any.
    var notes: [String] = []
}

protocol SwiftFileParts: SpringCodeExporter {
    var platform: SwiftPlatform { get }
    /// The runtimes the file's APIs run its springs on, and how they differ from the spring as set.
    var runtimeDifferences: [RuntimeDifference] { get }

    /// `static let name = Color(…)`: a colour constant as the framework declares it.
    func colourDeclaration(_ name: String, _ colour: RGBColor) -> String
    /// An angle constant from its degrees (a literal).
    func angleDeclaration(_ name: String, _ degrees: String) -> String
    func write(_ curve: ExportPlan.CurveAnimation, companion: SwiftSpringFunction?, to out: inout CodeWriter)
    func write(_ function: SwiftSpringFunction, to out: inout CodeWriter)
    /// After the items: helpers and the reduced-motion branches.
    func writeEnd(_ plan: ExportPlan, to out: inout CodeWriter)
    /// `--handoff`: after the enum, per spring, the code that starts it with a gesture's velocity.
    func writeHandoff(_ plan: ExportPlan, typeName: String, to out: inout CodeWriter)
}

extension SwiftFileParts {
    var codeTitle: String { platform.typeName }
}
