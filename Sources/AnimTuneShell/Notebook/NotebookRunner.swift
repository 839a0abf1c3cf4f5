/// Runs a notebook's cells in one session and writes each cell's output after it
/// (`notebook run`), or says which cell's stored output is stale (`notebook check`).
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
    private var cellNumber = 0
    private var imageNumber = 0
    private var images: [String] = []
    private var imageFiles: [String] = []
    private var storedRegion = ""

    /// `errors` receives failing commands as they happen (stderr for the CLI).
    /// `path` is absolute; `displayPath` is how the user named it, for messages.
    public init(path: String, displayPath: String? = nil, mode: Mode, errors: TextOutput = .standardError) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.mode = mode
        self.errors = errors
    }

    private var name: String { FileSystem.displayName(path).replacingSuffix(".md") }
    private var folder: String { FileSystem.parent(of: path) }
    private var assets: String { "\(name).assets" }

    public func run(_ text: String, environment: ShellEnvironment) -> Report {
        let document = NotebookDocument.parse(text)
        var env = environment
        env.workingDirectory = folder
        env.isTerminal = false
        env.useColour = false
        let output = TextOutput.buffer()
        let errorOutput = TextOutput.buffer()
        let context = CommandContext(out: output, err: errorOutput, environment: env)
        context.imageSink = self
        let runner = ScriptRunner(context: context)
        let source = FileSystem.displayName(path)
        var problems: [String] = []
        var segments: [NotebookDocument.Segment] = []
        // Lines are numbered as in the rewritten notebook, so a second run writes the same text.
        var lineShift = 0
        for segment in document.segments {
            guard case .cell(var cell) = segment else { segments.append(segment); continue }
            cellNumber += 1
            imageNumber = 0
            images = []
            imageFiles = []
            storedRegion = cell.outputRegion
            let firstLine = cell.firstLine + lineShift
            var transcript = ""
            for (offset, line) in cell.source.splitKeepingNewlines().enumerated() {
                let succeeded = runner.runLine(line.trimmingNewline, source: source, line: firstLine + offset)
                transcript += output.take()
                let failure = errorOutput.take()
                transcript += failure
                if !succeeded {
                    problems.append(failure.trimmingNewline)
                    errors.write(failure)
                    break
                }
                if context.wantsQuit { break }
            }
            let region = Self.region(transcript: transcript, images: images)
            if !region.isEmpty, !cell.block.endsWithLineBreak { cell.block += "\n" }
            if mode == .check, region != cell.outputRegion || imageFiles.contains(where: { !FileSystem.exists(folder + "/" + $0) }) {
                let problem = "\(displayPath):\(cell.firstLine - 1): error: output of cell \(cellNumber) is stale; run 'animtune notebook run \(displayPath)'"
                problems.append(problem)
                errors.line(problem)
            }
            lineShift += region.splitKeepingNewlines().count - cell.outputRegion.splitKeepingNewlines().count
            cell.outputRegion = region
            segments.append(.cell(cell))
        }
        return Report(text: NotebookDocument(segments: segments).text, problems: problems)
    }

    /// The runner-owned text after a cell: nothing for a silent cell, else the output block
    /// and image links.
    static func region(transcript: String, images: [String]) -> String {
        guard !transcript.isEmpty || !images.isEmpty else { return "" }
        var region = ""
        if !transcript.isEmpty {
            var fence = "```"
            while transcript.contains(fence) { fence += "`" }
            let body = transcript.endsWithLineBreak ? transcript : transcript + "\n"
            region += "\n\(fence)output\n\(body)\(fence)\n"
        }
        for image in images { region += "\n" + image + "\n" }
        return region
    }

    // MARK: ImageSink

    public func addImage(title: String, digest: String, render: (String) throws(CommandError) -> Void) throws(CommandError) {
        imageNumber += 1
        let file = "\(assets)/cell-\(cellNumber)-\(imageNumber).png"
        let marker = "<!-- animtune image \(file) data \(digest) -->"
        let absolute = folder + "/" + file
        let upToDate = storedRegion.contains(marker) && FileSystem.exists(absolute)
        if mode == .run && !upToDate {
            do {
                try FileSystem.makeDirectories(folder + "/" + assets)
            } catch {
                throw CommandError("cannot create '\(assets)': \(error.description)")
            }
            try render(absolute)
        }
        let alt = title.replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")")
        images.append("![\(alt)](\(file))\n\(marker)")
        imageFiles.append(file)
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
