extension Curve {
    /// This spring group's progress curve with its target changed at `retargets` (targets in
    /// points of a move of `distance`), as `runtime` continues it, or animtune's exact model
    /// under `policy` when `runtime` is nil. Values are points when `inPoints`, else progress
    /// (position ÷ distance). Each retarget is marked. Nil for a curve that is not a spring
    /// group's progress; throws when a retarget is not usable. The renderings for `states`
    /// (the current one, `--vs` presets) are built once.
    public func retargeted(by runtime: Runtime?, policy: RetargetPolicy, retargets: [Retarget], distance: Double,
                           frameRate: Double, inPoints: Bool, states: [SceneState]) throws(MotionError) -> Curve? {
        guard let follows = spring, y == .progress else { return nil }
        let group = springGroup
        let build = { @Sendable (state: SceneState) throws(MotionError) -> RetargetedRendering in
            let setting = group.map { RuntimeSetting(state.setting($0), distance: distance, frameRate: frameRate) }
                ?? RuntimeSetting(distance: distance, frameRate: frameRate)
            return try (runtime ?? .exact).retargeted(follows(state), setting, retargets: retargets, policy: policy)
        }
        var built: [(SceneState, RetargetedRendering)] = []
        for state in states { built.append((state, try build(state))) }
        let fixed = built
        let lookup = { @Sendable (state: SceneState) -> RetargetedRendering? in
            fixed.first { $0.0 == state }?.1 ?? (try? build(state))
        }
        let scale = inPoints ? 1 : distance
        let window = domain
        let last = retargets.map(\.time).max() ?? 0
        let label = runtime.map(\.name) ?? policy.name
        var curve = Curve(name + "@" + label,
                          "\(summary), retargeted, as \(runtime.map { "\($0.name) continues" } ?? "the \(policy.name) policy continues") it",
                          x: x, y: inPoints ? CurveAxis("position", .points) : .progress, springGroup: group,
                          domain: { state in
                              let natural = window(state)
                              guard let rendering = lookup(state) else { return natural }
                              let settle = rendering.metrics(band: Self.retargetPlotBand * distance)?.settleTime ?? last + 1
                              let end = max(settle, rendering.endTime ?? 0, last) * 1.1
                              let upper = end.isFinite ? (end * 10).rounded(.up) / 10 : natural.upperBound
                              return natural.lowerBound...max(natural.upperBound, upper)
                          },
                          evaluate: { state, t in (lookup(state)?.position(at: t) ?? .nan) / scale })
        curve.shapingKeys = shapingKeys
        curve.markers = { _ in
            retargets.sorted { $0.time < $1.time }.map { retarget in
                (x: retarget.time, label: "retarget → \(NumberFormatting.short(retarget.target / scale, digits: 4))\(inPoints ? " pt" : "")")
            }
        }
        return curve
    }

    /// This curve under another name and summary (several runtimes drawn as one).
    public func renamed(_ name: String, summary: String) -> Curve {
        var curve = Curve(name, summary, x: x, y: y, springGroup: springGroup, domain: domain, step: step, evaluate: evaluate)
        curve.spring = spring
        curve.shapingKeys = shapingKeys
        curve.markers = markers
        return curve
    }

    /// A retargeted curve's default window reaches its settling within this share of the move.
    static let retargetPlotBand = 0.001
}
