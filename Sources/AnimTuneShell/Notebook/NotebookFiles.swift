/// Runs or checks notebook files on disk; the effects around `NotebookRunner`.
public enum NotebookFiles {
    /// Exit status: 0 when every notebook ran cleanly (and, checking, was current).
    public static func process(_ paths: [String], mode: NotebookRunner.Mode,
                               environment: ShellEnvironment = .current(),
                               errors: TextOutput = .standardError) -> Int32 {
        var status: Int32 = 0
        for path in paths {
            let absolute = environment.absolutePath(path)
            let text: String
            do {
                text = try FileSystem.readText(absolute, maximumBytes: 16 << 20)
            } catch {
                errors.line("\(path): error: cannot read: \(error.description)")
                status = 1
                continue
            }
            let report = NotebookRunner(path: absolute, displayPath: path, mode: mode, errors: errors).run(text, environment: environment)
            if !report.problems.isEmpty { status = 1 }
            guard mode == .run, report.text != text else { continue }
            do {
                try FileSystem.writeAtomically(report.text, to: absolute)
            } catch {
                errors.line("\(path): error: cannot write: \(error.description)")
                status = 1
            }
        }
        return status
    }
}
