import SafeIO

/// Every path a command names, and every file it reads or writes, goes through here: in a
/// notebook confined to its ``Workspace`` (links refused, writes of `notebook check` kept in
/// its overlay), in the shell as the user named it (links written through).
extension ShellEnvironment {
    /// The absolute path `text` names.
    public func resolve(_ text: String) throws(FileProblem) -> String {
        guard let workspace else { return absolutePath(text) }
        return try workspace.resolve(text, workingDirectory: workingDirectory)
    }

    /// Whether something is at the resolved `path` (in the overlay too, when checking).
    public func fileExists(_ path: String) -> Bool {
        FileSystem.exists(workspace?.physicalForReading(path) ?? path)
    }

    /// Reads the regular file at the resolved `path`; never blocks on a FIFO.
    public func readText(_ path: String, maximumBytes: Int) throws(FileProblem) -> String {
        try SafeFileReader.readText(workspace?.physicalForReading(path) ?? path, maximumBytes: maximumBytes,
                                    followsLink: workspace == nil)
    }

    /// Writes `text` to the resolved `path` through ``SafeFileWriter``.
    public func writeText(_ text: String, to path: String) throws(FileProblem) {
        let physical = try workspace?.physicalForWriting(path) ?? path
        try SafeFileWriter.write(text, to: physical, followsLink: workspace == nil)
    }

    /// Lets `body` write the resolved `path` by name (gnuplot) through ``SafeFileWriter``.
    public func produceFile<E: Error>(at path: String, verify: (String) -> String?, problem: (FileProblem) -> E,
                                      _ body: (String) throws(E) -> Void) throws(E) {
        let physical: String
        do { physical = try workspace?.physicalForWriting(path) ?? path } catch { throw problem(error) }
        try SafeFileWriter.produce(at: physical, followsLink: workspace == nil, verify: verify, problem: problem, body)
    }

    /// Names in the folder at the resolved `path`, hidden ones included.
    public func folderEntries(_ path: String) -> [String] {
        var names = Set(FileSystem.list(path, hidden: true))
        if let physical = workspace?.physicalForReading(path), physical != path {
            names.formUnion(FileSystem.list(physical, hidden: true))
        }
        return names.sorted()
    }
}
