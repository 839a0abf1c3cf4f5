import Testing
@testable import AnimTuneShell

@Suite("a command cut short by Ctrl-C or a time limit")
struct CommandCancellationTests {
    @Test("is reported as interrupted, and the rest of the line does not run")
    func restOfLine() {
        let shell = ShellHarness()
        shell.context.isInterrupted = { true }
        let before = shell.context.state
        let result = shell.run("export css; set spring.damping 0.3")
        #expect(!result.succeeded)
        #expect(result.errors == "-c:1:1: error: interrupted\n")
        #expect(shell.context.state == before)
    }
}
