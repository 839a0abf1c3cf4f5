/// What animtune computes when a finger lets go of a scene: the velocity each runtime's tracker
/// reports (as `metrics --gesture --runtime all` prints it), UIKit's pan (which the scenes'
/// own release rules read), and the action the scene then plays (`run ACTION --gesture FILE`:
/// `drag → dismiss` or `drag → restore`, `pull → …`, `swipe → TAB`), for each runtime that
/// plays it.
public struct GestureRelease: Sendable {
    /// One runtime's hand-off at the release.
    public struct Velocity: Sendable, Hashable {
        public let runtime: Runtime
        public let tracker: VelocityTracker
        /// Within the platform's maximum fling velocity.
        public let velocity: Double
        /// Before that clamp.
        public let measured: Double
    }

    public let gesture: Gesture
    public let pan: UIKitPan
    public let velocities: [Velocity]
    /// The name `run ACTION --gesture` gives what it played (the outcome after the arrow).
    public let outcome: String

    /// Throws what `run ACTION --gesture` would refuse.
    public init(_ gesture: Gesture, action: SceneAction, state: SceneState) throws(SceneError) {
        self.gesture = gesture
        pan = UIKitPan(gesture)
        velocities = Runtime.allCases.map { runtime in
            let tracker = runtime.velocityTracker
            return Velocity(runtime: runtime, tracker: tracker, velocity: tracker.releaseVelocity(gesture), measured: tracker.velocity(gesture))
        }
        outcome = try state.scene.timeline(for: action, state: state, options: Self.options(gesture, runtime: nil)).action
    }

    /// The options of `run ACTION --gesture FILE [--runtime NAME]`, sampled at `fps`.
    public static func options(_ gesture: Gesture, runtime: Runtime?, fps: Double = 60) -> RunOptions {
        var options = RunOptions(fps: fps)
        options.gesture = gesture
        options.runtime = runtime
        return options
    }
}
