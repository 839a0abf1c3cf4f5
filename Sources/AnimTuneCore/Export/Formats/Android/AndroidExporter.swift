/// A Kotlin file for Android views: `object SceneMotion` with constants (dp, ms, degrees,
/// `@ColorInt`), each timing curve as a `PathInterpolator`, each spring as a `SpringForce`
/// and a ready `SpringAnimation` (androidx.dynamicanimation).
public struct AndroidExporter: Exporter, KotlinFileParts {
    public let about = ExportFormat("android", extension: "kt", options: [ExportOptions.packageName, ExportOptions.nameName, ExportOptions.handoffName],
                                    summary: "Kotlin object for Android views: SpringForce/SpringAnimation, PathInterpolator, dp/ms constants")
    /// SpringAnimation steps in Float per frame at whole-millisecond frame times and snaps to the
    /// end at 0.75 × its minimum visible change (1 px for positions).
    let runtimeDifferences: [RuntimeDifference] = [
        .frames(.android, when: { _ in true }, reason: { _ in
            "AndroidX SpringAnimation computes each frame at its whole-millisecond frame time (up to 1 ms from the vsync) and jumps "
                + "to the end once within 0.75 px of it and slower than 46.9 px/s"
        }, alternative: "setMinimumVisibleChange() with a smaller value, or a longer move in pixels, jumps later; the frame times are "
            + "the platform's"),
    ]

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        KotlinFile.output(self, preset, options: options)
    }

    func writeHandoff(_ plan: ExportPlan, to out: inout CodeWriter) {
        HandoffSnippetAndroid.write(plan, to: &out)
    }

    let platform = KotlinPlatform(title: "Android views (androidx.dynamicanimation)", typeName: "Android",
                                  notes: ["SpringForce has mass 1 and takes the damping ratio; iOS points are written as dp,"
                                          + " converted to pixels by dpToPx where a View property is set; durations in"
                                          + " milliseconds, angles in degrees as View.rotation takes them."],
                                  reduced: .views, colourImport: "androidx.annotation.ColorInt",
                                  colour: { "@ColorInt val \($0): Int = \($1).toInt()" }, millisecondsSuffix: "L")

    func constant(_ key: String, in plan: ExportPlan, objectName: String) -> String {
        guard case .number(let unit, _)? = plan.scene.parameter(forKey: key)?.kind else { return Self.constantName(key, unit: nil) }
        return unit == .seconds ? "\(Self.constantName(key, unit: unit)) / 1000f" : Self.constantName(key, unit: unit)
    }

    func writeHelpers(_ plan: ExportPlan, to out: inout CodeWriter, imports: inout Set<String>) {
        AndroidViewUnits.write(to: &out, imports: &imports)
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

    func constantName(forKey key: String, unit: ParameterUnit?) -> String { Self.constantName(key, unit: unit) }

    /// A Float in the unit its name ends with (`_DP`, `_DEG`).
    func numberDeclaration(_ name: String, _ number: Double, unit: ParameterUnit, notes: inout [String],
                           imports: inout Set<String>) -> String {
        if unit == .points || unit == .pointsPerSecond { notes.append("iOS points as dp.") }
        let comment: String = switch unit {
        case .perSecond: " // fractions of the distance per second"
        case .mass, .stiffness, .dampingCoefficient: unit.symbol.isEmpty ? "" : " // \(unit.symbol)"
        default: ""
        }
        return "const val \(name) = \(KotlinText.float(number))\(comment)"
    }

    /// The damping ratio and duration functions and `fun presentSpringForce(finalPosition, cardTop, …)`.
    func write(_ code: KotlinSpringFunction, to out: inout CodeWriter, imports: inout Set<String>) {
        imports.formUnion(KotlinSpringFunction.imports)
        imports.insert("androidx.dynamicanimation.animation.SpringForce")
        code.writeTiming(to: &out)
        out.line()
        KotlinText.kdoc(["The spring for those arguments: UIKit's duration-based spring as a damping ratio and stiffness,"
                         + " towards [finalPosition] in the animated property's unit (pixels for positions)."], to: &out)
        out.signature("fun \(ExportIdentifier.kotlin(code.base + "Force"))", ["finalPosition: Float"] + code.parameters, ": SpringForce {")
        out.indented { out in
            out.line("val ratio = \(code.ratioCall)")
            out.line("return SpringForce(finalPosition).setDampingRatio(ratio).setStiffness(uikitStiffness(\(code.durationCall), ratio))")
        }
        out.line("}")
        out.line()
        let force = ExportIdentifier.kotlin(code.base + "Force")
        AndroidViewUnits.writeAnimation(code.base + "Animation", force: { "\(force)(\($0), \(code.passing))" },
                                        arguments: code.parameters, velocityName: nil, to: &out, imports: &imports)
    }

    func write(_ curve: ExportPlan.CurveAnimation, companion: KotlinSpringFunction?, to out: inout CodeWriter,
                              imports: inout Set<String>) {
        let b = curve.curve.bezier
        imports.insert("android.view.animation.PathInterpolator")
        var notes = [curve.help, ExportPlan.curveDescription(curve.curve) + "."]
        if let companion, curve.companion != nil {
            notes.append("Use with setDuration(\(ExportIdentifier.kotlin(ExportIdentifier.camel(curve.key) + "DurationMs"))(\(companion.passing))).")
        } else if let source = curve.durationSource, let duration = curve.duration {
            notes.append("Use with setDuration(\(KotlinText.milliseconds(duration).text)) (\(source)).")
        } else if let durationKey = curve.durationKey {
            notes.append("Use with setDuration(\(Self.constantName(durationKey, unit: .seconds))).")
        }
        KotlinText.kdoc(notes, to: &out)
        let points = [b.x1, b.y1, b.x2, b.y2].map { KotlinText.float($0) }.joined(separator: ", ")
        out.line("fun \(ExportIdentifier.kotlin(ExportIdentifier.camel(curve.key) + "Interpolator"))() = PathInterpolator(\(points))")
        if let companion, let fraction = curve.companion?.fractionKey {
            imports.insert("kotlin.math.roundToLong")
            out.line()
            KotlinText.kdoc(["Milliseconds: [\(Self.constantName(fraction, unit: nil))] of [\(companion.durationName)]."], to: &out)
            out.signature("fun \(ExportIdentifier.kotlin(ExportIdentifier.camel(curve.key) + "DurationMs"))", companion.parameters, ": Long =")
            out.line("    (\(Self.constantName(fraction, unit: nil)) * \(companion.durationCall) * 1000).roundToLong()")
        }
    }

    func write(_ animation: ExportPlan.SpringAnimation, to out: inout CodeWriter, imports: inout Set<String>) {
        let base = animation.identifier
        let spring = animation.spring
        let (stiffness, ratio) = ComposeExporter.androidValues(animation.setting)
        let stiffnessName = Self.constantName(animation.key + ".stiffness", unit: nil)
        let ratioName = Self.constantName(animation.key + ".dampingRatio", unit: nil)
        let velocityName = Self.constantName(animation.key + ".startVelocity", unit: nil)
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
        KotlinText.kdoc(["The force towards [finalPosition], in the animated property's unit (pixels for positions)."], to: &out)
        out.line("fun \(ExportIdentifier.kotlin(base + "Force"))(finalPosition: Float): SpringForce =")
        out.line("    SpringForce(finalPosition).setStiffness(\(stiffnessName)).setDampingRatio(\(ratioName))")
        out.line()
        AndroidViewUnits.writeAnimation(base + "Animation", force: { "\(ExportIdentifier.kotlin(base + "Force"))(\($0))" },
                                        velocityName: hasVelocity ? velocityName : nil, to: &out, imports: &imports)
    }
}
