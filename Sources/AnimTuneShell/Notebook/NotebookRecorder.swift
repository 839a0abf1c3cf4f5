import AnimTuneCore
import SafeIO

/// Keeps a shell session as a notebook. Each command that succeeds is appended as a cell as
/// soon as it ran; when the recording stops, the notebook is run like `animtune notebook run`,
/// which writes every output and plot. So a recorded notebook is exactly what running it
/// gives: the outputs never hold the terminal's text (inline plots, colours, carets), and
/// `notebook check` passes right after `record off`.
///
/// The notebook replays in a fresh session in its own folder. When the session is somewhere
/// else as the recording starts (another scene, changed values in any scene) or the notebook
/// already has cells, the first recorded command is preceded by a cell that brings the replay
/// to where the whole session was: a `load` of each changed scene's values, saved as presets
/// in `NAME.assets/`, then the current scene's (or `use SCENE`).
public final class NotebookRecorder: FileSink {
    /// Absolute.
    public let path: String
    /// As the user named it, for messages.
    public let displayPath: String
    /// The files written while recording, with the digests written (``NotebookFileLedger/recordedKey(_:_:)``):
    /// the run at the end may replace those files while they are unchanged.
    private var writtenFiles: Set<String> = []
    /// The cell that starts the replay where the session was, and the preset it loads, until
    /// the first command is recorded.
    private var setup: (command: String, presets: [(path: String, text: String)])?

    /// Opens (creating with a title when new) the notebook at `path`, and notes where
    /// `context`'s session is for the cell that starts the replay there.
    public init(path: String, displayPath: String, context: CommandContext) throws(CommandError) {
        self.path = path
        self.displayPath = displayPath
        do {
            if FileSystem.exists(path) {
                let text = try FileSystem.readText(path, maximumBytes: NotebookFiles.maximumBytes)
                setup = Self.setup(for: path, from: context, afterCells: !NotebookDocument.parse(text).cells.isEmpty)
            } else {
                try FileSystem.makeDirectories(FileSystem.parent(of: path))
                try append("# animtune session\n\nRecorded with `record`; replay with `animtune notebook run`.\n")
                setup = Self.setup(for: path, from: context, afterCells: false)
            }
        } catch {
            throw CommandError("cannot record to '\(displayPath)': \(error.description)")
        }
    }

    /// Whether `command` becomes a cell: not `record` itself, nor `quit` or `history`, which
    /// are about the shell rather than the tuning, nor `tune`, which records the `set` line
    /// it leaves behind instead (``CommandContext/addEquivalent(_:)``).
    public static func records(_ command: (any ShellCommand)?) -> Bool {
        !(command is RecordCommand || command is QuitCommand || command is HistoryCommand || command is TuneCommand)
    }

    /// Appends one command (a line without its `;` neighbours) as a cell, after the cell that
    /// starts the replay where the session was when this is the first.
    public func append(command: String) throws(FileSystem.Failure) {
        if let setup {
            for preset in setup.presets {
                try FileSystem.makeDirectories(FileSystem.parent(of: preset.path))
                try FileSystem.writeAtomically(preset.text, to: preset.path)
            }
            try appendCell(setup.command)
            self.setup = nil
        }
        try appendCell(command)
    }

    private func appendCell(_ command: String) throws(FileSystem.Failure) {
        try append("\n```animtune\n\(command)\n```\n")
    }

    /// Runs the notebook as `animtune notebook run` does, writing every cell's output; failing
    /// cells are reported on `errors`. False when one failed or the file could not be written.
    public func finish(environment: ShellEnvironment, errors: TextOutput) -> Bool {
        NotebookFiles.process(path, displayPath: displayPath, mode: .run, environment: environment,
                              errors: errors, recordedFiles: writtenFiles)
    }

    /// The cell that starts the replay of the notebook at `path` where `context`'s whole
    /// session is, with the presets it loads; nil when a fresh session replays to the same place.
    private static func setup(for path: String, from context: CommandContext,
                              afterCells: Bool) -> (command: String, presets: [(path: String, text: String)])? {
        let current = context.scene.name
        // The current scene goes last: a load makes its scene current.
        let changed = context.session.usedSceneStates.filter { !$0.isDefault }
            .sorted { ($0.scene.name == current ? 1 : 0, $0.scene.name) < ($1.scene.name == current ? 1 : 0, $1.scene.name) }
        if changed.isEmpty {
            guard afterCells || current != SceneCatalog.defaultScene.name else { return nil }
            return ("use \(current)" + (afterCells ? "; reset all" : ""), [])
        }
        let name = FileSystem.displayName(path).replacingSuffix(".md")
        let folder = FileSystem.parent(of: path)
        var number = 1
        var commands: [String] = []
        var presets: [(path: String, text: String)] = []
        for state in changed {
            while FileSystem.exists("\(folder)/\(name).assets/recording-\(number).json") { number += 1 }
            let file = "\(name).assets/recording-\(number).json"
            let preset = Preset(name: "recording-\(number)",
                                description: "the values of scene '\(state.scene.name)' when 'record' started", state: state)
            let argument = FileNameCompleter.needsQuotes(file) ? FileNameCompleter.quoted(file, quote: "\"", closed: true) : file
            commands.append("load \(argument)")
            presets.append(("\(folder)/\(file)", preset.text))
            number += 1
        }
        if changed.last?.scene.name != current {
            commands.append("use \(current)" + (afterCells ? "; reset all" : ""))
        }
        return (commands.joined(separator: "; "), presets)
    }

    /// Adds `text` at the end of the notebook, rewriting it through the safe writer (a link to
    /// the notebook stays a link; a failure leaves the notebook as it was).
    private func append(_ text: String) throws(FileSystem.Failure) {
        let current = FileSystem.exists(path) ? try FileSystem.readText(path, maximumBytes: NotebookFiles.maximumBytes) : ""
        try FileSystem.writeAtomically(current + text, to: path)
    }

    // MARK: FileSink (the live session: its own rules for replacing files stand)

    public func mayReplace(_ path: String, holding current: String) -> Bool { false }

    public func forceMayReplace(_ path: String) -> Bool { true }

    public func mayReplaceKnown(_ path: String) -> Bool { true }

    public func refusal(toWrite path: String) -> String? { nil }

    public func didWrite(_ path: String, digest: String, isPreset: Bool) {
        // The run resolves links in the folders on the way; so does the key.
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let real = FilePath.resolved(FilePath.parent(of: trimmed)).map { FilePath.join($0, FilePath.name(trimmed)) } ?? trimmed
        for form in Set([trimmed, real]) { writtenFiles.insert(NotebookFileLedger.recordedKey(form, digest)) }
    }
}
