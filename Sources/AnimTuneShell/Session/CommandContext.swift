import AnimTuneCore
import Gnuplot

/// What a running command can reach: the session, the outputs, the environment, the table.
public final class CommandContext {
    public let session: Session
    public let out: TextOutput
    public let err: TextOutput
    public var environment: ShellEnvironment
    public let table: CommandTable
    /// Set by `quit`; the shell or script runner stops after the current command.
    public var wantsQuit = false
    /// When set (notebooks), images go here instead of to the terminal.
    public weak var imageSink: (any ImageSink)?
    /// When set (notebooks, recording), every writer reports the files it writes here.
    public weak var fileSink: (any FileSink)?
    /// Long commands (playback, slow plots) poll this and stop early when it turns true;
    /// the interactive shell wires it to Ctrl-C (``Interrupt/requested``); elsewhere it stays
    /// false unless a caller (a test) injects its own.
    public var isInterrupted: () -> Bool = { false }
    /// One gnuplot process for the whole session, started by the first plot.
    public lazy var plotter = Plotter(session: GnuplotSession(environment: environment.variables))
    /// Whether the "install gnuplot" hint was shown already.
    var toldToInstallGnuplot = false
    /// Set by `record FILE.md`: every command that succeeds is appended there as a cell.
    public var recorder: NotebookRecorder?
    /// The interactive shell's history; nil in scripts, `-c`, pipes and notebooks.
    public var history: HistoryStore?
    /// The browser preview, while `preview` runs it.
    public var preview: PreviewLink?

    public init(session: Session = Session(), out: TextOutput = .standardOutput, err: TextOutput = .standardError,
                environment: ShellEnvironment = ShellEnvironment(), table: CommandTable = .standard) {
        self.session = session
        self.out = out
        self.err = err
        self.environment = environment
        self.table = table
    }

    /// `status`, or 1 after one line on `err` when standard output could not be written (a
    /// full disk behind `> file`): output that did not arrive is a failure.
    public func exitStatus(_ status: Int32) -> Int32 {
        // A recording not stopped with 'record off' is finished now; a failed replay fails the run.
        preview?.stop()
        preview = nil
        let recorded = recorder?.displayPath
        let replayed = stopRecording()
        if !replayed, let recorded {
            err.line("animtune: error: running the recorded notebook \(recorded) failed (see above); its cells are kept")
        }
        guard let failure = out.failure else { return replayed ? status : 1 }
        err.line("animtune: error: cannot write to standard output: \(failure)")
        return 1
    }

    /// Throws ``CommandError/interrupted`` when a search of the core was cut short (Ctrl-C, a
    /// notebook cell's time limit) while this command ran: called before a command shows or
    /// keeps a result, so nothing computed from a cut search is printed or set.
    func stopIfCut() throws(CommandError) {
        if Cancellation.wasCut { throw .interrupted }
    }

    public var scene: any Scene { session.scene }
    public var state: SceneState { session.state }

    /// The scene's curve a name means (an unambiguous prefix will do), or a data curve such as `fit.data`.
    public func curve(named name: String) throws(SceneError) -> Curve {
        if let data = session.dataCurves.first(where: { $0.name == name }) { return data }
        do {
            return try scene.curve(named: name)
        } catch {
            let matches = session.dataCurves.filter { $0.name.hasPrefix(name) }
            if matches.count == 1, !scene.curves.contains(where: { $0.name.hasPrefix(name) }) { return matches[0] }
            throw error
        }
    }

    /// The spring group a token names (or the scene's first when nil), with a helpful error.
    public func springGroup(_ token: Token?) throws(CommandError) -> SpringGroup {
        guard let token else {
            guard let first = scene.springGroups.first else {
                throw CommandError("scene '\(scene.name)' has no spring")
            }
            return first
        }
        if let group = scene.springGroup(named: token.text) { return group }
        let names = scene.springGroups.map(\.prefix)
        throw CommandError("'\(token.text)' is not a spring of scene '\(scene.name)'"
            + Suggestion.didYouMean(token.text, in: names) + " (springs: \(names.joined(separator: ", ")))", at: token)
    }
}
