extension Curve {
    /// This spring's progress curve with the spring starting at `velocity` (the finger's
    /// release) over a move of `distance` points, instead of the group's own initial velocity:
    /// the exact curve, and every runtime and retarget built from it (they read `spring`).
    /// Nil for a curve that is not a spring's progress.
    public func released(at velocity: ReleaseVelocity, distance: Double) -> Curve? {
        guard let follows = spring, y == .progress else { return nil }
        let start = velocity.relative(remaining: distance)
        let moving = { @Sendable (state: SceneState) -> Spring in
            var spring = follows(state)
            spring.initialVelocity = start
            return spring
        }
        var curve = Curve(name, "\(summary), released at \(velocity.description)", x: x, y: y, springGroup: springGroup,
                          domain: { state in 0...Curve.springWindow(moving(state)) },
                          evaluate: { state, t in moving(state).progress(at: t) })
        curve.spring = moving
        curve.shapingKeys = shapingKeys
        curve.markers = markers
        return curve
    }
}
