import AnimTuneCore

/// What a change did, one line per key (`spring.damping 0.7 → 0.5`), so that `undo` and
/// `redo` are never silent, and for `set`, `reset`, `use` and `load` in a terminal also what it did
/// to the motion (`spring: overshoot 16.3 % → 6.8 %, settle 0.81 s → 0.29 s`).
enum ChangeSummary {
    static func lines(from before: SceneState, to after: SceneState) -> [String] {
        guard before.scene.name == after.scene.name else {
            return ["scene \(before.scene.name) → \(after.scene.name)"]
        }
        let rows = DiffCommand.differences(before, after)
        guard !rows.isEmpty else { return ["no parameter changed"] }
        return rows.map { "\($0.key) \($0.left) → \($0.right)" }
    }

    /// The changed keys, then one line per spring (a group, or one derived from other
    /// parameters) whose overshoot or settling time moved.
    static func report(from before: SceneState, to after: SceneState) -> [String] {
        guard before.scene.name == after.scene.name else {
            let changed = DiffCommand.differences(after.scene.defaultState, after).count
            return ["scene \(before.scene.name) → \(after.scene.name) ("
                + (changed == 0 ? "defaults" : "\(changed) value\(changed == 1 ? "" : "s") changed") + ")"]
        }
        let scene = after.scene
        var springs = scene.springGroups.map { group in (group.prefix, { (state: SceneState) in state.spring(group.prefix) }) }
        springs += scene.derivedSpringCurves.compactMap { curve in curve.spring.map { spring in (curve.name, spring) } }
        var lines = lines(from: before, to: after)
        for (name, spring) in springs {
            let old = SpringMetrics(spring(before)), new = SpringMetrics(spring(after))
            guard old.overshoot != new.overshoot || old.settlingTime != new.settlingTime else { continue }
            lines.append("  \(name): overshoot \(percent(old.overshoot)) → \(percent(new.overshoot)), "
                + "settle \(seconds(old.settlingTime)) → \(seconds(new.settlingTime))")
        }
        return lines
    }

    private static func percent(_ ratio: Double) -> String { "\(NumberFormatting.short(ratio * 100, digits: 3)) %" }

    private static func seconds(_ value: Double) -> String {
        value.isFinite ? "\(NumberFormatting.short(value, digits: 3)) s" : "never"
    }
}

extension CommandContext {
    /// Makes `change` and, when the environment asks for it, prints what it did.
    func reportingChanges(_ change: () throws(CommandError) -> Void) throws(CommandError) {
        let before = state
        try change()
        guard environment.reportsChanges else { return }
        for line in ChangeSummary.report(from: before, to: state) { out.line(line) }
    }
}
