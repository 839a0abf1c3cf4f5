/// The skeleton of the SwiftUI and UIKit exports: header comment, `import`, one `enum` with a
/// member per plan item written by the format's ``SwiftFileParts``, `public` members with
/// `--public`, and the format's declared runtime differences as warnings.
enum SwiftFile {
    static func output(_ parts: some SwiftFileParts, _ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        var out = CodeWriter()
        let platform = parts.platform
        let warnings = RuntimeDifference.warnings(parts.runtimeDifferences, plan: plan)
        out.comment("//", plan.header(platform: platform.title, command: options.command(parts.format)))
        if !platform.notes.isEmpty { out.comment("//", platform.notes) }
        out.comment("//", RuntimeDifference.fileNote(warnings))
        out.line()
        out.line("import \(platform.framework)")
        out.line()
        let typeName = ExportIdentifier.swift(plan.typeName(platform: platform.typeName))
        func code(_ function: ExportSpringFunction) -> SwiftSpringFunction {
            SwiftSpringFunction(function: function, typeName: typeName, plan: plan)
        }
        out.block("enum \(typeName) {", "}") { out in
            for item in plan.items {
                out.gap()
                switch item {
                case .constant(let constant):
                    out.comment("///", [constant.help])
                    out.line(SwiftDeclaration.constant(constant, name: ExportIdentifier.swift(constant.identifier),
                                                       colour: parts.colourDeclaration, angle: parts.angleDeclaration))
                case .curve(let curve): parts.write(curve, companion: curve.companion.map { code($0.function) }, to: &out)
                case .spring(let spring): out.write(parts.springStatements(spring, naming: plan.naming))
                case .function(let function): parts.write(code(function), to: &out)
                }
            }
            parts.writeEnd(plan, to: &out)
        }
        if options.handoff { parts.writeHandoff(plan, typeName: typeName, to: &out) }
        let text = plan.naming.isPublic ? publicDeclarations(out.text) : out.text
        return ExportOutput(text: text, warnings: warnings)
    }

    /// Every declaration of the file (`enum`, `static let/var/func`; the writers put each at
    /// the start of its line) made `public`, as a framework target needs them.
    static func publicDeclarations(_ text: String) -> String {
        let starts = ["enum ", "struct ", "static ", "typealias "]
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let body = line.drop { $0 == " " }
            guard starts.contains(where: { body.hasPrefix($0) }) else { return String(line) }
            return String(line.prefix(line.count - body.count)) + "public " + body
        }.joined(separator: "\n")
    }
}
