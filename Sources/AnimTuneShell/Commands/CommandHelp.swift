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

    /// The synopsis's forms, split at ` | ` outside brackets: `diff [A] [B] [--json]` and
    /// `diff [GROUP] --vs SCENE:GROUP|PRESET:GROUP [--json]`.
    public var forms: [String] {
        var forms: [String] = [], form = "", depth = 0
        var rest = Substring(synopsis)
        while let character = rest.first {
            if depth == 0, rest.hasPrefix(" | ") {
                forms.append(form)
                form = ""
                rest = rest.dropFirst(3)
                continue
            }
            if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
            form.append(character)
            rest = rest.dropFirst()
        }
        return forms + [form]
    }

    /// The form that has `word` among its words (a subcommand, or an option as `--name`): what a
    /// usage error of that form shows. The whole synopsis when no form has it.
    public func usage(of word: String) -> String {
        forms.first { $0.split(separator: " ").contains { $0 == word } } ?? synopsis
    }
}
