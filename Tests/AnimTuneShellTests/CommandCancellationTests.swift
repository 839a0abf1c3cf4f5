import AnimTuneCore
import Testing
@testable import AnimTuneShell

@Suite("a command cut short by Ctrl-C or a time limit")
struct CommandCancellationTests {
    @Test("is reported as interrupted, and the rest of the line does not run")
    func restOfLine() {
        let shell = ShellHarness()
        let before = shell.context.state
        let result = Cancellation.withProbe({ true }) { shell.run("export css; set spring.damping 0.3") }
        #expect(!result.succeeded)
        #expect(result.errors == "-c:1:1: error: interrupted\n")
        #expect(shell.context.state == before)
    }

    @Test("a command that computes nothing long is not cut, even when a stop is asked for")
    func nothingToCut() {
        let shell = ShellHarness()
        let result = Cancellation.withProbe({ true }) { shell.run("set spring.damping 0.3; get spring.damping") }
        #expect(result.succeeded)
        #expect(result.output.hasSuffix("spring.damping = 0.3\n"))
    }
}
