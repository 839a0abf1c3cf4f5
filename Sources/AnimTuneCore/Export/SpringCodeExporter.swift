/// An exporter whose spring `tune`'s code row shows: it builds a spring as statements, which
/// its file writes and the row joins.
protocol SpringCodeExporter: Exporter {
    /// How `help tune`, its key list and the preview name the platform: `SwiftUI`, `CSS`.
    var codeTitle: String { get }
    /// The spring's code as the export writes it, named as `naming` names the export.
    func springStatements(_ animation: ExportPlan.SpringAnimation, naming: ExportNaming) -> [CodeStatement]
}
