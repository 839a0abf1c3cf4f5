/// The action a finger drives in a scene, and how a pointer's path on the screen becomes that
/// action's `--gesture` positions: the move along one axis since the finger came down, signed
/// the way the action measures it (the card's drag and the notch's pull down, the profile's
/// scroll up, the tab bar's swipe and the spring's travel to the right).
public struct FingerDrive: Sendable, Hashable {
    public enum Axis: String, Sendable, Hashable { case x, y }

    /// The action `run ACTION --gesture FILE` plays.
    public let action: String
    public let axis: Axis
    /// +1 when the action's position grows with the screen coordinate, −1 when against it.
    public let sign: Double

    public init(action: String, axis: Axis, sign: Double) {
        self.action = action
        self.axis = axis
        self.sign = sign
    }

    /// The finger-driven action of `scene`, if it has one.
    public static func of(_ scene: any Scene) -> FingerDrive? {
        let drive: FingerDrive? = switch scene.name {
        case "spring": FingerDrive(action: "transition", axis: .x, sign: 1)
        case "card": FingerDrive(action: "drag", axis: .y, sign: 1)
        case "notch": FingerDrive(action: "pull", axis: .y, sign: 1)
        case "profile": FingerDrive(action: "fling", axis: .y, sign: -1)
        case "tabbar": FingerDrive(action: "swipe", axis: .x, sign: 1)
        default: nil
        }
        guard let drive, scene.actions.contains(where: { $0.name == drive.action && $0.followsFinger }) else { return nil }
        return drive
    }

    /// The gesture `--gesture` would read for these pointer events: times from the first,
    /// positions the signed move along ``axis`` since the first (see `Gesture.init` for what it refuses).
    public func gesture(_ samples: [PointerSample]) throws(GestureError) -> Gesture {
        guard let first = samples.first else { return try Gesture([]) }
        let origin = axis == .x ? first.x : first.y
        return try Gesture(samples.map { sample in
            let position = sign * ((axis == .x ? sample.x : sample.y) - origin)
            // No −0: the CSV would read "-0.0".
            return GestureSample(time: sample.time - first.time, position: position == 0 ? 0 : position)
        })
    }
}
