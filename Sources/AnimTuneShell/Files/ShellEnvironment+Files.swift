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

    /// Reads the regular file at the resolved `path`; never blocks on a FIFO. In the shell a link
    /// at `path` is read through unless `followsLink` is false; in a notebook never.
    public func readText(_ path: String, maximumBytes: Int, followsLink: Bool = true) throws(FileProblem) -> String {
        String(decoding: try readBytes(path, maximumBytes: maximumBytes, followsLink: followsLink), as: UTF8.self)
    }

    /// The bytes of the regular file at the resolved `path`, read as ``readText(_:maximumBytes:followsLink:)``
    /// reads it but not decoded: a binary file (a PNG, a GIF) as it is on disk.
    public func readBytes(_ path: String, maximumBytes: Int, followsLink: Bool = true) throws(FileProblem) -> [UInt8] {
        guard let workspace else { return try SafeFileReader.readBytes(path, maximumBytes: maximumBytes, followsLink: followsLink) }
        let location = try workspace.locationForReading(path)
        return try SafeFileReader.readBytes(location.name, in: location.folder, maximumBytes: maximumBytes)
    }

    /// Writes `text` to the resolved `path` through ``SafeFileWriter``.
    public func writeText(_ text: String, to path: String) throws(FileProblem) {
        try SafeFileWriter.write(text, to: destination(forWriting: path, followsLink: true))
    }

    /// Writes `text`, which animtune writes unasked (the presets' schema), to the file `name`
    /// in the subfolder `subfolder` of the resolved folder `folder`, made when missing: through
    /// no link, neither at the file nor at the subfolder, so it lands inside `folder` or nowhere.
    public func writeTextWithoutLinks(_ text: String, named name: String, in subfolder: String, of folder: String) throws(FileProblem) {
        try refuseVersionControl(FilePath.join(FilePath.join(folder, subfolder), name))
        let target: OpenFolder
        if let workspace {
            target = try workspace.folder(forWriting: FilePath.join(folder, subfolder))
        } else {
            target = try OpenFolder.open(folder).subfolder(subfolder, creating: true)
        }
        try SafeFileWriter.write(text, to: SafeFileWriter.destination(in: target, name: name))
    }

    /// Reads the regular file `name` in the subfolder `subfolder` of the resolved folder
    /// `folder` through no link (see ``writeTextWithoutLinks(_:named:in:of:)``).
    public func readTextWithoutLinks(named name: String, in subfolder: String, of folder: String, maximumBytes: Int) throws(FileProblem) -> String {
        if workspace != nil { return try readText(FilePath.join(FilePath.join(folder, subfolder), name), maximumBytes: maximumBytes) }
        return try SafeFileReader.readText(name, in: OpenFolder.open(folder).subfolder(subfolder), maximumBytes: maximumBytes)
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
        do { try refuseVersionControl(path) } catch { throw problem(error) }
        guard let workspace else {
            return try SafeFileWriter.produceFiles(in: path, names: names, verify: verify, problem: problem, body)
        }
        let folder: OpenFolder
        do { folder = try workspace.folder(forWriting: path) } catch { throw problem(error) }
        try SafeFileWriter.produceFiles(in: folder, names: names, verify: verify, problem: problem, body)
    }

    /// Makes the resolved folder `path` and those above it when missing.
    public func makeFolders(_ path: String) throws(FileProblem) {
        try refuseVersionControl(path)
        guard let workspace else { return try FileSystem.makeDirectories(path) }
        try workspace.makeFolders(path)
    }

    /// Names in the folder at the resolved `path`, hidden ones included, sorted.
    public func folderEntries(_ path: String) -> [String] {
        workspace?.names(inFolder: path) ?? FileSystem.list(path, hidden: true).sorted()
    }

    /// Names in the folder at the resolved `path` that are not UTF-8, with their bytes as
    /// `\xNN` escapes: for saying what was left out, never to open.
    public func folderEntriesNotUTF8(_ path: String) -> [String] {
        workspace?.namesNotUTF8(inFolder: path) ?? ((try? OpenFolder.open(path))?.namesNotUTF8() ?? [])
    }

    private func destination(forWriting path: String, followsLink: Bool) throws(FileProblem) -> SafeFileWriter.Destination {
        try refuseVersionControl(path)
        guard let workspace else { return try SafeFileWriter.destination(of: path, followsLink: followsLink) }
        return try workspace.destination(forWriting: path)
    }

    /// Throws when the resolved `path` is inside a ``VersionControlFolder``.
    private func refuseVersionControl(_ path: String) throws(FileProblem) {
        if let folder = VersionControlFolder.containing(path) {
            throw VersionControlFolder.refusal(folder: folder)
        }
    }
}
