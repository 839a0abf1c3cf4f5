/// How `run` samples an action.
public struct RunOptions: Sendable, Hashable {
    /// Frames per second: 60, or 120 for ProMotion.
    public var fps: Double
    /// The display's frame rate a frame-driven runtime draws at and its tracker sees (`run
    /// --runtime … --fps N`, 30–240): independent of `fps`, which samples the run.
    public var frameRate: Double = RuntimeSetting.defaultFrameRate
    /// The word after the action (`camera` in `run select camera`).
    public var argument: String?
    /// Extra numeric options of an action (`--velocity` for `run fling`).
    public var values: [String: Double]
    /// The platform whose rendering of the spring to play (`run --runtime`); nil: the exact curve.
    /// Only scenes with `playsRuntimes` honour it.
    public var runtime: Runtime?
    /// Changes of the spring's target while it moves (`run --retarget`), targets as progress of
    /// the travel; empty: none. Only scenes with `playsRuntimes` honour them.
    public var retargets: [Retarget] = []
    /// How the exact spring continues after a retarget; a runtime applies its platform's own.
    public var policy: RetargetPolicy = .carry
    /// The velocity a finger lets go with (`run --velocity V`, pt/s or UIKit's 1/s); nil: none
    /// given. When in pt/s it is also the value of the action's `velocity` option, checked against its range.
    public var release: ReleaseVelocity?
    /// A recorded finger the action follows and then lets go of (`run ACTION --gesture FILE`);
    /// only actions with `followsFinger` take it.
    public var gesture: Gesture?

    public init(fps: Double = 60, argument: String? = nil, values: [String: Double] = [:]) {
        self.fps = fps
        self.argument = argument
        self.values = values
    }
}
