/// The skeleton of the Compose and Android exports: header comment, `package`, the imports
/// the body used, and one `object` with a member per plan item written by the format's
/// ``KotlinFileParts``; Kotlin declarations are public already, so `--public` changes nothing.
enum KotlinFile {
    static func output(_ parts: some KotlinFileParts, _ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        var body = CodeWriter()
        var imports: Set<String> = []
        let objectName = ExportIdentifier.kotlin(plan.typeName(platform: parts.typePlatform))
        func code(_ function: ExportSpringFunction) -> KotlinSpringFunction {
            KotlinSpringFunction(function: function) { parts.constant($0, in: plan, objectName: objectName) }
        }
        body.block("object \(objectName) {", "}") { out in
            for item in plan.items {
                out.gap()
                switch item {
                case .constant(let constant): parts.write(constant, to: &out, imports: &imports)
                case .curve(let curve):
                    parts.write(curve, companion: curve.companion.map { code($0.function) }, to: &out, imports: &imports)
                case .spring(let spring): parts.write(spring, to: &out, imports: &imports)
                case .function(let function): parts.write(code(function), to: &out, imports: &imports)
                }
            }
            if !plan.functions.isEmpty {
                out.gap()
                KotlinSpringFunction.writeStiffnessHelper(to: &out)
            }
            parts.writeHelpers(plan, to: &out, imports: &imports)
            KotlinReducedMotion(plan: plan.reduced, platform: parts.reducedPlatform).write(to: &out, imports: &imports)
        }
        var out = CodeWriter()
        out.comment("//", plan.header(platform: parts.title, command: options.command(parts.format)))
        out.comment("//", parts.notes)
        out.line()
        out.line("package \(options.package(scene: plan.scene.name))")
        out.line()
        for name in imports.sorted() { out.line("import \(name)") }
        out.line()
        return ExportOutput(text: out.text + body.text, warnings: RuntimeDifference.warnings(parts.runtimeDifferences, plan: plan))
    }
}
