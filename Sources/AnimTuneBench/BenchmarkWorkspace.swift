import AnimTuneShell
import Foundation
import Gnuplot

/// Where a benchmark run finds animtune, gnuplot and the repository, and a scratch folder
/// that is removed at the end.
struct BenchmarkWorkspace {
    /// The `animtune` binary built beside this benchmark.
    let animtune: String
    /// gnuplot from `ANIMTUNE_GNUPLOT` or `PATH`, nil when missing.
    let gnuplot: String?
    /// The repository root (holds `Notebooks/`).
    let root: String
    let scratch: String

    init(root: String) throws {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        animtune = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("animtune").path
        guard FileManager.default.isExecutableFile(atPath: animtune) else {
            throw ChildProcess.Failure(description: "animtune is not built at \(animtune); run `swift build -c release` first")
        }
        gnuplot = try? GnuplotSession.locate(environment: ProcessInfo.processInfo.environment).get()
        self.root = root
        scratch = NSTemporaryDirectory() + "animtune-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { scratch + "/" + name }

    func write(_ text: String, to name: String) throws -> String {
        let path = path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func removeScratch() {
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// An in-process command context like `animtune -c`'s, with its output kept in buffers.
    func commandContext() -> CommandContext {
        var environment = ShellEnvironment.current()
        environment.isTerminal = false
        environment.useColour = false
        environment.workingDirectory = scratch
        return CommandContext(out: .buffer(), err: .buffer(), environment: environment)
    }
}
