import AnimTuneCore

/// What a key shapes, found by trying it: the key is moved by a probe amount and every curve
/// and action of the scene is compared before and after. Pure; `tune` asks once per focused
/// key, not on every nudge.
public enum TuneProbe {
    /// `state` with `entry` moved by a tenth of its range (down when up would leave it), or
    /// nil when the key has no value to move.
    public static func probed(_ entry: TuneEntry, in state: SceneState) -> SceneState? {
        guard let range = entry.range, let value = state.value(forKey: entry.key)?.number, value.isFinite else { return nil }
        let delta = max(entry.unitStep, (range.upperBound - range.lowerBound) / 10)
        let moved = value + delta <= range.upperBound ? value + delta : value - delta
        var probe = state
        do { try probe.apply(key: entry.key, value: .number(moved)) } catch { return nil }
        return probe == state ? nil : probe
    }

    /// The curves whose values change when `entry` moves, compared over both domains joined
    /// (a curve whose x range only grows because another one got longer is not shaped), in
    /// the order a person looks for them: the key's own spring, the curves it times (a
    /// timing curve and its duration), the curve it is named after (`drop.cornerRadius` for
    /// `drop.cornerRadius.duration`), then the others in the scene's order. Empty when the
    /// key shapes no curve.
    public static func curves(shapedBy entry: TuneEntry, in state: SceneState) -> [Curve] {
        guard let probe = probed(entry, in: state) else { return [] }
        let shaped = state.scene.curves.filter { curve in
            let a = curve.domain(state), b = curve.domain(probe)
            let low = min(a.lowerBound, b.lowerBound), high = max(a.upperBound, b.upperBound)
            return (0...32).contains { i in
                let x = low + (high - low) * Double(i) / 32
                let before = curve.evaluate(state, x), after = curve.evaluate(probe, x)
                return before != after && !(before.isNaN && after.isNaN)
            }
        }
        func rank(_ curve: Curve) -> Int {
            if let group = entry.group, curve.springGroup == group { return 0 }
            if curve.shapingKeys.contains(entry.key) { return 1 }
            if entry.key.hasPrefix(curve.name + ".") { return 2 }
            return 3
        }
        return shaped.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// The indices of the scene's actions whose frames change when `entry` moves, in the
    /// scene's order; empty when it shapes none. Frames are sampled coarsely: a change shows
    /// in any of them.
    public static func actions(shapedBy entry: TuneEntry, in state: SceneState) -> [Int] {
        guard let probe = probed(entry, in: state) else { return [] }
        let scene = state.scene
        let options = RunOptions(fps: 20)
        return scene.actions.indices.filter { index in
            let action = scene.actions[index]
            let before = try? scene.timeline(for: action, state: state, options: options)
            let after = try? scene.timeline(for: action, state: probe, options: options)
            return before?.frames.map(\.elements) != after?.frames.map(\.elements)
        }
    }
}
