import AnimTuneCore

/// What `undo` and `redo` changed, one line per key (`spring.damping 0.7 → 0.5`), so taking a
/// change back is never silent.
enum ChangeSummary {
    static func lines(from before: SceneState, to after: SceneState) -> [String] {
        guard before.scene.name == after.scene.name else {
            return ["scene \(before.scene.name) → \(after.scene.name)"]
        }
        let rows = DiffCommand.differences(before, after)
        guard !rows.isEmpty else { return ["no parameter changed"] }
        return rows.map { "\($0.key) \($0.left) → \($0.right)" }
    }
}
