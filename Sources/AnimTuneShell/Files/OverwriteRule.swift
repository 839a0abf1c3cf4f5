import SafeIO

/// The one rule for every writer (`save`, `export --to`, `plot --to`, `run --csv/--gif/--frames`):
/// an existing file this session did not write (or read as a preset) needs `--force`, and so
/// does one that changed on disk since; a notebook's own assets folder is its to replace, and
/// so is what the person running it allowed (``FileSink``), never what its text claims.
/// Replacing a file with the very same contents loses nothing and is always allowed.
/// `--frames` into a folder holding other files needs `--force` too. In a notebook `--force`
/// replaces only what the notebook may replace (``FileSink/forceMayReplace(_:)``), never others.
struct OverwriteRule {
    let context: CommandContext

    /// Throws unless the resolved `path` may be written (with `replacingWith` when the new
    /// contents are known beforehand); `token` is where the error points.
    func check(_ path: String, force: Bool, token: Token?, replacingWith text: String? = nil) throws(CommandError) {
        let environment = context.environment
        try refuseByRule(path, token: token)
        guard environment.fileExists(path), environment.workspace?.owns(path) != true else { return }
        let current = Self.digest(of: path, in: environment)
        // The contents themselves, not their digest: a digest that is not a security hash can be
        // matched. As bytes: bytes that are not UTF-8 would read as U+FFFD, the same as a text holding it.
        if let text, (try? environment.readBytes(path, maximumBytes: text.utf8.count + 1))?.elementsEqual(text.utf8) == true { return }
        if context.fileSink?.mayReplace(path, holding: current) == true { return }
        let shown = TerminalSafe.echo(environment.displayPath(path))
        if force {
            guard context.fileSink?.forceMayReplace(path) == false else { return }
            throw CommandError(Self.notebookRefusal(shown), at: token)
        }
        if context.fileSink?.mayReplaceKnown(path) == false { throw CommandError(Self.notebookRefusal(shown), at: token) }
        guard let digest = context.session.knownFiles[path] else {
            throw CommandError("'\(shown)' exists and was not written in this session; add \(SharedOption.force.spelling) to replace it", at: token)
        }
        if current != digest {
            throw CommandError("'\(shown)' changed on disk since this session read or wrote it; add \(SharedOption.force.spelling) to replace it", at: token)
        }
    }

    /// Why a notebook does not replace the existing file shown as `shown`.
    private static func notebookRefusal(_ shown: String) -> String {
        "'\(shown)' exists and a notebook replaces only files in its own assets folder or written by this run, even with "
            + "\(SharedOption.force.spelling); to let it, name the file with 'notebook run --allow-replace \(shown)'"
    }

    /// Throws when the ``FileSink`` refuses `path` whatever is there (a dot-file in a notebook).
    private func refuseByRule(_ path: String, token: Token?) throws(CommandError) {
        guard let reason = context.fileSink?.refusal(toWrite: path) else { return }
        throw CommandError("'\(TerminalSafe.echo(context.environment.displayPath(path)))' \(reason)", at: token)
    }

    /// Throws unless frames may go into the resolved folder `path`: missing, empty, inside a
    /// notebook's assets folder, holding only files this session wrote, or holding what the
    /// notebook's last run wrote there.
    func checkFolder(_ path: String, force: Bool, token: Token?) throws(CommandError) {
        let environment = context.environment
        try refuseByRule(path, token: token)
        guard environment.workspace?.owns(FilePath.join(path, "frame")) != true else { return }
        if let sink = context.fileSink, sink.mayReplace(path, holding: Self.folderDigest(of: path, in: environment)) { return }
        let strangers = environment.folderEntries(path).filter {
            context.session.knownFiles[FilePath.join(path, $0)] == nil || context.fileSink?.mayReplaceKnown(FilePath.join(path, $0)) == false
        }
        guard let first = strangers.first else { return }
        let shown = TerminalSafe.echo(context.environment.displayPath(path))
        let held = "'\(shown)' holds files this session did not write ('\(TerminalSafe.echo(first))'"
            + (strangers.count > 1 ? " and \(strangers.count - 1) more" : "") + ")"
        guard force else { throw CommandError(held + "; add \(SharedOption.force.spelling) to write frames into it", at: token) }
        if context.fileSink?.forceMayReplace(FilePath.join(path, "")) == false {
            throw CommandError(held + ", and in a notebook \(SharedOption.force.spelling) replaces only files the notebook wrote", at: token)
        }
    }

    /// Remembers that this session read the file at `path`: unchanged, it may be replaced.
    func remember(_ path: String) {
        context.session.knownFiles[path] = Self.digest(of: path, in: context.environment)
    }

    /// Remembers that this session wrote the file at `path` (`isPreset` for `save`), and tells
    /// the ``FileSink``.
    func rememberWritten(_ path: String, isPreset: Bool = false) {
        remember(path)
        context.fileSink?.didWrite(path, digest: context.session.knownFiles[path] ?? "", isPreset: isPreset)
    }

    /// Remembers the frames this session wrote into the folder `path`, and tells the
    /// ``FileSink`` what the whole folder holds now.
    func rememberWritten(frames names: [String], in path: String) {
        for name in names { remember(FilePath.join(path, name)) }
        context.fileSink?.didWrite(FilePath.join(path, ""), digest: Self.folderDigest(of: path, in: context.environment), isPreset: false)
    }

    /// One digest for the names and contents of every file in the folder `path`.
    static func folderDigest(of path: String, in environment: ShellEnvironment) -> String {
        Digest.fnv1a(environment.folderEntries(path).sorted().map { "\($0) \(digest(of: FilePath.join(path, $0), in: environment))\n" }.joined())
    }

    /// The digest of the bytes on disk: a binary file (a PNG) decoded as text would have every
    /// invalid sequence read as U+FFFD, so two different images could look the same.
    static func digest(of path: String, in environment: ShellEnvironment) -> String {
        (try? environment.readBytes(path, maximumBytes: 256 << 20)).map { Digest.fnv1a(bytes: $0) } ?? ""
    }
}
