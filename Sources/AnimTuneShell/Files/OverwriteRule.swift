import SafeIO

/// The one rule for every writer (`save`, `export --to`, `plot --to`, `run --csv/--gif/--frames`):
/// an existing file this session did not write (or read as a preset) needs `--force`, and so
/// does one that changed on disk since; a notebook's own assets folder is its to replace.
/// `--frames` into a folder holding other files needs `--force` too.
struct OverwriteRule {
    let context: CommandContext

    /// Throws unless the resolved `path` may be written; `token` is where the error points.
    func check(_ path: String, force: Bool, token: Token?) throws(CommandError) {
        let environment = context.environment
        guard !force, environment.fileExists(path), environment.workspace?.owns(path) != true else { return }
        let shown = TerminalSafe.echo(environment.displayPath(path))
        guard let digest = context.session.knownFiles[path] else {
            throw CommandError("'\(shown)' exists and was not written in this session; add --force to replace it", at: token)
        }
        if Self.digest(of: path, in: environment) != digest {
            throw CommandError("'\(shown)' changed on disk since this session read or wrote it; add --force to replace it", at: token)
        }
    }

    /// Throws unless frames may go into the resolved folder `path`: missing, empty, or
    /// holding only files this session wrote.
    func checkFolder(_ path: String, force: Bool, token: Token?) throws(CommandError) {
        guard !force else { return }
        let strangers = context.environment.folderEntries(path).filter { context.session.knownFiles[FilePath.join(path, $0)] == nil }
        if let first = strangers.first {
            let shown = TerminalSafe.echo(context.environment.displayPath(path))
            throw CommandError("'\(shown)' holds files this session did not write ('\(TerminalSafe.echo(first))'"
                + (strangers.count > 1 ? " and \(strangers.count - 1) more" : "") + "); add --force to write frames into it", at: token)
        }
    }

    /// Remembers that this session wrote (or read) the file at `path`.
    func remember(_ path: String) {
        context.session.knownFiles[path] = Self.digest(of: path, in: context.environment)
    }

    static func digest(of path: String, in environment: ShellEnvironment) -> String {
        (try? environment.readText(path, maximumBytes: 256 << 20)).map(Digest.fnv1a) ?? ""
    }
}
