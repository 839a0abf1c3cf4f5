extension Curve {
    /// This spring group's move of `distance` points driven by `gesture`: the finger, then the
    /// spring from the release as `runtime` continues it, with the velocity its tracker reports.
    /// Positions in points; the release is marked. Nil for a curve that is not a spring's progress.
    public func gestured(_ gesture: Gesture, by runtime: Runtime, distance: Double, frameRate: Double,
                         states: [SceneState]) -> Curve? {
        guard let follows = spring, y == .progress else { return nil }
        let build = { @Sendable (state: SceneState) -> GestureContinuation in
            runtime.continuing(gesture, spring: follows(state), target: distance, frameRate: frameRate)
        }
        let built = states.map { ($0, build($0)) }
        let lookup = { @Sendable (state: SceneState) -> GestureContinuation in
            built.first { $0.0 == state }?.1 ?? build(state)
        }
        let release = gesture.release.time
        var curve = Curve(name + "@" + runtime.name,
                          "\(summary), following a recorded finger, then as \(runtime.name) continues it from the release",
                          x: x, y: CurveAxis("position", .points), springGroup: springGroup,
                          domain: { state in
                              let continuation = lookup(state)
                              let settle = continuation.metrics(band: Self.retargetPlotBand * distance).settleTime ?? release + 1
                              let end = max(settle, continuation.endTime ?? 0, release) * 1.1
                              return 0...(end.isFinite ? (end * 10).rounded(.up) / 10 : release + 1)
                          },
                          evaluate: { state, t in lookup(state).position(at: t) })
        curve.shapingKeys = shapingKeys
        curve.markers = { state in
            let continuation = lookup(state)
            return [(x: release, label: "release, \(continuation.tracker.name) \(NumberFormatting.short(continuation.velocity, digits: 5)) pt/s")]
        }
        return curve
    }
}
