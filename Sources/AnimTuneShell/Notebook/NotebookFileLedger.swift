import SafeIO

/// The files a notebook writes, so that running it again may replace them without `--force`
/// while a file someone else wrote (or changed since) is still protected.
///
/// After a cell that wrote files the runner adds one hidden comment per file: for a preset
/// `save` wrote, `<!-- animtune preset NAME.json data DIGEST -->`; for any other file outside
/// the notebook's assets folder (which is the notebook's to replace anyway),
/// `<!-- animtune file PATH data DIGEST -->`, with the digest of the contents written. On the
/// next run a writer may replace a file whose contents have one of those digests: nobody
/// changed it since this notebook wrote it. Names are relative to the notebook, so the
/// comments do not depend on the machine; the digest of an image does (gnuplot's version and
/// fonts), so `notebook check` compares file comments without their digests.
final class NotebookFileLedger: FileSink {
    private static let prefixes = ["<!-- animtune preset ", "<!-- animtune file "]

    /// Digests of the contents this notebook wrote on an earlier run.
    private var owned: Set<String>
    /// The absolute paths of the files this notebook wrote, on an earlier run (as its `animtune
    /// file` comments name them) or in this one: the only ones `--force` may replace.
    private var ownedPaths: Set<String> = []
    private let environment: ShellEnvironment
    /// Markers for the files written by the cell that is running, in order.
    private(set) var markers: [String] = []
    /// Markdown image links to the images the running cell wrote (`plot --to`, `run --gif`),
    /// titled so that the next run knows them for its own (``NotebookDocument/writtenImageTitle``).
    private(set) var imageLinks: [String] = []
    static let imageExtensions: Set<String> = ["png", "svg", "gif"]

    /// `document` is the notebook as stored; `alsoOwned` adds digests of files written
    /// elsewhere on the notebook's behalf (while it was being recorded).
    init(document: NotebookDocument, alsoOwned: Set<String> = [], environment: ShellEnvironment) {
        owned = alsoOwned
        self.environment = environment
        for cell in document.cells {
            for line in cell.outputRegion.splitKeepingNewlines() {
                if let digest = Self.digest(inMarker: line.trimmingNewline) { owned.insert(digest) }
                if let name = Self.fileName(inMarker: line.trimmingNewline) {
                    ownedPaths.insert(FilePath.join(environment.workingDirectory, name))
                }
            }
        }
    }

    /// The name in an `animtune file NAME data DIGEST` line (relative to the notebook), else nil.
    static func fileName(inMarker line: String) -> String? {
        guard digest(inMarker: line) != nil, line.hasPrefix(prefixes[1]), let data = line.ranges(of: " data ").last else { return nil }
        let name = line[line.index(line.startIndex, offsetBy: prefixes[1].count)..<data.lowerBound]
        return name.isEmpty || name.hasPrefix("/") ? nil : String(name)
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

    // MARK: FileSink

    func mayReplace(_ path: String, holding current: String) -> Bool {
        owned.contains(current)
    }

    func forceMayReplace(_ path: String) -> Bool {
        ownedPaths.contains(path) || environment.workspace?.owns(path) == true
    }

    func didWrite(_ path: String, digest: String, isPreset: Bool) {
        ownedPaths.insert(path)
        let shown = environment.displayPath(path)
        if !isPreset, let dot = shown.lastIndex(of: "."), Self.imageExtensions.contains(shown[shown.index(after: dot)...].lowercased()) {
            let alt = Self.oneLine(FileSystem.displayName(path), also: ["[", "]"])
            imageLinks.append("![\(alt)](\(NotebookRunner.linkDestination(shown)) \(NotebookDocument.writtenImageTitle))")
        }
        guard isPreset || environment.workspace?.owns(path) != true else { return }
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
