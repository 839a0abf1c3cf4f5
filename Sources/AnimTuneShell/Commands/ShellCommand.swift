/// One command of the shell: its name, syntax, help and argument kinds live here, once, and
/// `help` and completion are generated from them.
public protocol ShellCommand: Sendable {
    var name: String { get }
    var aliases: [String] { get }
    var group: CommandGroup { get }
    /// `set KEY VALUE | set KEY=VALUE…`
    var synopsis: String { get }
    /// One line for the `help` list.
    var summary: String { get }
    /// Paragraphs for `help CMD`, after the synopsis.
    var details: String { get }
    var examples: [String] { get }
    var options: [OptionDeclaration] { get }
    /// The kind of each positional argument; the last one repeats.
    var arguments: [ArgumentKind] { get }
    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError)
}

extension ShellCommand {
    public var aliases: [String] { [] }
    public var details: String { "" }
    public var examples: [String] { [] }
    public var options: [OptionDeclaration] { [] }
    public var arguments: [ArgumentKind] { [] }
}
