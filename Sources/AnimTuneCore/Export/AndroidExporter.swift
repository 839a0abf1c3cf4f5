/// A Kotlin file for Android views: `object SceneMotion` with constants (dp, ms, degrees,
/// `@ColorInt`), each timing curve as a `PathInterpolator`, each spring as a `SpringForce`
/// and a ready `SpringAnimation` (androidx.dynamicanimation).
public struct AndroidExporter: Exporter {
    public init() {}
    public let format = "android"
    public let summary = "Kotlin object for Android views: SpringForce/SpringAnimation, PathInterpolator, dp/ms constants"
    /// The platform in the type's name: `CardAndroidMotion`.
    static let typePlatform = "Android"
    public let fileExtension = "kt"
    public var optionNames: [String] { [ExportOptions.packageName] }

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset)
        var body = CodeWriter()
        var imports: Set<String> = []
        func code(_ function: ExportSpringFunction) -> KotlinSpringFunction {
            KotlinSpringFunction(function: function) { key in
                guard case .number(let unit, _)? = plan.scene.parameter(forKey: key)?.kind else { return Self.constantName(key, unit: nil) }
                return unit == .seconds ? "\(Self.constantName(key, unit: unit)) / 1000f" : Self.constantName(key, unit: unit)
            }
        }
        body.block("object \(ExportIdentifier.kotlin(plan.typeName(platform: Self.typePlatform))) {", "}") { out in
            for item in plan.items {
                out.gap()
                switch item {
                case .constant(let constant): Self.write(constant, to: &out, imports: &imports)
                case .curve(let curve): Self.write(curve, companion: curve.companion.map { code($0.function) }, to: &out, imports: &imports)
                case .spring(let spring): Self.write(spring, to: &out, imports: &imports)
                case .function(let function): Self.write(code(function), to: &out, imports: &imports)
                }
            }
            if !plan.functions.isEmpty {
                out.gap()
                KotlinSpringFunction.writeStiffnessHelper(to: &out)
            }
            KotlinReducedMotion(plan: plan.reduced, platform: .views).write(to: &out, imports: &imports)
        }
        var out = CodeWriter()
        out.comment("//", plan.header(platform: "Android views (androidx.dynamicanimation)", command: ExportOptions.command("export android", package: options.package)))
        out.comment("//", ["SpringForce has mass 1 and takes the damping ratio; iOS points are written as dp,"
                           + " durations in milliseconds, angles in degrees as View.rotation takes them."])
        out.line()
        out.line("package \(options.package(scene: plan.scene.name))")
        out.line()
        for name in imports.sorted() { out.line("import \(name)") }
        out.line()
        return ExportOutput(text: out.text + body.text)
    }

    /// `CURVE_DURATION_MS` for a duration key.
    static func constantName(_ key: String, unit: ParameterUnit?) -> String {
        let base = ExportIdentifier.screamingSnake(key)
        switch unit {
        case .seconds?: return base + "_MS"
        case .points?: return base + "_DP"
        case .degrees?: return base + "_DEG"
        case .pointsPerSecond?: return base + "_DP_PER_S"
        default: return base
        }
    }

    private static func write(_ constant: ExportPlan.Constant, to out: inout CodeWriter, imports: inout Set<String>) {
        var notes = [constant.help]
        let declaration: String
        switch constant.value {
        case .colour(let colour):
            imports.insert("androidx.annotation.ColorInt")
            declaration = "@ColorInt val \(constantName(constant.key, unit: nil)): Int = \(KotlinText.argb(colour)).toInt()"
        case .word(let word):
            declaration = "const val \(constantName(constant.key, unit: nil)) = \(KotlinText.string(word))"
        case .curve(let curve):
            declaration = "const val \(constantName(constant.key, unit: nil)) = \(KotlinText.string(curve.description))"
        case .number(let number):
            switch constant.parameter.kind {
            case .integer:
                declaration = "const val \(constantName(constant.key, unit: nil)) = \(ExportNumber.typed(number))"
            case .number(.seconds, _):
                let ms = KotlinText.milliseconds(number)
                if !ms.exact { notes.append("\(ExportNumber.milliseconds(number)) ms, rounded to whole milliseconds.") }
                declaration = "const val \(constantName(constant.key, unit: .seconds)) = \(ms.text)L"
            case .number(let unit, _):
                if unit == .points || unit == .pointsPerSecond { notes.append("iOS points as dp.") }
                let comment: String = switch unit {
                case .perSecond: " // fractions of the distance per second"
                case .mass, .stiffness, .dampingCoefficient: unit.symbol.isEmpty ? "" : " // \(unit.symbol)"
                default: ""
                }
                declaration = "const val \(constantName(constant.key, unit: unit)) = \(KotlinText.float(number))\(comment)"
            default:
                declaration = "const val \(constantName(constant.key, unit: nil)) = \(KotlinText.float(number))"
            }
        }
        KotlinText.kdoc(notes, to: &out)
        out.line(declaration)
    }

    /// The damping ratio and duration functions and `fun presentSpringForce(finalPosition, cardTop, …)`.
    private static func write(_ code: KotlinSpringFunction, to out: inout CodeWriter, imports: inout Set<String>) {
        imports.formUnion(KotlinSpringFunction.imports)
        imports.insert("androidx.dynamicanimation.animation.SpringForce")
        code.writeTiming(to: &out)
        out.line()
        KotlinText.kdoc(["The spring for those arguments: UIKit's duration-based spring as a damping ratio and stiffness."], to: &out)
        out.signature("fun \(ExportIdentifier.kotlin(code.base + "Force"))", ["finalPosition: Float"] + code.parameters, ": SpringForce {")
        out.indented { out in
            out.line("val ratio = \(code.ratioCall)")
            out.line("return SpringForce(finalPosition).setDampingRatio(ratio).setStiffness(uikitStiffness(\(code.durationCall), ratio))")
        }
        out.line("}")
    }

    private static func write(_ curve: ExportPlan.CurveAnimation, companion: KotlinSpringFunction?, to out: inout CodeWriter,
                              imports: inout Set<String>) {
        let b = curve.curve.bezier
        imports.insert("android.view.animation.PathInterpolator")
        var notes = [curve.help, ExportPlan.curveDescription(curve.curve) + "."]
        if let companion, curve.companion != nil {
            notes.append("Use with setDuration(\(ExportIdentifier.kotlin(ExportIdentifier.camel(curve.key) + "DurationMs"))(\(companion.passing))).")
        } else if let source = curve.durationSource, let duration = curve.duration {
            notes.append("Use with setDuration(\(KotlinText.milliseconds(duration).text)) (\(source)).")
        } else if let durationKey = curve.durationKey {
            notes.append("Use with setDuration(\(constantName(durationKey, unit: .seconds))).")
        }
        KotlinText.kdoc(notes, to: &out)
        let points = [b.x1, b.y1, b.x2, b.y2].map { KotlinText.float($0) }.joined(separator: ", ")
        out.line("fun \(ExportIdentifier.kotlin(ExportIdentifier.camel(curve.key) + "Interpolator"))() = PathInterpolator(\(points))")
        if let companion, let fraction = curve.companion?.fractionKey {
            imports.insert("kotlin.math.roundToLong")
            out.line()
            KotlinText.kdoc(["Milliseconds: [\(constantName(fraction, unit: nil))] of [\(companion.durationName)]."], to: &out)
            out.signature("fun \(ExportIdentifier.kotlin(ExportIdentifier.camel(curve.key) + "DurationMs"))", companion.parameters, ": Long =")
            out.line("    (\(constantName(fraction, unit: nil)) * \(companion.durationCall) * 1000).roundToLong()")
        }
    }

    private static func write(_ animation: ExportPlan.SpringAnimation, to out: inout CodeWriter, imports: inout Set<String>) {
        let base = animation.identifier
        let spring = animation.spring
        let (stiffness, ratio) = ComposeExporter.androidValues(animation.setting)
        let stiffnessName = constantName(animation.key + ".stiffness", unit: nil)
        let ratioName = constantName(animation.key + ".dampingRatio", unit: nil)
        let velocityName = constantName(animation.key + ".startVelocity", unit: nil)
        let hasVelocity = spring.initialVelocity != 0
        imports.formUnion(["android.view.View", "androidx.dynamicanimation.animation.DynamicAnimation",
                           "androidx.dynamicanimation.animation.SpringAnimation",
                           "androidx.dynamicanimation.animation.SpringForce"])
        var notes = [animation.help, "\(animation.origin); \(animation.behaviour)."]
        if let folding = ExportPlan.massFolding(spring) { notes.append(ExportPlan.sentence(folding)) }
        out.comment("//", notes)
        out.line("const val \(stiffnessName) = \(stiffness)")
        out.line("const val \(ratioName) = \(ratio)")
        if hasVelocity {
            out.line("const val \(velocityName) = \(KotlinText.float(spring.initialVelocity)) // fractions of the distance per second")
        }
        out.line()
        out.line("fun \(ExportIdentifier.kotlin(base + "Force"))(finalPosition: Float): SpringForce =")
        out.line("    SpringForce(finalPosition).setStiffness(\(stiffnessName)).setDampingRatio(\(ratioName))")
        out.line()
        let animationName = ExportIdentifier.kotlin(base + "Animation")
        if hasVelocity {
            KotlinText.kdoc(["For example \(base)Animation(view, DynamicAnimation.TRANSLATION_Y, 0f, distance).start(),"
                             + " where distance = finalPosition − the start value: the start velocity is"
                             + " \(velocityName) × distance, in pixels per second."], to: &out)
        } else {
            KotlinText.kdoc(["For example \(base)Animation(view, DynamicAnimation.TRANSLATION_Y, 0f).start()."], to: &out)
        }
        out.line("fun \(animationName)(")
        out.line("    view: View,")
        out.line("    property: DynamicAnimation.ViewProperty,")
        out.line("    finalPosition: Float,")
        if hasVelocity { out.line("    distance: Float,") }
        out.line("): SpringAnimation =")
        out.line("    SpringAnimation(view, property)")
        out.line("        .setSpring(\(ExportIdentifier.kotlin(base + "Force"))(finalPosition))" + (hasVelocity ? "" : ""))
        if hasVelocity { out.line("        .setStartVelocity(\(velocityName) * distance)") }
    }
}
