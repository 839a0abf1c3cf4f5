/// `export swiftui --handoff`: per spring, an `Animation` that starts it with a drag's velocity.
struct HandoffSnippetSwiftUI {
    let plan: ExportPlan
    let typeName: String

    func write(to out: inout CodeWriter) {
        HandoffSnippetHead.swiftExtension(of: typeName, plan, to: &out) { spring, out in
            out.comment("///", ["\(spring.key) started by a drag that lets go at `current` moving at `velocity` (points per second, "
                                + "DragGesture.Value.velocity) toward `target`: interpolatingSpring, which carries the velocity.",
                                HandoffSpring.relativeNote])
            HandoffSnippetHead.swiftRelativeVelocity(
                ExportIdentifier.swift(spring.identifier + "Handoff"), scalar: "Double", returns: "Animation", relative: "initialVelocity",
                result: ".interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), "
                    + "initialVelocity: initialVelocity)",
                to: &out)
        }
    }
}
