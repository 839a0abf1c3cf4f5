import Testing
@testable import AnimTuneShell

/// A command's usage line is what `help` and every usage error show: it must name every option
/// the command reads, or an option exists that nobody can find.
@Suite("usage lines")
struct SynopsisOptionsTests {
    @Test("every command's usage line names each option it declares", arguments: CommandTable.standard.commands.map(\.help.name))
    func synopsisNamesOptions(_ name: String) throws {
        let command = try #require(CommandTable.standard.command(named: name))
        for option in command.options {
            #expect(command.help.synopsis.contains("--\(option.name)"), "\(name): '\(command.help.synopsis)' lacks --\(option.name)")
        }
    }

    @Test("every form of a usage line starts with the command's name", arguments: CommandTable.standard.commands.map(\.help.name))
    func formsStartWithName(_ name: String) throws {
        let help = try #require(CommandTable.standard.command(named: name)).help
        for form in help.forms {
            #expect(form == name || form.hasPrefix(name + " "), "\(name): form '\(form)' of '\(help.synopsis)'")
        }
    }

    @Test("a usage error in one form of a command shows that form of its usage line")
    func usageErrorShowsItsForm() {
        let shell = ShellHarness()
        #expect(shell.run("preview save-gesture a b").errors.contains("unexpected argument 'b'; usage: preview save-gesture FILE [--force]"))
        #expect(shell.run("diff a b --vs card:dismiss.spring").errors
            .contains("unexpected argument 'b'; usage: diff [GROUP] --vs SCENE:GROUP|PRESET:GROUP [--json]"))
        #expect(shell.run("diff a b c").errors.contains("unexpected argument 'c'; usage: diff [A] [B] [--json] | diff [GROUP] --vs"))
    }
}
