/// `export compose --handoff`: per spring, an `Animatable.animateTo` that starts it with a
/// drag's velocity (value units per second, as `VelocityTracker.calculateVelocity()` reports).
/// Members of the export's object (named after the preset, so two presets' hand-offs never
/// clash in one package), with qualified types, so the file's imports stay as they are.
struct HandoffSnippetCompose {
    let plan: ExportPlan

    func write(to out: inout CodeWriter) {
        for spring in HandoffSpring.all(plan) {
            out.line()
            out.comment("//", ["\(spring.key) started by a drag that lets go moving at `velocity` (value units per second, "
                               + "VelocityTracker.calculateVelocity()) toward `target`: Compose takes the velocity as it is. "
                               + "Mass 1: stiffness and damping are per unit mass."])
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
