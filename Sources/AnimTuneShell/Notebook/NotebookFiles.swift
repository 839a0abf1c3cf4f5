import SafeIO

/// Runs or checks notebook files on disk; the effects around `NotebookRunner`.
public enum NotebookFiles {
    /// The largest notebook `notebook run` reads; a run stops before writing a larger one.
    public static let maximumBytes = 16 << 20

    /// Exit status: 0 when every notebook ran cleanly (and, checking, was current). Messages
    /// name each notebook as given in `paths`.
    /// `reach` says where the cells may read and write; a wider one than the notebook's own
    /// folder is announced by a warning line.
    public static func process(_ paths: [String], mode: NotebookRunner.Mode,
                               environment: ShellEnvironment = .current(),
                               errors: TextOutput = .standardError, reach: NotebookReach = .ownFolder) -> Int32 {
        var status: Int32 = 0
        if let warning = reach.warning { errors.line(TerminalSafe.echo(warning)) }
        for path in paths {
            let succeeded = process(environment.absolutePath(path), displayPath: path, mode: mode,
                                    environment: environment, errors: errors, reach: reach)
            if !succeeded { status = 1 }
        }
        return status
    }

    /// Runs or checks the notebook at the absolute `path`, rewriting it when running changed
    /// it; true when it ran cleanly (and, checking, was current). `ownedFiles`: see
    /// ``NotebookRunner/init(path:displayPath:mode:errors:ownedFiles:reach:)``.
    @discardableResult
    public static func process(_ path: String, displayPath: String, mode: NotebookRunner.Mode,
                               environment: ShellEnvironment, errors: TextOutput,
                               ownedFiles: Set<String> = [], reach: NotebookReach = .ownFolder) -> Bool {
        let text: String
        do {
            text = try FileSystem.readText(path, maximumBytes: maximumBytes)
        } catch {
            errors.line("\(displayPath): error: cannot read: \(error.description)")
            return false
        }
        let report = NotebookRunner(path: path, displayPath: displayPath, mode: mode, errors: errors,
                                    ownedFiles: ownedFiles, reach: reach).run(text, environment: environment)
        guard mode == .run, report.text != text else { return report.problems.isEmpty }
        guard report.text.utf8.count <= maximumBytes else {
            errors.line("\(displayPath): error: with its outputs the notebook would be \(report.text.utf8.count) bytes, more than "
                + "the \(maximumBytes >> 20) MiB 'notebook run' reads back; it is left as it was")
            return false
        }
        do {
            try FileSystem.writeAtomically(report.text, to: path)
        } catch {
            errors.line("\(displayPath): error: cannot write: \(error.description)")
            return false
        }
        return report.problems.isEmpty
    }
}
