/// What one action of a scene plays, for the exports' reduced-motion branches: the
/// animations (spring groups, timing curves, spring functions, derived springs, by key) and
/// the CSS elements (``ElementTransition/element``) it moves.
public struct ReducedAction: Sendable, Hashable {
    public let action: String
    public let animations: [String]
    public let elements: [String]

    public init(_ action: String, animations: [String], elements: [String] = []) {
        self.action = action
        self.animations = animations
        self.elements = elements
    }
}
