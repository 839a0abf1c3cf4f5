extension Runtime {
    /// The velocity tracker of the gesture system this runtime is driven from (see `help interruptions`):
    /// UIKit's pan recogniser for the Apple runtimes (SwiftUI's DragGesture is taken to report
    /// the same; Apple documents neither), none for CSS (a transition starts from rest).
    public var velocityTracker: VelocityTracker {
        switch self {
        case .exact: .finger
        case .swiftui, .swiftuiInterpolating, .coreanimation, .coreanimationOverdamping: .uikit
        case .webkit, .css: .none
        case .android: .android
        case .compose: .compose
        case .motion: .motion
        }
    }

    /// `spring` started where `gesture` lets go, at the velocity this runtime's tracker reports,
    /// toward `target` (points), as this runtime renders it; the finger before that.
    public func continuing(_ gesture: Gesture, spring: Spring, target: Double, frameRate: Double) -> GestureContinuation {
        GestureContinuation(self, gesture: gesture, spring: spring, target: target, frameRate: frameRate)
    }
}
