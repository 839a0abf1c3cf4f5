extension Curve {
    /// This spring group's move of `distance` points driven by `gesture`: the finger, then the
    /// spring from the release as `runtime` continues it, with the velocity its tracker reports;
    /// with `retargets` (times from the first sample, after the release; targets in points), that
    /// spring's target changes while it moves, as a tap after the release does (the exact
    /// runtime under `policy`, the others under their own platform's). Positions in points; the
    /// release and each retarget are marked. Nil for a curve that is not a spring's progress;
    /// throws when a retarget is not usable (before the release, a finger let go on its target).
    public func gestured(_ gesture: Gesture, by runtime: Runtime, distance: Double, frameRate: Double,
                         states: [SceneState], retargets: [Retarget] = [],
                         policy: RetargetPolicy = .carry) throws(MotionError) -> Curve? {
        guard let follows = spring, y == .progress else { return nil }
        let build = { @Sendable (state: SceneState) throws(MotionError) -> GesturePlay in
            let continuation = runtime.continuing(gesture, spring: follows(state), target: distance, frameRate: frameRate)
            return GesturePlay(continuation: continuation,
                               retargeted: retargets.isEmpty ? nil : try continuation.retargeted(retargets, policy: policy))
        }
        var built: [(SceneState, GesturePlay)] = []
        for state in states { built.append((state, try build(state))) }
        let fixed = built
        let lookup = { @Sendable (state: SceneState) -> GesturePlay? in
            fixed.first { $0.0 == state }?.1 ?? (try? build(state))
        }
        let release = gesture.release.time
        let last = retargets.map(\.time).max() ?? release
        let tapped = retargets.isEmpty ? "" : ", retargeted"
        var curve = Curve(name + "@" + runtime.name,
                          "\(summary), following a recorded finger, then as \(runtime.name) continues it from the release\(tapped)",
                          x: x, y: CurveAxis("position", .points), springGroup: springGroup,
                          domain: { state in
                              guard let play = lookup(state) else { return 0...(last + 1) }
                              let settle = play.settleTime(band: Self.retargetPlotBand * distance) ?? last + 1
                              let end = max(settle, play.endTime ?? 0, last) * 1.1
                              return 0...(end.isFinite ? (end * 10).rounded(.up) / 10 : last + 1)
                          },
                          evaluate: { state, t in lookup(state)?.position(at: t) ?? .nan })
        curve.shapingKeys = shapingKeys
        curve.markers = { state in
            guard let continuation = lookup(state)?.continuation else { return [] }
            let handoff = (x: release, label: "release, \(continuation.tracker.name) \(NumberFormatting.short(continuation.velocity, digits: 5)) pt/s")
            return [handoff] + retargets.sorted { $0.time < $1.time }.map { retarget in
                (x: retarget.time, label: "retarget → \(NumberFormatting.short(retarget.target, digits: 4)) pt")
            }
        }
        return curve
    }

    /// A finger and the spring it let go of, as one runtime continues it, with its retargets if any.
    private struct GesturePlay: Sendable {
        let continuation: GestureContinuation
        let retargeted: RetargetedContinuation?

        func position(at t: Double) -> Double {
            retargeted?.position(at: t) ?? continuation.position(at: t)
        }

        var endTime: Double? { retargeted.map(\.endTime) ?? continuation.endTime }

        func settleTime(band: Double) -> Double? {
            retargeted.map { $0.settleTime(band: band) } ?? continuation.metrics(band: band).settleTime
        }
    }
}
