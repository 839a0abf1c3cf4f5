/// The presets a notebook saves, so that running it again may replace them without `--force`
/// while a preset someone else wrote (or changed since) is still protected.
///
/// After a cell whose `save` succeeded the runner writes one hidden comment per file:
/// `<!-- animtune preset NAME.json data DIGEST -->`, the digest of the text written. On the
/// next run, `save` may replace a file whose text has one of those digests (nobody changed it
/// since this notebook wrote it) or already is the text about to be written (nothing is lost).
/// The comment names the file without its folder, so it does not depend on the machine.
final class NotebookPresets: PresetSink {
    private static let prefix = "<!-- animtune preset "

    /// Digests of the preset texts this notebook saved on an earlier run.
    private var owned: Set<String>
    /// Reads files as the cells see them (a check's own writes included).
    private let environment: ShellEnvironment
    /// Markers for the presets saved by the cell that is running, in order.
    private(set) var markers: [String] = []

    /// `document` is the notebook as stored; `alsoOwned` adds digests of preset texts saved
    /// elsewhere on the notebook's behalf (while it was being recorded).
    init(document: NotebookDocument, alsoOwned: Set<String> = [], environment: ShellEnvironment) {
        owned = alsoOwned
        self.environment = environment
        for cell in document.cells {
            for line in cell.outputRegion.splitKeepingNewlines() {
                if let digest = Self.digest(inMarker: line.trimmingNewline) { owned.insert(digest) }
            }
        }
    }

    /// The digest in a `<!-- animtune preset NAME data DIGEST -->` line, else nil.
    static func digest(inMarker line: String) -> String? {
        guard line.hasPrefix(prefix), line.hasSuffix(" -->") else { return nil }
        let words = line.dropFirst(prefix.count).dropLast(4).split(separator: " ")
        guard words.count >= 3, words[words.count - 2] == "data" else { return nil }
        return String(words[words.count - 1])
    }

    /// Starts a new cell: forgets the markers of the previous one.
    func startCell() {
        markers = []
    }

    // MARK: PresetSink

    func mayReplace(_ path: String, with text: String) -> Bool {
        guard let current = try? environment.readText(path, maximumBytes: PresetStore.maximumBytes) else { return false }
        return current == text || owned.contains(Digest.fnv1a(current))
    }

    func didSave(_ text: String, to path: String) {
        // The name is for the reader; without "--" it cannot end the comment early.
        var name = FileSystem.displayName(path)
        while name.contains("--") { name = name.replacingOccurrences(of: "--", with: "-") }
        markers.append("\(Self.prefix)\(name) data \(Digest.fnv1a(text)) -->")
    }
}
