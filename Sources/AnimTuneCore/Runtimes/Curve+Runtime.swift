extension Curve {
    /// This spring group's progress curve as `runtimes` render it — several only when they
    /// coincide, named for the first and how many more (`spring@exact+2`); nil for a curve that is not a spring
    /// group's progress. The models for `states` (the current one, `--vs` presets) are built
    /// once; any other state builds its model per sample.
    public func rendered(by runtimes: [Runtime], distance: Double, frameRate: Double, states: [SceneState]) -> Curve? {
        guard let follows = spring, y == .progress, let runtime = runtimes.first else { return nil }
        let group = springGroup
        let model = { @Sendable (state: SceneState) -> any SpringRuntime in
            let setting = group.map { RuntimeSetting(state.setting($0), distance: distance, frameRate: frameRate) }
                ?? RuntimeSetting(distance: distance, frameRate: frameRate)
            return runtime.model(follows(state), setting)
        }
        let built = states.map { ($0, model($0)) }
        let lookup = { @Sendable (state: SceneState) -> any SpringRuntime in
            built.first { $0.0 == state }?.1 ?? model(state)
        }
        let window = domain
        var curve = Curve(name + "@" + runtime.name + (runtimes.count > 1 ? "+\(runtimes.count - 1)" : ""),
                          "\(summary), as \(runtimes.map(\.name).joined(separator: ", ")) render\(runtimes.count == 1 ? "s" : "") it",
                          x: x, y: y, springGroup: group,
                          domain: { state in
                              let end = lookup(state).endTime ?? 0
                              let natural = window(state)
                              return natural.lowerBound...max(natural.upperBound, end.isFinite ? end * 1.1 : 0)
                          },
                          evaluate: { state, t in lookup(state).progress(at: t) })
        curve.spring = runtime == .exact ? spring : nil
        curve.shapingKeys = shapingKeys
        return curve
    }
}
