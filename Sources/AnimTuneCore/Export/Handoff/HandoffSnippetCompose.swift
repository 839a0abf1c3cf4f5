/// `export compose --handoff`: per spring, an `Animatable.animateTo` that starts it with a
/// drag's velocity (value units per second, as `VelocityTracker.calculateVelocity()` reports).
/// Top-level functions with qualified names, so the file's imports stay as they are.
enum HandoffSnippetCompose {
    static func write(_ plan: ExportPlan, to out: inout CodeWriter) {
        HandoffSnippetHead.kotlin(plan, to: &out, gesture: "a drag", velocity: "value units per second, VelocityTracker.calculateVelocity()",
                                  taken: "Compose takes the velocity as it is", perMass: "stiffness and damping are") { spring, out in
            out.line("suspend fun androidx.compose.animation.core.Animatable<Float, androidx.compose.animation.core.AnimationVector1D>."
                     + "\(ExportIdentifier.kotlin(spring.identifier + "Handoff"))(target: Float, velocity: Float) =")
            out.indented { out in
                out.line("animateTo(target, androidx.compose.animation.core.spring(dampingRatio = \(spring.dampingRatio)f, "
                         + "stiffness = \(spring.stiffnessPerMass)f), initialVelocity = velocity)")
            }
        }
    }
}
