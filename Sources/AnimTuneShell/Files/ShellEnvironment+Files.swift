import SafeIO

/// Every path a command names, and every file it reads or writes, goes through here: in a
/// notebook confined to its ``Workspace`` (reached from its folder held open, links refused,
/// writes of `notebook check` kept in its overlay), in the shell as the user named it (links
/// written through).
extension ShellEnvironment {
    /// The absolute path `text` names.
    public func resolve(_ text: String) throws(FileProblem) -> String {
        guard let workspace else { return absolutePath(text) }
        return try workspace.resolve(text, workingDirectory: workingDirectory)
    }

    /// Whether something is at the resolved `path` (in the overlay too, when checking).
    public func fileExists(_ path: String) -> Bool {
        workspace?.exists(path) ?? FileSystem.exists(path)
    }

    /// Whether the resolved `path` is a folder (in the overlay too, when checking).
    public func isDirectory(_ path: String) -> Bool {
        workspace?.isDirectory(path) ?? FileSystem.isDirectory(path)
    }

    /// Reads the regular file at the resolved `path`; never blocks on a FIFO.
    public func readText(_ path: String, maximumBytes: Int) throws(FileProblem) -> String {
        guard let workspace else { return try SafeFileReader.readText(path, maximumBytes: maximumBytes) }
        let location = try workspace.locationForReading(path)
        return try SafeFileReader.readText(location.name, in: location.folder, maximumBytes: maximumBytes)
    }

    /// Writes `text` to the resolved `path` through ``SafeFileWriter``.
    public func writeText(_ text: String, to path: String) throws(FileProblem) {
        try SafeFileWriter.write(text, to: destination(forWriting: path, followsLink: true))
    }

    /// Lets `body` write the resolved `path` by name (gnuplot) through ``SafeFileWriter``; a
    /// link at `path` is written through only outside a notebook and when `followsLink`.
    public func produceFile<E: Error>(at path: String, followsLink: Bool = true, verify: (String) -> String?,
                                      problem: (FileProblem) -> E,
                                      _ body: (String) throws(E) -> Void) throws(E) {
        let destination: SafeFileWriter.Destination
        do { destination = try self.destination(forWriting: path, followsLink: followsLink) } catch { throw problem(error) }
        try SafeFileWriter.produce(at: destination, verify: verify, problem: problem, body)
    }

    /// Lets `body` write files called `names` by name into the resolved folder `path` (made
    /// when missing) through ``SafeFileWriter``.
    public func produceFiles<E: Error>(inFolder path: String, names: [String], verify: (String) -> String?,
                                       problem: (FileProblem) -> E, _ body: (String) throws(E) -> Void) throws(E) {
        guard let workspace else {
            return try SafeFileWriter.produceFiles(in: path, names: names, verify: verify, problem: problem, body)
        }
        let folder: OpenFolder
        do { folder = try workspace.folder(forWriting: path) } catch { throw problem(error) }
        try SafeFileWriter.produceFiles(in: folder, names: names, verify: verify, problem: problem, body)
    }

    /// Makes the resolved folder `path` and those above it when missing.
    public func makeFolders(_ path: String) throws(FileProblem) {
        guard let workspace else { return try FileSystem.makeDirectories(path) }
        try workspace.makeFolders(path)
    }

    /// Names in the folder at the resolved `path`, hidden ones included, sorted.
    public func folderEntries(_ path: String) -> [String] {
        workspace?.names(inFolder: path) ?? FileSystem.list(path, hidden: true).sorted()
    }

    private func destination(forWriting path: String, followsLink: Bool) throws(FileProblem) -> SafeFileWriter.Destination {
        guard let workspace else { return try SafeFileWriter.destination(of: path, followsLink: followsLink) }
        return try workspace.destination(forWriting: path)
    }
}
