/// Start-up, side by side in one run: `animtune -c quit`, `gnuplot -e quit` and `animtune
/// preview` (to the line with its URL) take turns, so a slow spell of the machine slows all
/// three alike; the median and p99 of each. `python3 -c 'import numpy'` after them.
struct StartupBenchmark {
    let workspace: BenchmarkWorkspace
    var rounds = 101
    var pythonRepetitions = 15

    func rows() throws -> [BenchmarkRow] {
        let quit = [workspace.animtune, "-c", "quit"]
        let preview = [workspace.animtune, "preview"]
        let gnuplot = workspace.gnuplot.map { [$0, "-d", "-e", "quit"] }
        // One untimed run of each: the binaries in the page cache.
        try ChildProcess(quit).runChecked()
        if let gnuplot { try ChildProcess(gnuplot).runChecked() }
        _ = try previewSeconds(preview)
        var animtune = Timings(), other = Timings(), served = Timings()
        for _ in 0..<rounds {
            animtune.append(try ChildProcess(quit).runChecked().seconds)
            if let gnuplot { other.append(try ChildProcess(gnuplot).runChecked().seconds) }
            served.append(try previewSeconds(preview))
        }
        let spread = { (timings: Timings) in "median \(formatSeconds(timings.median)), p99 \(formatSeconds(timings.p99))" }
        var rows: [BenchmarkRow] = []
        if gnuplot != nil {
            rows.append(BenchmarkRow(
                name: "start-up: animtune -c quit vs gnuplot -e quit", animtune: spread(animtune),
                baseline: "gnuplot: \(spread(other))", ratio: animtune.median / other.median,
                note: "median ÷ median, lower is better (goal 0.5); \(rounds) runs each, taking turns"))
            rows.append(BenchmarkRow(
                name: "start-up: animtune preview to its URL line vs gnuplot -e quit", animtune: spread(served),
                baseline: "gnuplot: \(spread(other))", ratio: served.median / other.median,
                note: "median ÷ median, lower is better; the server's start over -c quit: \(formatSeconds(served.median - animtune.median))"))
        }
        if let python = ChildProcess.which("python3"), (try? ChildProcess([python, "-c", "import numpy"]).run().status) == 0 {
            var numpy = Timings()
            for _ in 0..<pythonRepetitions { numpy.append(try ChildProcess([python, "-c", "import numpy"]).runChecked().seconds) }
            rows.append(BenchmarkRow(name: "start-up: animtune -c quit vs python3 -c 'import numpy'", animtune: spread(animtune),
                                     baseline: "python3 + numpy: \(spread(numpy))", ratio: animtune.median / numpy.median,
                                     note: "median ÷ median, lower is better; \(pythonRepetitions) runs of python3"))
        }
        return rows
    }

    /// Seconds from starting `animtune preview` (standard input at its end, so it stops right
    /// after) to the line with the page's URL.
    private func previewSeconds(_ arguments: [String]) throws -> Double {
        let (seconds, outcome) = try ChildProcess(arguments).secondsToLine(containing: "http://")
        guard let seconds, outcome.status == 0 else {
            throw ChildProcess.Failure(description: "\(arguments.joined(separator: " ")) printed no URL (exit status \(outcome.status))")
        }
        return seconds
    }
}
