/// A `--name [VALUE]` option of a command.
public struct CommandOption: Sendable, Hashable {
    public let name: String
    /// Nil for a flag; otherwise what its value is, for help (`N`, `FILE`).
    public let valueName: String?
    public let valueKind: ArgumentKind
    public let help: String

    public init(_ name: String, value valueName: String? = nil, kind: ArgumentKind = .text, help: String) {
        self.name = name
        self.valueName = valueName
        self.valueKind = kind
        self.help = help
    }

    public static let json = CommandOption("json", help: "print JSON instead of a table")
    /// The one overwrite rule's way out (see ``OverwriteRule``).
    public static let force = CommandOption("force", help: "replace a file (or fill a folder) this session did not write")

    /// `--fps N` or `--json`.
    public var usage: String { valueName.map { "--\(name) \($0)" } ?? "--\(name)" }
}
