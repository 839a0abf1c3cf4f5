/// Something `run` can play in a scene (`pull`, `select camera`, `present`).
public struct SceneAction: Sendable, Hashable {
    public let name: String
    public let summary: String
    /// Words the action accepts after its name (`camera`, `left`, `right` for `select`).
    public let arguments: [String]
    /// The numeric options the action takes (`--velocity` for `fling`).
    public let options: [ActionOption]
    /// Whether a recorded finger can drive it (`run ACTION --gesture FILE`).
    public let followsFinger: Bool
    /// What `run ACTION --retarget` (and `--runtime`) interrupts: the action's spring, its
    /// spring group's prefix (nil: a spring derived from other parameters), and what a retarget
    /// means there; nil when the action takes no retarget (its motion has no target to change).
    public let interruption: Interruption?

    /// The spring of an action a second touch can send elsewhere while it moves.
    public struct Interruption: Sendable, Hashable {
        public let springGroup: String?
        /// The curve of that spring, which `table`, `plot` and `metrics` also find by the
        /// action's name (nil: the spring is no curve of the scene).
        public let curve: String?
        /// One line for `help interruptions`: what a target of 0 and 1 are.
        public let meaning: String

        /// `curve` defaults to the spring group's curve.
        public init(springGroup: String?, curve: String? = nil, meaning: String) {
            self.springGroup = springGroup
            self.curve = curve ?? springGroup
            self.meaning = meaning
        }
    }

    public init(_ name: String, _ summary: String, arguments: [String] = [], options: [ActionOption] = [],
                followsFinger: Bool = false, interruption: Interruption? = nil) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.followsFinger = followsFinger
        self.interruption = interruption
    }

    /// Checks option values given to `run` against the options this action declares.
    public func validate(_ values: [String: Double]) throws(SceneError) {
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let option = options.first(where: { $0.name == key }) else {
                if options.isEmpty { throw .invalid("\(name) takes no options, got '--\(key)'; use `run \(name)`") }
                throw .invalid("\(name) takes no option '--\(key)'; its options: "
                    + options.map { "--\($0.name) \($0.valueName)" }.joined(separator: ", "))
            }
            guard value.isFinite, option.range.contains(value) else {
                throw .invalid("\(name): --\(key) " + RangeMessage.outOfRange(value, option.range, symbol: option.unit.symbol))
            }
        }
    }
}
