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
        // Nothing computed from the cut search is shown.
        #expect(result.output == "")
    }

    @Test("a fit or a runtime report cut short shows and sets nothing", arguments: ["metrics --runtime css --distance 300",
                                                                                  "fit 'cubic-bezier(0.2, 0.9, 0.3, 1.1)' --duration 0.5"])
    func cutResultsAreDropped(command: String) {
        let shell = ShellHarness()
        let before = shell.context.state
        let result = Cancellation.withProbe({ true }) { shell.run(command) }
        #expect(!result.succeeded)
        #expect(result.output == "", "\(command)")
        #expect(result.errors.hasSuffix("error: interrupted\n"), "\(command): \(result.errors)")
        #expect(shell.context.state == before)
    }

    @Test("an import, a Lottie bake and an After Effects bake cut short show and set nothing (issue 44, S4)",
          arguments: ["import '.spring(duration: 0.5, bounce: 0.3)'", "import 'stiffness: 200, damping: 20'",
                      "export lottie", "export aftereffects --jsx"])
    func importAndBakeCut(command: String) {
        let shell = ShellHarness()
        let before = shell.context.state
        let result = Cancellation.withProbe({ true }) { shell.run(command) }
        #expect(!result.succeeded)
        #expect(result.output == "", "\(command)")
        #expect(result.errors == "-c:1:1: error: interrupted\n", "\(command): \(result.errors)")
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
