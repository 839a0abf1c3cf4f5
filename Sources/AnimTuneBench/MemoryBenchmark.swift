import AnimTuneCore

/// Peak resident memory of a 10,000-command session against a 10-command one: what a long
/// tuning session costs beyond start-up (undo history, output, caches).
struct MemoryBenchmark {
    let workspace: BenchmarkWorkspace

    /// A loop of everyday commands: changes (recorded for undo), reads and scene switches.
    static let commands = [
        "set spring.damping 0.5", "metrics", "set spring.response=0.4s spring.bounce=0.2", "table spring --to 0.5 --step 0.05",
        "undo", "show spring", "use tabbar", "set spring.duration 0.8", "convert", "use spring",
    ]

    func rows() throws -> [BenchmarkRow] {
        let short = try peak(commands: 10)
        let long = try peak(commands: 10_000)
        return [BenchmarkRow(name: "peak memory: 10,000-command session vs 10 commands", animtune: megabytes(long),
                             baseline: "10 commands: \(megabytes(short))", ratio: Double(long) / Double(short),
                             note: "lower is better; 1× means a long session costs nothing extra")]
    }

    private func peak(commands count: Int) throws -> Int {
        let script = (0..<count).map { Self.commands[$0 % Self.commands.count] }.joined(separator: "\n") + "\n"
        let file = try workspace.write(script, to: "session-\(count).animtune")
        return try ChildProcess([workspace.animtune, file]).runChecked().peakMemory
    }

    private func megabytes(_ bytes: Int) -> String {
        "\(NumberFormatting.fixed(Double(bytes) / 1_048_576, decimals: 1)) MiB"
    }
}
