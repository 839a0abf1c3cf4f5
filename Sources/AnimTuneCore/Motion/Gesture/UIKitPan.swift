/// A `UIPanGestureRecognizer` watching a recorded finger: it begins only once the touch has
/// moved `threshold` points from where it came down (hysteresis, so a tap is not a pan), reports
/// `translation(in:)` from that begin point, and measures its release velocity (`VelocityTracker.uikit`)
/// over the events from the begin on. A finger that never moves that far never pans: no
/// translation, no velocity.
public struct UIKitPan: Sendable, Hashable {
    /// How far the touch moves before the pan begins, points.
    ///
    /// Apple does not document this figure: the `UIPanGestureRecognizer` reference says only that
    /// the pan begins when the fingers have "moved enough to be considered a pan". 10 pt is the
    /// figure commonly measured on devices, and the one UIKit documents for the neighbouring
    /// recogniser: `UILongPressGestureRecognizer.allowableMovement`, "The default distance is 10
    /// points" (developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement).
    /// Treat it as an approximation, not a platform constant.
    public static let threshold = 10.0

    public let gesture: Gesture
    /// The index of the event at which the pan begins; nil: the finger never moved `threshold`.
    public let beginIndex: Int?

    public init(_ gesture: Gesture) {
        self.gesture = gesture
        let origin = gesture.samples[0].position
        beginIndex = gesture.samples.firstIndex { abs($0.position - origin) >= Self.threshold }
    }

    /// The event at which the pan begins, if it does.
    public var begin: GestureSample? { beginIndex.map { gesture.samples[$0] } }

    /// `translation(in:)` at `t`: 0 until the pan begins, then the finger's move since the begin point.
    public func translation(at t: Double) -> Double {
        guard let begin, t > begin.time else { return 0 }
        return gesture.position(at: t) - begin.position
    }

    /// The translation when the finger lets go.
    public var releaseTranslation: Double { translation(at: gesture.release.time) }

    /// `velocity(in:)` when the finger lets go: UIKit's estimator over the events from the begin
    /// on (the begin event's sample is its move from the event before); 0 when it never began.
    public var velocity: Double {
        guard let beginIndex else { return 0 }
        let from = max(beginIndex - 1, 0)
        let events = Array(gesture.samples[from...])
        guard events.count >= 2, let recognised = try? Gesture(events) else { return 0 }
        return VelocityTracker.uikit.velocity(recognised)
    }
}
