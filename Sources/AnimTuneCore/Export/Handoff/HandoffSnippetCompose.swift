/// `export compose --handoff`: per spring, an `Animatable.animateTo` that starts it with a
/// drag's velocity (value units per second, as `VelocityTracker.calculateVelocity()` reports).
/// Top-level functions with qualified names, so the file's imports stay as they are.
struct HandoffSnippetCompose {
    let plan: ExportPlan

    func write(to out: inout CodeWriter) {
        HandoffSnippetHead.topLevel(plan, to: &out, note: { spring in
            "\(spring.key) started by a drag that lets go moving at `velocity` (value units per second, "
                + "VelocityTracker.calculateVelocity()) toward `target`: Compose takes the velocity as it is. "
                + "Mass 1: stiffness and damping are per unit mass."
        }) { spring, out in
            out.line("suspend fun androidx.compose.animation.core.Animatable<Float, androidx.compose.animation.core.AnimationVector1D>."
                     + "\(ExportIdentifier.kotlin(spring.identifier + "Handoff"))(target: Float, velocity: Float) =")
            out.indented { out in
                out.line("animateTo(target, androidx.compose.animation.core.spring(dampingRatio = \(spring.dampingRatio)f, "
                         + "stiffness = \(spring.stiffnessPerMass)f), initialVelocity = velocity)")
            }
        }
    }
}
