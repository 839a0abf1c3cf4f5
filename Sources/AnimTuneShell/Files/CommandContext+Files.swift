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

    /// The file name that means standard output for every writer.
    static let standardOutputName = "-"

    /// Writes `text` to the file `token` names, or to standard output when it is `-`; returns
    /// the file's path, nil for standard output.
    @discardableResult
    func writeFile(_ text: String, to token: Token, force: Bool) throws(CommandError) -> String? {
        if token.text == Self.standardOutputName {
            out.write(text)
            return nil
        }
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

    /// Lets `body` write a file by name (gnuplot) into a private folder, checks it with `verify`
    /// and copies its bytes to standard output (`--to -`); refused when standard output is a
    /// terminal, which would show the bytes as garbage.
    func produceToStandardOutput(token: Token, kind: String, verify: (String) -> String?,
                                 _ body: (String) throws(CommandError) -> Void) throws(CommandError) {
        guard !out.isTerminal else {
            throw CommandError("'-' would write \(kind) bytes to the terminal; redirect standard output to a file, or name one", at: token)
        }
        guard imageSink == nil else {
            throw CommandError("'-' would write \(kind) bytes into the notebook; name a file", at: token)
        }
        let bytes: [UInt8]
        do {
            let scratch = try PrivateFolder.temporary(environment: environment.variables, prefix: "animtune-stdout.")
            defer { scratch.remove() }
            try body(scratch.file("image"))
            if let problem = verify(scratch.file("image")) { throw CommandError(problem, at: token) }
            bytes = try SafeFileReader.readBytes("image", in: scratch.folder, maximumBytes: 1 << 30)
        } catch let error as CommandError {
            throw error
        } catch let problem as FileProblem {
            throw CommandError("cannot write \(kind) to standard output: \(problem.description)", at: token)
        } catch {
            throw CommandError("cannot write \(kind) to standard output: \(error)", at: token)
        }
        out.writeBytes(bytes)
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
