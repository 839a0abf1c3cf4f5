import AnimTuneCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive loop: prompt, read a line, run it, until `quit` or Ctrl-D.
///
/// In a terminal, lines come from libedit (``EditLineReader``): history that survives
/// restarts (``HistoryStore``), Tab completion from the command table (``Completer``),
/// Ctrl-C clears the line, Ctrl-Z and `fg` keep it. Errors show the line with a caret under
/// the offending token. While a command runs, Ctrl-C sets ``Interrupt/requested`` for
/// commands that can stop early.
public final class InteractiveShell {
    public let context: CommandContext

    public init(context: CommandContext) {
        self.context = context
    }

    /// The prompt: the scene and a `*` when it has unsaved changes (`animtune tabbar*> `).
    public var prompt: String {
        style.prompt(scene: context.scene.name, modified: context.session.isModified).plain
    }

    private var style: TerminalStyle { TerminalStyle(enabled: context.environment.useColour) }

    /// The one line printed on start (`editing`: libedit reads the lines, so Tab completes).
    public func banner(editing: Bool = true) -> String {
        "animtune — tuning scene '\(context.scene.name)'. 'help' lists commands"
            + (editing ? ", Tab completes" : "") + ", 'quit' or Ctrl-D leaves."
    }

    /// Runs until `quit` or the end of input; returns the exit status (0).
    public func run() -> Int32 {
        let history = HistoryStore(path: HistoryStore.defaultPath(environment: context.environment))
        let reader = makeReader(history: history)
        Interrupt.install()
        let wasInterrupted = context.isInterrupted
        context.isInterrupted = { Interrupt.requested }
        context.history = history
        defer {
            context.isInterrupted = wasInterrupted
            context.history = nil
            Interrupt.restore()
            reader.close()
        }
        let bannerWidth = TerminalSize.current()?.columns ?? context.environment.terminalWidth
        for line in WordWrap.lines(banner(editing: reader is EditLineReader), width: bannerWidth) {
            context.out.writeColoured(style.dim(line) + "\n")
        }
        if let problem = history.problem {
            context.err.line("animtune: \(problem); history is not saved")
        }
        let runner = ScriptRunner(context: context, keepGoing: false)
        // Leaving with unsaved changes asks once; the next Ctrl-D or quit leaves.
        var warnedAboutUnsaved = false
        while true {
            let prompt = style.prompt(scene: context.scene.name, modified: context.session.isModified)
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                guard warnedAboutUnsaved || !warnAboutUnsaved(again: "Ctrl-D again") else {
                    warnedAboutUnsaved = true
                    continue
                }
                return 0
            case .interrupted:
                continue
            case .line(let line):
                if let problem = history.add(line) {
                    context.err.line("animtune: \(problem); history is not saved")
                }
                execute(line, with: runner)
                guard context.wantsQuit else {
                    if !line.allSatisfy(\.isWhitespace) { warnedAboutUnsaved = false }
                    continue
                }
                guard warnedAboutUnsaved || !warnAboutUnsaved(again: "'quit' again") else {
                    context.wantsQuit = false
                    warnedAboutUnsaved = true
                    continue
                }
                return 0
            }
        }
    }

    /// Says which scenes have unsaved changes and how to leave anyway; false when none has.
    private func warnAboutUnsaved(again: String) -> Bool {
        let scenes = context.session.unsavedScenes
        guard !scenes.isEmpty else { return false }
        let names = scenes.map { "'\($0)'" }.joined(separator: ", ")
        // Short enough for one line of 80 columns with one scene of any name animtune has.
        let question = "unsaved changes in \(names) ('diff', 'save NAME'); \(again) leaves unsaved"
        let width = TerminalSize.current()?.columns ?? context.environment.terminalWidth
        context.err.line(WordWrap.lines(question, width: width).joined(separator: "\n"))
        return true
    }

    /// Runs one line; errors are shown under it with a caret, and the first failing command
    /// stops the rest of the line.
    func execute(_ line: String, with runner: ScriptRunner) {
        if let size = TerminalSize.current() {
            context.environment.terminalWidth = size.columns
            context.environment.terminalHeight = size.rows
        }
        let style = self.style
        Interrupt.clear()
        Interrupt.setUnsaved(!context.session.unsavedScenes.isEmpty)
        Interrupt.setCommandRunning(true)
        defer {
            Interrupt.setCommandRunning(false)
            Interrupt.clear()
        }
        // The core's long searches (linear() stops, fitting) stop at the first Ctrl-C too.
        Cancellation.withProbe({ Interrupt.requested }) {
            _ = runner.runLine(line) { error, column in
                if error == .interrupted {
                    context.err.writeColoured(style.dim("interrupted") + "\n")
                    return
                }
                context.err.writeColoured(CaretDiagnostic(line: line, column: column, message: error.message)
                    .render(style, width: context.environment.terminalWidth))
            }
        }
    }

    /// libedit when standard input and output are a terminal that can be driven, else plain lines.
    private func makeReader(history: HistoryStore) -> any LineReader {
        let terminal = context.environment.variables["TERM"] ?? ""
        if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, !terminal.isEmpty, terminal != "dumb",
           let reader = EditLineReader(history: history, complete: { [context] in Completer(context: context).complete($0) }) {
            return reader
        }
        let promptOutput: TextOutput? = isatty(STDOUT_FILENO) == 1 ? .standardOutput
            : isatty(STDERR_FILENO) == 1 ? .standardError : nil
        return PlainLineReader(promptOutput: promptOutput)
    }
}
