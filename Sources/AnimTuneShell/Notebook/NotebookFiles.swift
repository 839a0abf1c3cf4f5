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
                               errors: TextOutput = .standardError, reach: NotebookReach = .ownFolder,
                               allowReplace: [String] = []) -> Int32 {
        var status: Int32 = 0
        if let warning = reach.warning { errors.line(TerminalSafe.echo(warning)) }
        let allowed = allowedPaths(allowReplace, environment: environment)
        for path in paths {
            let succeeded = process(environment.absolutePath(path), displayPath: path, mode: mode,
                                    environment: environment, errors: errors, allowReplace: allowed, reach: reach)
            if !succeeded { status = 1 }
        }
        return status
    }

    /// The paths `notebook run --allow-replace` names, absolute: as given (against the working
    /// directory, `..` taken out) and with the links in their folders resolved, as a cell's
    /// resolved path has them.
    public static func allowedPaths(_ given: [String], environment: ShellEnvironment) -> Set<String> {
        var allowed: Set<String> = []
        for text in given {
            var components: [Substring] = []
            for component in environment.absolutePath(text).split(separator: "/") where component != "." {
                if component == ".." { _ = components.popLast() } else { components.append(component) }
            }
            guard let name = components.popLast() else { continue }
            let folder = "/" + components.joined(separator: "/")
            allowed.insert(FilePath.join(folder, String(name)))
            if let real = FilePath.resolved(folder) { allowed.insert(FilePath.join(real, String(name))) }
        }
        return allowed
    }

    /// Runs or checks the notebook at the absolute `path`, rewriting it when running changed
    /// it; true when it ran cleanly (and, checking, was current). `recordedFiles`, `allowReplace`: see
    /// ``NotebookRunner/init(path:displayPath:mode:errors:recordedFiles:allowReplace:reach:)``.
    @discardableResult
    public static func process(_ path: String, displayPath: String, mode: NotebookRunner.Mode,
                               environment: ShellEnvironment, errors: TextOutput, recordedFiles: Set<String> = [],
                               allowReplace: Set<String> = [], reach: NotebookReach = .ownFolder) -> Bool {
        let text: String
        do {
            text = try FileSystem.readText(path, maximumBytes: maximumBytes)
        } catch {
            errors.line("\(displayPath): error: cannot read: \(error.description)")
            return false
        }
        let report = NotebookRunner(path: path, displayPath: displayPath, mode: mode, errors: errors,
                                    recordedFiles: recordedFiles, allowReplace: allowReplace, reach: reach).run(text, environment: environment)
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
