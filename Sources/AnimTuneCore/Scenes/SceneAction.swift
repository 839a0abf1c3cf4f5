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

    public init(_ name: String, _ summary: String, arguments: [String] = [], options: [ActionOption] = [],
                followsFinger: Bool = false) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.followsFinger = followsFinger
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
