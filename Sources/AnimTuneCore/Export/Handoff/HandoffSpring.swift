/// One spring of a `--handoff` export: its numbers as each API takes them, and the names of the
/// functions that start it with a gesture's velocity (research/interruptions.md §A.3).
struct HandoffSpring {
    let animation: ExportPlan.SpringAnimation

    var spring: Spring { animation.spring }
    /// `dismissSpring`: the spring group's name in code.
    var identifier: String { animation.identifier }
    /// `dismiss.spring` for comments.
    var key: String { animation.key }

    /// The numbers at 10 significant digits: the hand-off is re-evaluated from them.
    var mass: String { ExportNumber.typed(spring.mass) }
    var stiffness: String { ExportNumber.typed(spring.stiffness) }
    var damping: String { ExportNumber.typed(spring.damping) }
    var dampingRatio: String { ExportNumber.typed(spring.dampingRatio) }
    /// Mass 1 platforms (Android, Compose): the same motion with k/m and c/m.
    var stiffnessPerMass: String { ExportNumber.typed(spring.stiffness / spring.mass) }

    static func all(_ plan: ExportPlan) -> [HandoffSpring] { plan.springs.map(HandoffSpring.init) }

    /// The Apple recipe's comment on a distance-relative velocity.
    static let relativeNote = "The API takes the velocity as a fraction of the distance left per second (velocity ÷ distance); "
        + "when nothing is left it cannot express a velocity, and Apple's recipe says to pass 0."
}
