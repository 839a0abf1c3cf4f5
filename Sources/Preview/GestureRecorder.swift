import AnimTuneCore
import NIOConcurrencyHelpers

/// The last gesture a page recorded (its record toggle on), for the shell's
/// `preview save-gesture FILE`.
public final class GestureRecorder: Sendable {
    private let last = NIOLockedValueBox<Gesture?>(nil)

    public init() {}

    /// The last recorded gesture, as `--gesture` reads it; nil before any.
    public var gesture: Gesture? { last.withLockedValue { $0 } }

    /// Keeps `gesture` as the last one (what a page's recorded gesture does).
    public func keep(_ gesture: Gesture) {
        last.withLockedValue { $0 = gesture }
    }
}
