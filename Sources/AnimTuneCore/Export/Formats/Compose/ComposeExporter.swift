/// A Kotlin file for Jetpack Compose: `object SceneMotion` with the constants (lengths in
/// `dp`, durations in milliseconds, colours as `Color`), each timing curve as a
/// `CubicBezierEasing` and a `tween()`, each spring as `spring(dampingRatio, stiffness)`.
public struct ComposeExporter: SpringCodeExporter, KotlinFileParts {
    public let about = ExportFormat("compose", extension: "kt", options: [ExportOptions.packageName, ExportOptions.nameName, ExportOptions.handoffName,
                                                                          ExportOptions.motionSchemeName],
                                    summary: "Kotlin object for Jetpack Compose: spring(dampingRatio, stiffness), tween(durationMillis, CubicBezierEasing), dp, Color")
    let platform = KotlinPlatform(title: "Jetpack Compose", typeName: "Compose",
                                  notes: ["Compose springs have mass 1 and take the damping ratio; iOS points are written as dp."],
                                  reduced: .compose, colourImport: "androidx.compose.ui.graphics.Color",
                                  colour: { "val \($0) = Color(\($1))" })
    /// Compose steps the closed form in Float per frame and ends the spring at its estimated
    /// duration (Dp.VisibilityThreshold 0.1).
    let runtimeDifferences: [RuntimeDifference] = [
        .frames(.compose, when: { _ in true }, reason: { _ in
            "Compose's spring() (mass 1: k/m and the damping ratio carry the mass) ends at its duration estimate for"
                + " Dp.VisibilityThreshold 0.1 and jumps to the target"
        }, alternative: "a smaller visibilityThreshold in spring(…, visibilityThreshold = …) ends later"),
    ]

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        if options.motionScheme, ComposeMotionScheme(ExportPlan(preset, options: options)) == nil {
            return ExportOutput(text: "", refusal: "--motion-scheme: scene '\(preset.state.scene.name)' has no spring to make a MotionScheme from")
        }
        return KotlinFile.output(self, preset, options: options)
    }

    /// `--motion-scheme`: the scene's main spring as a Material 3 `MotionScheme`.
    func writeMotionScheme(_ plan: ExportPlan, to out: inout CodeWriter, imports: inout Set<String>) {
        ComposeMotionScheme(plan)?.write(to: &out, imports: &imports)
    }

    func writeHandoff(_ plan: ExportPlan, to out: inout CodeWriter) {
        HandoffSnippetCompose.write(plan, to: &out)
    }

    func constant(_ key: String, in plan: ExportPlan, objectName: String) -> String {
        let name = ExportIdentifier.kotlin(ExportIdentifier.camel(key))
        guard case .number(let unit, _)? = plan.scene.parameter(forKey: key)?.kind else { return name }
        switch unit {
        case .points: return "\(objectName).\(name).value"
        case .seconds: return "\(Self.millisName(key)) / 1000f"
        default: return name
        }
    }

    /// `curveDurationMillis` for a duration key, as the tween reads it.
    static func millisName(_ key: String) -> String { ExportIdentifier.kotlin(ExportIdentifier.camel(key) + "Millis") }

    func constantName(forKey key: String, unit: ParameterUnit?) -> String {
        unit == .seconds ? Self.millisName(key) : ExportIdentifier.kotlin(ExportIdentifier.camel(key))
    }

    /// Points as `Dp`, other units as a Float with the unit in a comment.
    func numberDeclaration(_ name: String, _ number: Double, unit: ParameterUnit, notes: inout [String],
                           imports: inout Set<String>) -> String {
        if unit == .points {
            imports.insert("androidx.compose.ui.unit.dp")
            notes.append("iOS points as dp.")
            return "val \(name) = \(ExportNumber.typed(number)).dp"
        }
        let suffix: String = switch unit {
        case .degrees: " // degrees"
        case .pointsPerSecond: " // dp per second"
        case .perSecond: " // fractions of the distance per second"
        case .ratio: ""
        default: unit.symbol.isEmpty ? "" : " // \(unit.symbol)"
        }
        return "const val \(name) = \(KotlinText.float(number))\(suffix)"
    }

    /// The damping ratio and duration functions and `fun <T> presentSpringSpec(cardTop: Float, …)`.
    func write(_ code: KotlinSpringFunction, to out: inout CodeWriter, imports: inout Set<String>) {
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

    func write(_ curve: ExportPlan.CurveAnimation, companion: KotlinSpringFunction?, to out: inout CodeWriter,
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
            let millis = Self.millisName(durationKey)
            KotlinText.kdoc(["The curve over [\(millis)]."], to: &out)
            out.line("fun <T> \(spec)(): TweenSpec<T> = tween(durationMillis = \(millis), easing = \(easing))")
        } else {
            KotlinText.kdoc(["The curve over a duration you choose (the scene gives it none)."], to: &out)
            out.line("fun <T> \(spec)(durationMillis: Int): TweenSpec<T> = tween(durationMillis = durationMillis, easing = \(easing))")
        }
    }

    func write(_ animation: ExportPlan.SpringAnimation, to out: inout CodeWriter, imports: inout Set<String>) {
        imports.insert("androidx.compose.animation.core.SpringSpec")
        imports.insert("androidx.compose.animation.core.spring")
        out.write(Self.springStatements(animation))
    }

    var codeTitle: String { platform.typeName }

    func springStatements(_ animation: ExportPlan.SpringAnimation, naming _: ExportNaming) -> [CodeStatement] {
        Self.springStatements(animation)
    }

    /// `fun <T> xSpec(): SpringSpec<T> = spring(…)` after its KDoc, and the initial velocity if it has one.
    static func springStatements(_ animation: ExportPlan.SpringAnimation) -> [CodeStatement] {
        let base = animation.identifier
        let spring = animation.spring
        let (stiffness, ratio) = Self.androidValues(animation.setting)
        var notes = [animation.help, "\(animation.origin); \(animation.behaviour)."]
        if let folding = ExportPlan.massFolding(spring) { notes.append(ExportPlan.sentence(folding)) }
        let velocity = ExportIdentifier.kotlin(base + "InitialVelocity")
        if spring.initialVelocity != 0 {
            notes.append("Start it with Animatable.animateTo(target, \(base)Spec(), initialVelocity = \(velocity) * distance),"
                         + " where distance = target − the start value.")
        }
        var statements: [CodeStatement] = [
            .fileOnly { KotlinText.kdoc(notes, to: &$0) },
            .call(CodeCall(head: "fun <T> \(ExportIdentifier.kotlin(base + "Spec"))(): SpringSpec<T> = spring",
                           arguments: ["dampingRatio = \(ratio)", "stiffness = \(stiffness)"])),
        ]
        if spring.initialVelocity != 0 {
            statements += [.blank, .fileOnly { KotlinText.kdoc(["Initial velocity in fractions of the distance per second."], to: &$0) },
                           .line("const val \(velocity) = \(KotlinText.float(spring.initialVelocity))")]
        }
        return statements
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
