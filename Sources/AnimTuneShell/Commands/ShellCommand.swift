/// One command of the shell: its help, options and argument kinds live here, once, and
/// `help`, parsing and completion are generated from them.
public protocol ShellCommand: Sendable {
    var help: CommandHelp { get }
    var options: [OptionDeclaration] { get }
    /// The kind of each positional argument; the last one repeats.
    var arguments: [ArgumentKind] { get }
    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError)
}

extension ShellCommand {
    public var options: [OptionDeclaration] { [] }
    public var arguments: [ArgumentKind] { [] }
}
