/// What a runtime needs besides the spring: the move's size, the display's frame rate, and
/// how the spring was written (a duration-based spring ends at its duration on some platforms).
public struct RuntimeSetting: Sendable, Hashable {
    /// The move in the platform's unit (points, px or dp): thresholds of Android, Compose,
    /// motion and SwiftUI are absolute, so when a spring ends depends on it.
    public var distance: Double
    /// Frames per second of a frame-driven runtime.
    public var frameRate: Double
    /// The duration of a spring written as duration + damping (UIKit form): WebKit's transition
    /// runs that long.
    public var duration: Double?
    /// Whether the platform's code is handed the spring as `{ duration, bounce }` (what `export
    /// motion` writes for a spring function), so motion ends it exactly at `duration`. A spring
    /// group is exported in the physical form, which motion ends by its rest thresholds.
    public var durationSpring: Bool
    /// The largest error of the css runtime's `linear()`, a fraction of the distance.
    public var tolerance: Double

    public static let defaultDistance = 100.0
    public static let defaultFrameRate = 60.0
    public static let distanceRange = 0.001...100_000.0
    public static let frameRateRange = 1.0...1000.0
    /// Display rates `--fps` takes for the frame-driven runtimes and trackers (30 Hz to 240 Hz panels).
    public static let displayRateRange = 30.0...240.0

    public init(distance: Double = defaultDistance, frameRate: Double = defaultFrameRate, duration: Double? = nil,
                durationSpring: Bool = false, tolerance: Double = LinearEasing.defaultTolerance) {
        self.distance = distance
        self.frameRate = frameRate
        self.duration = duration
        self.durationSpring = durationSpring && duration != nil
        self.tolerance = tolerance
    }

    /// The setting for a spring group: its UIKit duration when it was written that way.
    public init(_ setting: SpringSetting, distance: Double = defaultDistance, frameRate: Double = defaultFrameRate) {
        var duration: Double?
        if case .uikit(let uikit) = setting { duration = uikit.duration }
        self.init(distance: distance, frameRate: frameRate, duration: duration)
    }

    /// Longest a frame-driven runtime is followed before it is called never-ending, in seconds.
    public static let horizon = 60.0
}
