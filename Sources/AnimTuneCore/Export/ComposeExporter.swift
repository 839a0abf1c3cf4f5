/// A Kotlin file for Jetpack Compose: `object SceneMotion` with the constants (lengths in
/// `dp`, durations in milliseconds, colours as `Color`), each timing curve as a
/// `CubicBezierEasing` and a `tween()`, each spring as `spring(dampingRatio, stiffness)`.
public struct ComposeExporter: Exporter {
    public init() {}
    public let format = "compose"
    public let summary = "Kotlin object for Jetpack Compose: spring(dampingRatio, stiffness), tween(durationMillis, CubicBezierEasing), dp, Color"
    /// The platform in the type's name: `CardComposeMotion`.
    static let typePlatform = "Compose"
    public let fileExtension = "kt"
    public var optionNames: [String] { [ExportOptions.packageName] }

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset)
        var body = CodeWriter()
        var imports: Set<String> = []
        let typeName = ExportIdentifier.kotlin(plan.typeName(platform: Self.typePlatform))
        func code(_ function: ExportSpringFunction) -> KotlinSpringFunction {
            KotlinSpringFunction(function: function) { key in
                guard case .number(let unit, _)? = plan.scene.parameter(forKey: key)?.kind else { return ExportIdentifier.kotlin(ExportIdentifier.camel(key)) }
                switch unit {
                case .points: return "\(typeName).\(ExportIdentifier.kotlin(ExportIdentifier.camel(key))).value"
                case .seconds: return "\(Self.millisName(key)) / 1000f"
                default: return ExportIdentifier.kotlin(ExportIdentifier.camel(key))
                }
            }
        }
        body.block("object \(typeName) {", "}") { out in
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
            KotlinReducedMotion(plan: plan.reduced, platform: .compose).write(to: &out, imports: &imports)
        }
        var out = CodeWriter()
        out.comment("//", plan.header(platform: "Jetpack Compose", command: ExportOptions.command("export compose", package: options.package)))
        out.comment("//", ["Compose springs have mass 1 and take the damping ratio; iOS points are written as dp."])
        out.line()
        out.line("package \(options.package(scene: plan.scene.name))")
        out.line()
        for name in imports.sorted() { out.line("import \(name)") }
        out.line()
        return ExportOutput(text: out.text + body.text)
    }

    /// `curveDurationMillis` for a duration key, as the tween reads it.
    static func millisName(_ key: String) -> String { ExportIdentifier.kotlin(ExportIdentifier.camel(key) + "Millis") }

    private static func write(_ constant: ExportPlan.Constant, to out: inout CodeWriter, imports: inout Set<String>) {
        let name = ExportIdentifier.kotlin(constant.identifier)
        var notes = [constant.help]
        let declaration: String
        switch constant.value {
        case .colour(let colour):
            imports.insert("androidx.compose.ui.graphics.Color")
            declaration = "val \(name) = Color(\(KotlinText.argb(colour)))"
        case .word(let word):
            declaration = "const val \(name) = \(KotlinText.string(word))"
        case .curve(let curve):
            declaration = "const val \(name) = \(KotlinText.string(curve.description))"
        case .number(let number):
            switch constant.parameter.kind {
            case .integer:
                declaration = "const val \(name) = \(ExportNumber.typed(number))"
            case .number(.seconds, _):
                let ms = KotlinText.milliseconds(number)
                if !ms.exact { notes.append("\(ExportNumber.milliseconds(number)) ms, rounded to whole milliseconds.") }
                declaration = "const val \(millisName(constant.key)) = \(ms.text)"
            case .number(.points, _):
                imports.insert("androidx.compose.ui.unit.dp")
                notes.append("iOS points as dp.")
                declaration = "val \(name) = \(ExportNumber.typed(number)).dp"
            case .number(let unit, _):
                let suffix: String = switch unit {
                case .degrees: " // degrees"
                case .pointsPerSecond: " // dp per second"
                case .perSecond: " // fractions of the distance per second"
                case .ratio: ""
                default: unit.symbol.isEmpty ? "" : " // \(unit.symbol)"
                }
                declaration = "const val \(name) = \(KotlinText.float(number))\(suffix)"
            default:
                declaration = "const val \(name) = \(KotlinText.float(number))"
            }
        }
        KotlinText.kdoc(notes, to: &out)
        out.line(declaration)
    }

    /// The damping ratio and duration functions and `fun <T> presentSpringSpec(cardTop: Float, …)`.
    private static func write(_ code: KotlinSpringFunction, to out: inout CodeWriter, imports: inout Set<String>) {
        imports.formUnion(KotlinSpringFunction.imports)
        imports.formUnion(["androidx.compose.animation.core.SpringSpec", "androidx.compose.animation.core.spring"])
        code.writeTiming(to: &out)
        out.line()
        KotlinText.kdoc(["The spring for those arguments: UIKit's duration-based spring as a damping ratio and stiffness."], to: &out)
        out.signature("fun <T> \(ExportIdentifier.kotlin(code.base + "Spec"))", code.parameters, ": SpringSpec<T> {")
        out.indented { out in
            out.line("val ratio = \(code.ratioCall)")
            out.line("return spring(dampingRatio = ratio, stiffness = uikitStiffness(\(code.durationCall), ratio))")
        }
        out.line("}")
    }

    private static func write(_ curve: ExportPlan.CurveAnimation, companion: KotlinSpringFunction?, to out: inout CodeWriter,
                              imports: inout Set<String>) {
        let base = ExportIdentifier.camel(curve.key)
        let easing = ExportIdentifier.kotlin(base + "Easing"), spec = ExportIdentifier.kotlin(base + "Spec")
        let b = curve.curve.bezier
        imports.insert("androidx.compose.animation.core.TweenSpec")
        imports.insert("androidx.compose.animation.core.tween")
        KotlinText.kdoc([curve.help, ExportPlan.curveDescription(curve.curve) + "."], to: &out)
        if curve.curve == .linear {
            imports.insert("androidx.compose.animation.core.Easing")
            imports.insert("androidx.compose.animation.core.LinearEasing")
            out.line("val \(easing): Easing = LinearEasing")
        } else {
            imports.insert("androidx.compose.animation.core.CubicBezierEasing")
            let points = [b.x1, b.y1, b.x2, b.y2].map { KotlinText.float($0) }.joined(separator: ", ")
            out.line("val \(easing) = CubicBezierEasing(\(points))")
        }
        out.line()
        if let companion, let fraction = curve.companion?.fractionKey {
            imports.insert("kotlin.math.roundToInt")
            let fractionName = ExportIdentifier.kotlin(ExportIdentifier.camel(fraction))
            KotlinText.kdoc(["The curve over [\(fractionName)] of [\(companion.durationName)]."], to: &out)
            out.signature("fun <T> \(spec)", companion.parameters, ": TweenSpec<T> =")
            out.line("    tween(durationMillis = (\(fractionName) * \(companion.durationCall) * 1000).roundToInt(), easing = \(easing))")
        } else if let source = curve.durationSource, let duration = curve.duration {
            KotlinText.kdoc(["The curve over \(source) (\(ExportNumber.typed(duration)) s)."], to: &out)
            out.line("fun <T> \(spec)(): TweenSpec<T> = tween(durationMillis = \(KotlinText.milliseconds(duration).text), easing = \(easing))")
        } else if let durationKey = curve.durationKey {
            let millis = millisName(durationKey)
            KotlinText.kdoc(["The curve over [\(millis)]."], to: &out)
            out.line("fun <T> \(spec)(): TweenSpec<T> = tween(durationMillis = \(millis), easing = \(easing))")
        } else {
            KotlinText.kdoc(["The curve over a duration you choose (the scene gives it none)."], to: &out)
            out.line("fun <T> \(spec)(durationMillis: Int): TweenSpec<T> = tween(durationMillis = durationMillis, easing = \(easing))")
        }
    }

    private static func write(_ animation: ExportPlan.SpringAnimation, to out: inout CodeWriter, imports: inout Set<String>) {
        let base = animation.identifier
        let spring = animation.spring
        let (stiffness, ratio) = Self.androidValues(animation.setting)
        imports.insert("androidx.compose.animation.core.SpringSpec")
        imports.insert("androidx.compose.animation.core.spring")
        var notes = [animation.help, "\(animation.origin); \(animation.behaviour)."]
        if let folding = ExportPlan.massFolding(spring) { notes.append(ExportPlan.sentence(folding)) }
        let velocity = ExportIdentifier.kotlin(base + "InitialVelocity")
        if spring.initialVelocity != 0 {
            notes.append("Start it with Animatable.animateTo(target, \(base)Spec(), initialVelocity = \(velocity) * distance),"
                         + " where distance = target − the start value.")
        }
        KotlinText.kdoc(notes, to: &out)
        out.line("fun <T> \(ExportIdentifier.kotlin(base + "Spec"))(): SpringSpec<T> = spring(dampingRatio = \(ratio), stiffness = \(stiffness))")
        if spring.initialVelocity != 0 {
            out.line()
            KotlinText.kdoc(["Initial velocity in fractions of the distance per second."], to: &out)
            out.line("const val \(velocity) = \(KotlinText.float(spring.initialVelocity))")
        }
    }

    /// Stiffness (k/m) and damping ratio as Float literals: typed values stay as typed.
    static func androidValues(_ setting: SpringSetting) -> (stiffness: String, ratio: String) {
        let spring = setting.spring
        let android = AndroidSpring(spring)
        switch setting {
        case .physical(let physical) where physical.mass == 1:
            return (KotlinText.float(physical.stiffness), KotlinText.float(android.dampingRatio, derived: true))
        case .physical:
            return (KotlinText.float(android.stiffness, derived: true), KotlinText.float(android.dampingRatio, derived: true))
        case .uikit(let uikit):
            return (KotlinText.float(android.stiffness, derived: true), KotlinText.float(min(uikit.dampingRatio, 1)))
        case .swiftui(let swiftui, _, _):
            return (KotlinText.float(android.stiffness, derived: true), KotlinText.float(swiftui.dampingRatio))
        }
    }
}
