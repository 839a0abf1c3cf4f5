/// Something `run` can play in a scene (`pull`, `select camera`, `present`).
public struct SceneAction: Sendable, Hashable {
    public let name: String
    public let summary: String
    /// Words the action accepts after its name (`camera`, `left`, `right` for `select`).
    public let arguments: [String]

    public init(_ name: String, _ summary: String, arguments: [String] = []) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
    }
}
