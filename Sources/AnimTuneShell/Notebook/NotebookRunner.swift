import Gnuplot
import SafeIO

/// Runs a notebook's cells in one session and writes each cell's output after it
/// (`notebook run`), or says which cell's stored output is stale (`notebook check`).
///
/// Two numberings of lines meet here. Stored outputs (a failing command's
/// `NAME.md:LINE:COLUMN: error: …`) number lines as in the rewritten notebook and name it by
/// its file name, as seen from its folder where the cells run, so a second run writes the same
/// text wherever it is started from. Messages on `errors` name the notebook as the user did
/// (`displayPath`) and number lines as in the file on disk once the command is done: the file
/// as read when checking, the rewritten file when running.
public final class NotebookRunner: ImageSink {
    public enum Mode { case run, check }

    public struct Report {
        /// The notebook with fresh outputs.
        public var text: String
        /// `FILE:LINE: error: …` lines: failing commands, and in check mode stale cells.
        public var problems: [String]
    }

    private let path: String
    private let displayPath: String
    private let mode: Mode
    private let errors: TextOutput
    private let recordedFiles: Set<String>
    private let allowReplace: Set<String>
    private let reach: NotebookReach
    /// Where the cells may read and write, while they run.
    private var workspace: Workspace?
    /// The cells' environment, through which images are written (confined like the cells).
    private var cellEnvironment: ShellEnvironment?
    private var cellNumber = 0
    private var imageNumber = 0
    private var images: [String] = []
    private var imageFiles: [String] = []
    private var storedRegion = ""
    /// The session's outputs and the line (as in `errors` messages) of the command running.
    private let output = TextOutput.buffer()
    private let errorOutput = TextOutput.buffer()
    private var messageLine = 0

