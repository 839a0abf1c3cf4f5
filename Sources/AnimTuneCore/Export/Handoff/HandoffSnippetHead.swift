/// What every `--handoff` snippet writes around a spring's own code: the plan's springs, and
/// the head each language puts before them.
enum HandoffSnippetHead {
    /// Swift: one extension of the exported type, each spring's functions after a gap.
    static func swiftExtension(of typeName: String, _ plan: ExportPlan, to out: inout CodeWriter,
                               _ body: (HandoffSpring, inout CodeWriter) -> Void) {
        let springs = HandoffSpring.all(plan)
        guard !springs.isEmpty else { return }
        out.line()
        out.block("extension \(typeName) {", "}") { out in
            for spring in springs {
                out.gap()
                body(spring, &out)
            }
        }
    }

    /// Kotlin and JavaScript: functions, each after a blank line and a `//` comment
    /// that says where the velocity comes from.
    static func topLevel(_ plan: ExportPlan, to out: inout CodeWriter, note: (HandoffSpring) -> String,
                         _ body: (HandoffSpring, inout CodeWriter) -> Void) {
        for spring in HandoffSpring.all(plan) {
            out.line()
            out.comment("//", [note(spring)])
            body(spring, &out)
        }
    }

    /// Kotlin: functions of a mass-1 spring, each after a comment that says which
    /// `gesture` lets go, the `velocity`'s unit and source, how the platform `takes` it and what
    /// is per unit mass.
    static func kotlin(_ plan: ExportPlan, to out: inout CodeWriter, gesture: String, velocity: String, taken: String,
                       perMass: String, _ body: (HandoffSpring, inout CodeWriter) -> Void) {
        topLevel(plan, to: &out, note: { spring in
            "\(spring.key) started by \(gesture) that lets go moving at `velocity` (\(velocity)) toward `target`: \(taken). "
                + "Mass 1: \(perMass) per unit mass."
        }, body)
    }

    /// Swift: `static func NAME(velocity: T, from current: T, to target: T) -> R` that turns the
    /// velocity into the fraction of the distance left per second (0 when none is left), named
    /// `relative`, and returns `result` built from it.
    static func swiftRelativeVelocity(_ name: String, scalar: String, returns: String, relative: String, result: String,
                                      to out: inout CodeWriter) {
        out.line("static func \(name)(velocity: \(scalar), from current: \(scalar), to target: \(scalar)) -> \(returns) {")
        out.indented { out in
            out.line("let distance = target - current")
            out.line("let \(relative) = distance == 0 ? 0 : velocity / distance")
            out.line("return \(result)")
        }
        out.line("}")
    }
}
