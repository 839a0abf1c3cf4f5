/// A spring of an export with its name and notes: each spring group and derived spring of the
/// preset, then each spring function at the preset's position (the card's present at its top).
struct NamedSpring {
    let key: String
    let spring: Spring
    /// The help, "Set in the … form: …" (which `import --from` reads back, so it comes before
    /// the name in every export) and how it behaves.
    let notes: [String]
    var identifier: String { ExportIdentifier.camel(key) }

    static func all(_ plan: ExportPlan) -> [NamedSpring] {
        let state = plan.preset.state
        let springs = plan.springs.map { NamedSpring(key: $0.key, spring: $0.spring, notes: [$0.help, "\($0.origin); \($0.behaviour)."]) }
        let functions = plan.functions.map { function in
            let timing = function.timing(state)
            let spring = UIKitSpring(duration: timing.duration, dampingRatio: timing.dampingRatio).spring
            return NamedSpring(key: function.key, spring: spring, notes: [
                ExportPlan.sentence(function.help),
                "At \(function.positionKey) \(ExportNumber.typed(state.number(function.positionKey))), the scene's: damping ratio"
                    + " \(ExportNumber.derived(timing.dampingRatio)), UIKit duration \(ExportNumber.derived(timing.duration)) s"
                    + " (mass 1, stiffness \(ExportNumber.derived(spring.stiffness)), damping \(ExportNumber.derived(spring.damping)));"
                    + " \(ExportPlan.behaviour(spring)).",
            ])
        }
        return springs + functions
    }
}
