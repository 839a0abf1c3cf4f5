/// Runs or checks notebook files on disk; the effects around `NotebookRunner`.
public enum NotebookFiles {
    /// The largest notebook `notebook run` reads; a run stops before writing a larger one.
    public static let maximumBytes = 16 << 20

    /// Exit status: 0 when every notebook ran cleanly (and, checking, was current). Messages
    /// name each notebook as given in `paths`.
    public static func process(_ paths: [String], mode: NotebookRunner.Mode,
                               environment: ShellEnvironment = .current(),
                               errors: TextOutput = .standardError) -> Int32 {
        var status: Int32 = 0
        for path in paths {
            let succeeded = process(environment.absolutePath(path), displayPath: path, mode: mode,
                                    environment: environment, errors: errors)
            if !succeeded { status = 1 }
        }
        return status
    }

    /// Runs or checks the notebook at the absolute `path`, rewriting it when running changed
    /// it; true when it ran cleanly (and, checking, was current). `ownedPresets`: see
    /// ``NotebookRunner/init(path:displayPath:mode:errors:ownedPresets:)``.
    @discardableResult
    public static func process(_ path: String, displayPath: String, mode: NotebookRunner.Mode,
                               environment: ShellEnvironment, errors: TextOutput,
                               ownedPresets: Set<String> = []) -> Bool {
        let text: String
        do {
            text = try FileSystem.readText(path, maximumBytes: maximumBytes)
        } catch {
            errors.line("\(displayPath): error: cannot read: \(error.description)")
            return false
        }
        let report = NotebookRunner(path: path, displayPath: displayPath, mode: mode, errors: errors,
                                    ownedPresets: ownedPresets).run(text, environment: environment)
        guard mode == .run, report.text != text else { return report.problems.isEmpty }
        do {
            try FileSystem.writeAtomically(report.text, to: path)
        } catch {
            errors.line("\(displayPath): error: cannot write: \(error.description)")
            return false
        }
        return report.problems.isEmpty
    }
}
