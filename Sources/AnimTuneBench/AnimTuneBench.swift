import Foundation

/// `make bench`: measures what users feel next to what they would use instead, prints one
/// Markdown table (each row a ratio measured in this run) and writes it as JSON.
///
///     animtune-bench [--json FILE] [--root DIR] [--filter NAME]
///
/// `--filter NAME` (`make bench BENCH=NAME`) runs only the benchmarks whose name contains
/// NAME and reports only their rows whose name contains it.
@main
struct AnimTuneBench {
    static func main() {
        var jsonPath = "out/bench.json"
        var root = FileManager.default.currentDirectoryPath
        var filter: String?
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--json": jsonPath = arguments.popFirst() ?? jsonPath
            case "--root": root = arguments.popFirst() ?? root
            case "--filter": filter = arguments.popFirst().flatMap { $0.isEmpty ? nil : $0.lowercased() }
            default:
                FileHandle.standardError.write(Data("animtune-bench: unknown option '\(argument)' (accepted: --json FILE, --root DIR, --filter NAME)\n".utf8))
                exit(2)
            }
        }
        do {
            try run(jsonPath: jsonPath, root: root, filter: filter)
        } catch {
            FileHandle.standardError.write(Data("animtune-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(jsonPath: String, root: String, filter: String?) throws {
        // Made by the first benchmark that needs the release binary, so a filtered run of
        // in-process rows (BENCH=tune) needs no release build of animtune.
        var made: BenchmarkWorkspace?
        defer { made?.removeScratch() }
        func workspace() throws -> BenchmarkWorkspace {
            if let made { return made }
            let workspace = try BenchmarkWorkspace(root: root)
            made = workspace
            return workspace
        }
        var report = BenchmarkReport(machine: machineDescription())
        func measure(_ what: String, _ body: () throws -> Void) rethrows {
            if let filter, !what.lowercased().contains(filter) { return }
            FileHandle.standardError.write(Data("measuring \(what)…\n".utf8))
            try body()
        }
        try measure("plot latency") {
            if try workspace().gnuplot == nil {
                report.details.append("gnuplot is not installed: the plot rows are missing (make deps installs it).")
            }
        }
        try measure("plot latency") { report.rows += try PlotLatencyBenchmark(workspace: workspace()).rows() }
        try measure("start-up") { report.rows += try StartupBenchmark(workspace: workspace()).rows() }
        measure("spring sampling") { report.rows += SpringSamplingBenchmark().rows() }
        try measure("metrics and solve") { report.rows += try MotionCallsBenchmark().rows() }
        measure("runtime metrics") { report.rows += RuntimeMetricsBenchmark().rows() }
        measure("retarget metrics") { report.rows += RetargetMetricsBenchmark().rows() }
        measure("fit") { report.rows += FitBenchmark().rows() }
        measure("linear() stops") {
            let (rows, details) = LinearStopsBenchmark().run()
            report.rows += rows
            report.details += details
        }
        try measure("notebooks") { report.rows += try NotebookBenchmark(workspace: workspace()).rows() }
        try measure("terminal player") {
            let (rows, details) = try PlayerBenchmark().run()
            report.rows += rows
            report.details += details
        }
        try measure("memory") { report.rows += try MemoryBenchmark(workspace: workspace()).rows() }
        try measure("tune nudge redraw") { report.rows += try TuneBenchmark().rows() }
        try measure("preview") {
            let rows = try PreviewBenchmark().rows()
            if rows.isEmpty { report.details.append("Chromium is not installed: the preview rows are missing (make deps installs it).") }
            report.rows += rows
        }
        if let filter { report.rows = report.rows.filter { $0.name.lowercased().contains(filter) } }

        print("animtune benchmarks on \(report.machine)\n")
        print(report.markdown)
        for line in report.details { print(line) }
        let url = URL(fileURLWithPath: jsonPath, relativeTo: URL(fileURLWithPath: root))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try report.json().write(to: url)
        print("\nwrote \(jsonPath)")
    }

    /// `Linux x86_64, 2 cores` and the CPU model where the system says it.
    static func machineDescription() -> String {
        var system = utsname()
        uname(&system)
        let name = withUnsafeBytes(of: system.sysname) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let machine = withUnsafeBytes(of: system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        var description = "\(name) \(machine), \(ProcessInfo.processInfo.activeProcessorCount) cores"
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let model = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
           let colon = model.firstIndex(of: ":") {
            description += ", " + model[model.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return description
    }
}
