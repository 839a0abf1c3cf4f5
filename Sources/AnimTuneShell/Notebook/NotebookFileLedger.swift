import SafeIO

/// What a running notebook may replace, decided by the person running it and never by the
/// notebook's text: files in its own assets folder, files this run wrote, files written on its
/// behalf while it was recorded (unchanged since), and the paths `notebook run --allow-replace`
/// names. Nothing else, not even with a cell's `--force`; and no dot-file or file in a
/// dot-folder is created or replaced unless `--allow-replace` names it.
///
/// After a cell that wrote files the runner adds one hidden comment per file, for the reader:
/// for a preset `save` wrote, `<!-- animtune preset NAME.json data DIGEST -->`; for any other file
/// outside the notebook's assets folder, `<!-- animtune file PATH data DIGEST -->`. They are
/// never read back as permission (a stranger can write any comment into a notebook). Names are
/// relative to the notebook, so the comments do not depend on the machine; the digest of an
/// image does (gnuplot's version and fonts), so `notebook check` compares file comments without
/// their digests.
final class NotebookFileLedger: FileSink {
    private static let prefixes = ["<!-- animtune preset ", "<!-- animtune file "]

    /// The absolute paths the person running the notebook allowed it to replace.
    private let allowed: Set<String>
    /// ``recordedKey(_:_:)`` of the files written on the notebook's behalf while it was
    /// recorded, in this process.
    private let recorded: Set<String>
    /// The absolute paths this run wrote.
    private var written: Set<String> = []
    private let environment: ShellEnvironment
    /// Markers for the files written by the cell that is running, in order.
    private(set) var markers: [String] = []
    /// Markdown image links to the images the running cell wrote (`plot --to`, `run --gif`),
    /// titled so that the next run knows them for its own (``NotebookDocument/writtenImageTitle``).
    private(set) var imageLinks: [String] = []
    static let imageExtensions: Set<String> = ["png", "svg", "gif"]

    /// `allowed` are absolute paths (``AllowedReplacements``); `recorded` holds
    /// ``recordedKey(_:_:)`` of files written while recording.
    init(allowed: Set<String> = [], recorded: Set<String> = [], environment: ShellEnvironment) {
        self.allowed = allowed
        self.recorded = recorded
        self.environment = environment
    }

    /// How a file (or frames folder) written while recording is remembered: its path and the digest written.
    static func recordedKey(_ path: String, _ digest: String) -> String {
        (path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path) + "\u{0}" + digest
    }

    /// The digest in a `<!-- animtune preset|file NAME data DIGEST -->` line, else nil.
    static func digest(inMarker line: String) -> String? {
        guard let prefix = prefixes.first(where: line.hasPrefix), line.hasSuffix(" -->") else { return nil }
        let words = line.dropFirst(prefix.count).dropLast(4).split(separator: " ")
        guard words.count >= 3, words[words.count - 2] == "data" else { return nil }
        return String(words[words.count - 1])
    }

    /// `region` with the digests of its `animtune file` comments left out, for comparing.
    static func withoutFileDigests(_ region: String) -> String {
        region.splitKeepingNewlines().map { line in
            guard line.hasPrefix(prefixes[1]), let data = line.ranges(of: " data ").last else { return line }
            return String(line[..<data.lowerBound]) + "\n"
        }.joined()
    }

    /// Starts a new cell: forgets the markers of the previous one.
    func startCell() {
        markers = []
        imageLinks = []
    }

    private func isAllowed(_ path: String) -> Bool {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return allowed.contains(path)
    }

    private func isOwned(_ path: String) -> Bool {
        environment.workspace?.owns(path) == true
    }

    // MARK: FileSink

    func mayReplace(_ path: String, holding current: String) -> Bool {
        isAllowed(path) || recorded.contains(Self.recordedKey(path, current))
    }

    func forceMayReplace(_ path: String) -> Bool {
        isAllowed(path) || isOwned(path) || written.contains(path)
    }

    func mayReplaceKnown(_ path: String) -> Bool {
        written.contains(path) || isAllowed(path) || isOwned(path)
    }

    func refusal(toWrite path: String) -> String? {
        guard !isAllowed(path), !isOwned(path) else { return nil }
        let base = environment.workspace?.root ?? environment.workingDirectory
        let below = path == base ? "" : path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
        guard below.split(separator: "/").contains(where: { $0.hasPrefix(".") && $0 != "." && $0 != ".." }) else { return nil }
        return "is a dot-file or inside a dot-folder, which a notebook creates or replaces only when "
            + "'notebook run --allow-replace PATH' names it"
    }

    func didWrite(_ path: String, digest: String, isPreset: Bool) {
        written.insert(path)
        let shown = environment.displayPath(path)
        if !isPreset, let dot = shown.lastIndex(of: "."), Self.imageExtensions.contains(shown[shown.index(after: dot)...].lowercased()) {
            let alt = Self.oneLine(FileSystem.displayName(path), also: ["[", "]"])
            imageLinks.append("![\(alt)](\(NotebookRunner.linkDestination(shown)) \(NotebookDocument.writtenImageTitle))")
        }
        guard isPreset || !isOwned(path) else { return }
        // The name is for the reader; without "--" it cannot end the comment early.
        var name = isPreset ? FileSystem.displayName(path) : shown
        while name.contains("--") { name = name.replacingOccurrences(of: "--", with: "-") }
        name = Self.oneLine(name)
        markers.append("\(Self.prefixes[isPreset ? 0 : 1])\(name) data \(digest) -->")
    }

    /// `text` with control characters, and the characters in `extra`, as `_`: one line of Markdown.
    private static func oneLine(_ text: String, also extra: Set<Character> = []) -> String {
        String(text.map { extra.contains($0) || !$0.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) ? "_" : $0 })
    }
}
