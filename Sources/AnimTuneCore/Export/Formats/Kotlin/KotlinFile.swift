/// The skeleton of the Compose and Android exports: header comment, `package`, the imports
/// the body used, and one `object` with a member per plan item written by the format's
/// ``KotlinFileParts``; Kotlin declarations are public already, so `--public` changes nothing.
enum KotlinFile {
    static func output(_ parts: some KotlinFileParts, _ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        var body = CodeWriter()
        var imports: Set<String> = []
        let platform = parts.platform
        let objectName = ExportIdentifier.kotlin(plan.typeName(platform: platform.typeName))
        func code(_ function: ExportSpringFunction) -> KotlinSpringFunction {
            KotlinSpringFunction(function: function) { parts.constant($0, in: plan, objectName: objectName) }
        }
        body.block("object \(objectName) {", "}") { out in
            for item in plan.items {
                out.gap()
                switch item {
                case .constant(let constant): writeConstant(constant, parts: parts, to: &out, imports: &imports)
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
            if options.motionScheme { parts.writeMotionScheme(plan, to: &out, imports: &imports) }
            KotlinReducedMotion(plan: plan.reduced, platform: platform.reduced).write(to: &out, imports: &imports)
            if options.handoff { parts.writeHandoff(plan, to: &out) }
        }
        var out = CodeWriter()
        out.comment("//", plan.header(platform: platform.title, command: options.command(parts.format)))
        out.comment("//", platform.notes)
        let warnings = RuntimeDifference.warnings(parts.runtimeDifferences, plan: plan)
        out.comment("//", RuntimeDifference.fileNote(warnings))
        out.line()
        out.line("package \(options.package(scene: plan.scene.name))")
        out.line()
        for name in imports.sorted() { out.line("import \(name)") }
        out.line()
        return ExportOutput(text: out.text + body.text, warnings: warnings)
    }

    /// A constant with its KDoc: colours, words, curves and counts as they are, durations in
    /// whole milliseconds, other numbers as the platform spells them.
    static func writeConstant(_ constant: ExportPlan.Constant, parts: some KotlinFileParts, to out: inout CodeWriter,
                              imports: inout Set<String>) {
        var notes = [constant.help]
        let plain = parts.constantName(forKey: constant.key, unit: nil)
        let declaration: String
        switch constant.value {
        case .colour(let colour):
            imports.insert(parts.platform.colourImport)
            declaration = parts.platform.colour(plain, KotlinText.argb(colour))
        case .word(let word): declaration = "const val \(plain) = \(KotlinText.string(word))"
        case .curve(let curve): declaration = "const val \(plain) = \(KotlinText.string(curve.description))"
        case .number(let number):
            switch constant.parameter.kind {
            case .integer:
                declaration = "const val \(plain) = \(ExportNumber.typed(number))"
            case .number(.seconds, _):
                let ms = KotlinText.milliseconds(number)
                if !ms.exact { notes.append("\(ExportNumber.milliseconds(number)) ms, rounded to whole milliseconds.") }
                declaration = "const val \(parts.constantName(forKey: constant.key, unit: .seconds)) = \(ms.text)\(parts.platform.millisecondsSuffix)"
            case .number(let unit, _):
                declaration = parts.numberDeclaration(parts.constantName(forKey: constant.key, unit: unit), number, unit: unit,
                                                      notes: &notes, imports: &imports)
            default:
                declaration = "const val \(plain) = \(KotlinText.float(number))"
            }
        }
        KotlinText.kdoc(notes, to: &out)
        out.line(declaration)
    }
}
