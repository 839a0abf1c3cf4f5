/// The scene's number constants as members of an exported JavaScript object literal, each
/// after a comment with its help and followed by `trailer` (a unit comment, or nothing).
enum JavaScriptConstants {
    static func write(_ plan: ExportPlan, to out: inout CodeWriter, trailer: (ExportPlan.Constant) -> String = { _ in "" }) {
        for constant in plan.constants {
            guard case .number(let number) = constant.value else { continue }
            out.comment("//", [constant.help])
            out.line("\(constant.identifier): \(ExportNumber.typed(number)),\(trailer(constant))")
        }
    }
}
