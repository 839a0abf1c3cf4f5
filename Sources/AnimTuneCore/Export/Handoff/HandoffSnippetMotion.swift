/// `export motion --handoff`: per spring, the transition that starts it with a drag's velocity
/// (value units per second, as `info.velocity` of onPanEnd/onDragEnd reports).
struct HandoffSnippetMotion {
    let plan: ExportPlan

    func write(to out: inout CodeWriter) {
        HandoffSnippetHead.topLevel(plan, to: &out, note: { spring in
            "\(spring.key) started by a drag that lets go moving at `velocity` (value units per second): "
                + "animate(value, target, \(ExportIdentifier.camel(spring.identifier + "Handoff"))(velocity)). "
                + "Motion takes the velocity as it is; given here, it replaces the value's own estimate."
        }) { spring, out in
            out.block("export function \(ExportIdentifier.camel(spring.identifier + "Handoff"))(velocity) {", "}") { out in
                out.line("return { type: \"spring\", mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), velocity };")
            }
        }
    }
}
