/// What `help` says of one command, declared once in the command: the synopsis (its first word
/// is the command's name), the group it is listed under, aliases, a one-line summary for the
/// `help` list, paragraphs for `help CMD` and examples (which the tests run).
public struct CommandHelp: Sendable {
    public let name: String
    public let synopsis: String
    public let group: CommandGroup
    public let aliases: [String]
    public let summary: String
    /// Read by `help COMMAND`; made then, so a table in it costs start-up nothing.
    public var details: String { makeDetails() }
    private let makeDetails: @Sendable () -> String
    public let examples: [String]

    public init(_ synopsis: String, in group: CommandGroup, aliases: [String] = [], summary: String,
                details: @autoclosure @escaping @Sendable () -> String = "", examples: [String] = []) {
        self.name = String(synopsis.prefix { $0 != " " })
        self.synopsis = synopsis
        self.group = group
        self.aliases = aliases
        self.summary = summary
        self.makeDetails = details
        self.examples = examples
    }
}
