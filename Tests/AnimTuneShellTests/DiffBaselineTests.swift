import Testing
@testable import AnimTuneShell

/// `diff` and the prompt's `*` answer the same question, and `defaults` is a name to compare with.
@Suite("diff compares with what * compares with")
struct DiffBaselineTests {
    @Test("diff without arguments compares with the preset last loaded or saved, says so, and agrees with the prompt")
    func agreesWithPrompt() throws {
        let folder = try NotebookFolder()
        let shell = ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment))
        shell.run("set spring.damping 0.4; save soft")
        #expect(!shell.context.session.isModified)
        #expect(shell.run("diff").output == "no differences between the current values and preset 'soft' as last loaded or saved\n")
        shell.run("set spring.damping 0.45")
        #expect(shell.context.session.isModified)
        #expect(shell.run("diff").output == """
            current values vs preset 'soft' as last loaded or saved:
            key             soft  current
            spring.damping  0.4   0.45

            """)
    }

    @Test("diff defaults and plot --vs defaults compare with the scene's defaults")
    func defaultsByName() {
        let shell = ShellHarness()
        let diff = shell.run("set spring.damping 0.3; diff defaults")
        #expect(diff.errors == "")
        #expect(diff.output.hasPrefix("key                        defaults  current\n"))
        #expect(diff.output.contains("spring.damping             0.5       0.3\n"))
        // The built-in chart when gnuplot is missing; either way the legend names the defaults.
        #expect(shell.run("plot spring --vs defaults --term dumb").output.contains("spring, defaults"))
    }
}
