@testable import AnimTuneShell

/// Runs commands in a fresh session and captures what a user would see.
struct ShellHarness {
    let context: CommandContext
    let runner: ScriptRunner

    init(keepGoing: Bool = false) {
        self.init(context: CommandContext(out: .buffer(), err: .buffer(),
                                          environment: ShellEnvironment(workingDirectory: "/tmp")), keepGoing: keepGoing)
    }

    init(context: CommandContext, keepGoing: Bool = false) {
        self.context = context
        runner = ScriptRunner(context: context, keepGoing: keepGoing)
    }

    struct Result {
        let succeeded: Bool
        let output: String
        let errors: String
    }

    @discardableResult
    func run(_ text: String, source: String = "-c") -> Result {
        let succeeded = runner.run(text, source: source)
        return Result(succeeded: succeeded, output: context.out.take(), errors: context.err.take())
    }
}
