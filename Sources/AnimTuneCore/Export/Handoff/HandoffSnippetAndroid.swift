/// `export android --handoff`: per spring, a `SpringAnimation` started with a fling's velocity
/// (pixels per second, as `VelocityTracker.computeCurrentVelocity(1000)` reports).
/// Members of the export's object (named after the preset, so two presets' hand-offs never
/// clash in one package), with qualified types, so the file's imports stay as they are.
enum HandoffSnippetAndroid {
    static func write(_ plan: ExportPlan, to out: inout CodeWriter) {
        HandoffSnippetHead.kotlin(plan, to: &out, gesture: "a gesture", velocity: "pixels per second, VelocityTracker.computeCurrentVelocity(1000)",
                                  taken: "setStartVelocity takes it as it is", perMass: "stiffness is") { spring, out in
            out.line("fun \(ExportIdentifier.kotlin(spring.identifier + "Handoff"))(animation: androidx.dynamicanimation.animation.SpringAnimation, "
                     + "target: Float, velocity: Float) {")
            out.indented { out in
                out.line("animation.spring = androidx.dynamicanimation.animation.SpringForce(target)")
                out.line("    .setStiffness(\(spring.stiffnessPerMass)f)")
                out.line("    .setDampingRatio(\(spring.dampingRatio)f)")
                out.line("animation.setStartVelocity(velocity)")
                out.line("animation.start()")
            }
            out.line("}")
        }
    }
}
