/// `export android --handoff`: per spring, a `SpringAnimation` started with a fling's velocity
/// (pixels per second, as `VelocityTracker.computeCurrentVelocity(1000)` reports).
/// Top-level functions with qualified names, so the file's imports stay as they are.
struct HandoffSnippetAndroid {
    let plan: ExportPlan

    func write(to out: inout CodeWriter) {
        HandoffSnippetHead.topLevel(plan, to: &out, note: { spring in
            "\(spring.key) started by a gesture that lets go moving at `velocity` (pixels per second, "
                + "VelocityTracker.computeCurrentVelocity(1000)) toward `target`: setStartVelocity takes it as it is. "
                + "Mass 1: stiffness is per unit mass."
        }) { spring, out in
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
