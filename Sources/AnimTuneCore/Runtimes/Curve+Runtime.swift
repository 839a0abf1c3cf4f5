extension Curve {
    /// This spring group's progress curve as `runtimes` render it — several only when they
    /// coincide, named for the first and how many more (`spring@exact+2`); nil for a curve that is not a spring
    /// group's progress. The model for `current` is built once; other states (a `--vs` preset)
    /// build theirs per sample.
    public func rendered(by runtimes: [Runtime], distance: Double, frameRate: Double, current: SceneState) -> Curve? {
        guard let group = springGroup, y == .progress, let runtime = runtimes.first else { return nil }
        let model = { @Sendable (state: SceneState) -> any SpringRuntime in
            runtime.model(state.spring(group), RuntimeSetting(state.setting(group), distance: distance, frameRate: frameRate))
        }
        let built = model(current)
        let window = domain
        var curve = Curve(name + "@" + runtime.name + (runtimes.count > 1 ? "+\(runtimes.count - 1)" : ""),
                          "\(summary), as \(runtimes.map(\.name).joined(separator: ", ")) render\(runtimes.count == 1 ? "s" : "") it",
                          x: x, y: y, springGroup: group,
                          domain: { state in
                              let end = (state == current ? built : model(state)).endTime ?? 0
                              let natural = window(state)
                              return natural.lowerBound...max(natural.upperBound, end.isFinite ? end * 1.1 : 0)
                          },
                          evaluate: { state, t in (state == current ? built : model(state)).progress(at: t) })
        curve.spring = runtime == .exact ? spring : nil
        curve.shapingKeys = shapingKeys
        return curve
    }
}
