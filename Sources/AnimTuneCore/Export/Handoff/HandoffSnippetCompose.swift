/// `export compose --handoff`: per spring, an `Animatable.animateTo` that starts it with a
/// drag's velocity (value units per second, as `VelocityTracker.calculateVelocity()` reports).
/// Members of the export's object (named after the preset, so two presets' hand-offs never
/// clash in one package), with qualified types, so the file's imports stay as they are.
enum HandoffSnippetCompose {
    static func write(_ plan: ExportPlan, to out: inout CodeWriter) {
        HandoffSnippetHead.kotlin(plan, to: &out, gesture: "a drag", velocity: "value units per second, VelocityTracker.calculateVelocity()",
                                  taken: "Compose takes the velocity as it is", perMass: "stiffness and damping are") { spring, out in
            out.line("suspend fun \(ExportIdentifier.kotlin(spring.identifier + "Handoff"))("
                     + "animatable: androidx.compose.animation.core.Animatable<Float, androidx.compose.animation.core.AnimationVector1D>, "
                     + "target: Float, velocity: Float) =")
            out.indented { out in
                out.line("animatable.animateTo(target, androidx.compose.animation.core.spring(dampingRatio = \(spring.dampingRatio)f, "
                         + "stiffness = \(spring.stiffnessPerMass)f), initialVelocity = velocity)")
            }
        }
    }
}
