import Testing
@testable import AnimTuneShell
import AnimTuneCore

/// Each command's options are declared once (``CommandOption``): parsing, `help`, completion
/// and the handler read that one declaration, so they cannot disagree.
@Suite("Declared options")
struct DeclaredOptionTests {
    static let commands = CommandTable.standard.commands

    @Test("no command declares two options of one name")
    func distinctNames() {
        for command in Self.commands {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.help.name): \(names)")
        }
    }

    @Test("help CMD lists every declared option with its value name and help")
    func helpListsEachOption() {
        for command in Self.commands {
            let manual = HelpCommand.manual(for: command)
            for option in command.options {
                #expect(manual.contains("  \(option.usage)  "), "help \(command.help.name) lacks \(option.usage)")
                #expect(manual.contains(option.help), "help \(command.help.name) lacks the help of --\(option.name)")
            }
        }
    }

    @Test("Tab after CMD -- offers exactly the declared options")
    func completionOffersEachOption() {
        let context = CommandContext(out: .buffer(), err: .buffer(), environment: ShellEnvironment(workingDirectory: "/tmp"))
        for command in Self.commands where !command.options.isEmpty {
            let offered = Completer(context: context).complete(command.help.name + " --").candidates.map(\.text)
            #expect(Set(offered) == Set(command.options.map { "--" + $0.name }), "\(command.help.name): \(offered)")
        }
    }

    @Test("parsing takes a value exactly for the options declared with one")
    func parsingFollowsTheValueName() throws {
        for command in Self.commands {
            for option in command.options {
                let tokens = [Token("--" + option.name, column: 1), Token("word", column: 20)]
                let parsed = try ParsedArguments(command: Token(command.help.name, column: 1), tokens: tokens,
                                                 options: command.options, commandName: command.help.name)
                #expect(parsed.positionals.map(\.text) == (option.valueName == nil ? ["word"] : []), "\(command.help.name) --\(option.name)")
            }
        }
    }

    #if DEBUG
    @Test("reading an option the command does not declare traps in a debug build")
    func undeclaredReadTraps() async {
        await #expect(processExitsWith: .failure) {
            let parsed = try ParsedArguments(command: Token("export", column: 1), tokens: [],
                                             options: [SharedOption.json.declaration], commandName: "export")
            _ = parsed[SharedOption.force]
        }
    }
    #endif
}
