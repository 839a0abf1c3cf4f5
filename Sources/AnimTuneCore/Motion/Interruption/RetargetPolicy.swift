/// How a spring continues when its target changes while it moves (see `help interruptions`).
public enum RetargetPolicy: String, CaseIterable, Sendable, Hashable {
    /// A spring toward the new target from the current position and velocity (SwiftUI `.spring`,
    /// Compose `Animatable`, Android `animateToFinalPosition`, motion's physics springs).
    case carry
    /// The running animation keeps going and one from 0 to (new target − old target) is added on
    /// top (SwiftUI `interpolatingSpring`, UIKit since iOS 8, Core Animation `isAdditive`, WAAPI
    /// `composite: "add"`); with the same spring it equals `carry`.
    case additive
    /// A spring toward the new target from the current position at rest (CSS transitions,
    /// motion's duration springs, UIKit without `initialSpringVelocity`).
    case restart

    public var name: String { rawValue }

    /// Names for help and errors.
    public static var names: [String] { allCases.map(\.name) }
}