    /// `errors` receives failing commands as they happen (stderr for the CLI).
    /// `path` is absolute; `displayPath` is how the user named it, for messages.
    /// `recordedFiles` are the files written on the notebook's behalf while recording it
    /// (``NotebookFileLedger/recordedKey(_:_:)``): writers may replace them while unchanged.
    /// `allowReplace` are the absolute paths the person running it lets it replace
    /// (``NotebookFiles/allowedPaths(_:environment:)``); nothing in the notebook's text adds to them.
    /// `reach` is where the cells may read and write: the notebook's own folder (its
    /// ``Workspace``), a wider one the user named, or anywhere.
    public init(path: String, displayPath: String? = nil, mode: Mode, errors: TextOutput = .standardError,
                recordedFiles: Set<String> = [], allowReplace: Set<String> = [], reach: NotebookReach = .ownFolder) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.mode = mode
        self.errors = errors
        self.recordedFiles = recordedFiles
        self.allowReplace = allowReplace
        self.reach = reach
    }

    /// The most bytes of a cell's output kept in the notebook; the rest is summed up in a line.
    public static let maximumCellOutput = 64 << 10

    private var name: String { FileSystem.displayName(path).replacingSuffix(".md") }
    private var folder: String { FileSystem.parent(of: path) }
    private var assets: String { "\(name).assets" }

    public func run(_ text: String, environment: ShellEnvironment) -> Report {
        let document = NotebookDocument.parse(text)
        let env: ShellEnvironment
        do throws(FileProblem) {
            env = try cellEnvironment(from: environment)
        } catch {
            let problem = "\(displayPath): error: \(error.description)"
            errors.line(problem)
            return Report(text: text, problems: [problem])
        }
        defer { workspace?.close() }
        cellEnvironment = env
        let context = CommandContext(out: output, err: errorOutput, environment: env)
        let ledger = NotebookFileLedger(allowed: allowReplace, recorded: recordedFiles, environment: env)
        context.imageSink = self
        context.fileSink = ledger
        let cells = CellRun(context: context, deadline: NotebookCellDeadline(environment: env.variables))
        var problems: [String] = []
        var segments: [NotebookDocument.Segment] = []
        // Lines the rewritten notebook gains (or loses) before the current cell.
        var lineShift = 0
        for segment in document.segments {
            guard case .cell(var cell) = segment else { segments.append(segment); continue }
            cellNumber += 1
            imageNumber = 0
            images = []
            imageFiles = []
            storedRegion = cell.outputRegion
            ledger.startCell()
            guard let transcript = transcript(of: cell, lineShift: lineShift, in: cells, problems: &problems) else {
                let problem = "\(displayPath):\(cell.firstLine - 1): error: \(cells.deadline.message(cell: cellNumber))"
                errors.line(problem)
                return Report(text: text, problems: problems + [problem])
            }
            let region = Self.region(transcript: Self.capped(transcript), images: images + ledger.imageLinks, files: ledger.markers)
            if !region.isEmpty, !cell.block.endsWithLineBreak { cell.block += "\n" }
            if mode == .check, isStale(cell, region: region, in: env) {
                let problem = "\(displayPath):\(cell.firstLine - 1): error: output of cell \(cellNumber) is stale; "
                    + "run 'animtune notebook run \(displayPath)'"
                problems.append(problem)
                errors.line(problem)
            }
            lineShift += region.splitKeepingNewlines().count - cell.outputRegion.splitKeepingNewlines().count
            cell.outputRegion = region
            segments.append(.cell(cell))
        }
        return Report(text: NotebookDocument(segments: segments).text, problems: problems)
    }

    /// The session every cell runs in, and the time limit each cell gets.
    private struct CellRun {
        let context: CommandContext
        let runner: ScriptRunner
        let deadline: NotebookCellDeadline

        init(context: CommandContext, deadline: NotebookCellDeadline) {
            self.context = context
            self.runner = ScriptRunner(context: context)
            self.deadline = deadline
        }
    }

    /// The environment the cells run in: the notebook's folder, or its workspace unless it may
    /// reach anywhere; no terminal, colour or change reports, and an 80×24 screen, so outputs
    /// are the same whoever runs the notebook, from a shell or with --verbose.
    private func cellEnvironment(from environment: ShellEnvironment) throws(FileProblem) -> ShellEnvironment {
        var env = environment
        env.workingDirectory = folder
        if reach != .anywhere {
            var widerRoot: String?
            if case .folder(let root) = reach { widerRoot = root }
            let workspace = try Workspace(notebookPath: path, checking: mode == .check, environment: environment.variables,
                                          widerRoot: widerRoot.map(environment.absolutePath), shownAs: widerRoot)
            self.workspace = workspace
            env.workspace = workspace
            env.workingDirectory = FilePath.parent(of: workspace.assets)
        }
        env.isTerminal = false
        env.useColour = false
        env.reportsChanges = false
        // `plot --term dumb` draws the same text whatever terminal `notebook run` is started in.
        env.terminalWidth = 80
        env.terminalHeight = 24
        return env
    }

    /// What the cell's lines print, each failing command's message added to `problems` (and
    /// said on `errors`) as it happens; nil when the cell runs past its time limit.
    private func transcript(of cell: NotebookDocument.Cell, lineShift: Int, in cells: CellRun,
                            problems: inout [String]) -> String? {
        let fileName = FileSystem.displayName(path)
        var transcript = ""
        let timedOut = cells.deadline.enforce(on: cells.context) {
            for (offset, line) in cell.source.splitKeepingNewlines().enumerated() {
                let lineOnDisk = cell.firstLine + offset
                let lineWritten = lineOnDisk + lineShift
                messageLine = mode == .check ? lineOnDisk : lineWritten
                let succeeded = cells.runner.runLine(line.trimmingNewline) { error, column in
                    // Past the time limit: one line for the cell, from the caller.
                    if error == .interrupted { return }
                    errorOutput.line("\(fileName):\(lineWritten):\(column): error: \(error.message)")
                    let problem = "\(displayPath):\(messageLine):\(column): error: \(error.message)"
                    problems.append(problem)
                    errors.line(problem)
                }
                transcript += output.take() + errorOutput.take()
                if !succeeded || cells.context.wantsQuit { break }
            }
        }
        return timedOut ? nil : transcript
    }

    /// Whether the cell's stored output differs from `region` (file digests aside), or an
    /// image it links is missing.
    private func isStale(_ cell: NotebookDocument.Cell, region: String, in env: ShellEnvironment) -> Bool {
        NotebookFileLedger.withoutFileDigests(region) != NotebookFileLedger.withoutFileDigests(cell.outputRegion)
            || imageFiles.contains(where: { !env.fileExists(FilePath.join(env.workingDirectory, $0)) })
    }

    /// `transcript` cut after the last whole line within ``maximumCellOutput`` bytes, with one
    /// line saying how much was left out.
    static func capped(_ transcript: String) -> String {
        let bytes = transcript.utf8
        guard bytes.count > maximumCellOutput else { return transcript }
        var end = bytes.index(bytes.startIndex, offsetBy: maximumCellOutput)
        while end > bytes.startIndex, bytes[bytes.index(before: end)] != UInt8(ascii: "\n") { end = bytes.index(before: end) }
        let kept = String(transcript[..<end])
        let rest = transcript[end...]
        let lines = rest.split(separator: "\n", omittingEmptySubsequences: false).count - (rest.hasSuffix("\n") ? 1 : 0)
        return kept + "… \(lines) more lines (\(rest.utf8.count) bytes) not kept: a cell's output is capped at "
            + "\(maximumCellOutput >> 10) KiB\n"
    }

    /// The runner-owned text after a cell: nothing for a silent cell, else the output block,
    /// image links and the hidden comments for the files it wrote.
    static func region(transcript: String, images: [String], files: [String] = []) -> String {
        guard !transcript.isEmpty || !images.isEmpty || !files.isEmpty else { return "" }
        var region = ""
        if !transcript.isEmpty {
            var fence = "```"
            while transcript.contains(fence) { fence += "`" }
            let body = transcript.endsWithLineBreak ? transcript : transcript + "\n"
            region += "\n\(fence)output\n\(body)\(fence)\n"
        }
        for image in images { region += "\n" + image + "\n" }
        if !files.isEmpty { region += "\n" + files.joined(separator: "\n") + "\n" }
        return region
    }

    /// `file` as a Markdown link destination: as it is when plain, else percent-encoded
    /// (a notebook named `a (b).md` must not end or break its image links).
    static func linkDestination(_ file: String) -> String {
        let plain = file.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F && !"()<>[]\\`".unicodeScalars.contains($0) }
        guard !plain else { return file }
        var encoded = ""
        for byte in file.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, byte > 0x20, byte != 0x7F, !"()<>[]\\`%".unicodeScalars.contains(scalar) {
                encoded.unicodeScalars.append(scalar)
            } else {
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }

    // MARK: ImageSink

    public func addImage(title: String, digest: String, render: (String) throws(CommandError) -> Void) throws(CommandError) {
        imageNumber += 1
        let file = "\(assets)/cell-\(cellNumber)-\(imageNumber).png"
        let marker = "<!-- animtune image \(file) data \(digest) -->"
        guard let files = cellEnvironment else { return }
        let absolute = FilePath.join(files.workingDirectory, file)
        let upToDate = storedRegion.contains(marker) && files.fileExists(absolute)
        if mode == .run && !upToDate {
            do {
                try files.makeFolders(FilePath.parent(of: absolute))
            } catch {
                throw CommandError("cannot create '\(assets)': \(error.description)")
            }
            try renderQuietly(absolute) { (target: String) throws(CommandError) in
                try files.produceFile(at: target, followsLink: false, verify: { PlotFileCheck.problem($0, format: .png) },
                                      problem: { CommandError("cannot write '\(file)': \($0.description)") }, render)
            }
        }
        let alt = title.replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")")
        images.append("![\(alt)](\(Self.linkDestination(file)))\n\(marker)")
        imageFiles.append(file)
    }

    /// Renders an image without letting what gnuplot says (warnings that vary with its version)
    /// into the output: stored outputs must not depend on whether an image was redrawn. It goes
    /// to `errors` instead.
    private func renderQuietly(_ path: String, _ render: (String) throws(CommandError) -> Void) throws(CommandError) {
        let before = (output.take(), errorOutput.take())
        defer {
            let said = output.take() + errorOutput.take()
            output.write(before.0)
            errorOutput.write(before.1)
            for line in said.split(separator: "\n") { errors.line("\(displayPath):\(messageLine): \(line)") }
        }
        try render(path)
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
