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
}
