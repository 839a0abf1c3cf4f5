import SafeIO

/// How commands name and write files: resolved through the environment (confined in a
/// notebook), under the ``OverwriteRule``, through ``SafeFileWriter``.
extension CommandContext {
    /// The absolute path the FILE argument `token` names.
    func resolvedPath(_ token: Token) throws(CommandError) -> String {
        do {
            return try environment.resolve(token.text)
        } catch {
            throw CommandError(error.description, at: token)
        }
    }

    /// Writes `text` to the file `token` names; returns its path.
    @discardableResult
    func writeFile(_ text: String, to token: Token, force: Bool) throws(CommandError) -> String {
        let path = try resolvedPath(token)
        let rule = OverwriteRule(context: self)
        try rule.check(path, force: force, token: token)
        try makeAssetsFolder(for: path, token: token)
        do {
            try environment.writeText(text, to: path)
        } catch {
            throw cannotWrite(path, error, at: token)
        }
        rule.rememberWritten(path)
        return path
    }

    /// Lets `body` write the file at the resolved `path` by name (gnuplot), then checks it with
    /// `verify` and puts it in place.
    func produceFile(at path: String, token: Token, force: Bool, verify: (String) -> String?,
                     _ body: (String) throws(CommandError) -> Void) throws(CommandError) {
        let rule = OverwriteRule(context: self)
        try rule.check(path, force: force, token: token)
        try makeAssetsFolder(for: path, token: token)
        try environment.produceFile(at: path, verify: verify, problem: { cannotWrite(path, $0, at: token) }, body)
        rule.rememberWritten(path)
    }

    /// Makes the folders up to `path` when it is in a notebook's assets folder, which belongs
    /// to the notebook and is made when a cell first writes into it.
    func makeAssetsFolder(for path: String, token: Token?) throws(CommandError) {
        guard let workspace = environment.workspace, workspace.owns(path) else { return }
        do {
            try workspace.makeFolders(FilePath.parent(of: path))
        } catch {
            throw cannotWrite(path, error, at: token)
        }
    }

    /// "cannot write 'FILE': why", naming the file as it is shown to the user.
    func cannotWrite(_ path: String, _ problem: FileProblem, at token: Token?) -> CommandError {
        CommandError("cannot write '\(TerminalSafe.echo(environment.displayPath(path)))': \(problem.description)", at: token)
    }
}
