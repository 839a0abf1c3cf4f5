/// `export swiftui --handoff`: per spring, an `Animation` that starts it with a drag's velocity.
struct HandoffSnippetSwiftUI {
    let plan: ExportPlan
    let typeName: String

    func write(to out: inout CodeWriter) {
        let springs = HandoffSpring.all(plan)
        guard !springs.isEmpty else { return }
        out.line()
        out.block("extension \(typeName) {", "}") { out in
            for spring in springs {
                out.gap()
                out.comment("///", ["\(spring.key) started by a drag that lets go at `current` moving at `velocity` (points per second, "
                                    + "DragGesture.Value.velocity) toward `target`: interpolatingSpring, which carries the velocity.",
                                    HandoffSpring.relativeNote])
                out.line("static func \(ExportIdentifier.swift(spring.identifier + "Handoff"))(velocity: Double, from current: Double, to target: Double) -> Animation {")
                out.indented { out in
                    out.line("let distance = target - current")
                    out.line("let initialVelocity = distance == 0 ? 0 : velocity / distance")
                    out.line("return .interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), "
                             + "initialVelocity: initialVelocity)")
                }
                out.line("}")
            }
        }
    }
}
