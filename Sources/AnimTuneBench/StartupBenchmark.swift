/// Start-up: `animtune -c quit` against `gnuplot -e quit` and `python3 -c 'import numpy'`,
/// the median of several runs each.
struct StartupBenchmark {
    let workspace: BenchmarkWorkspace
    var repetitions = 15

    func rows() throws -> [BenchmarkRow] {
        let animtune = try median([workspace.animtune, "-c", "quit"])
        var rows: [BenchmarkRow] = []
        if let gnuplot = workspace.gnuplot {
            let other = try median([gnuplot, "-d", "-e", "quit"])
            rows.append(BenchmarkRow(name: "start-up: animtune -c quit vs gnuplot -e quit", animtune: formatSeconds(animtune),
                                     baseline: "gnuplot: \(formatSeconds(other))", ratio: animtune / other,
                                     note: "lower is better; median of \(repetitions)"))
        }
        if let python = ChildProcess.which("python3"), (try? ChildProcess([python, "-c", "import numpy"]).run().status) == 0 {
            let other = try median([python, "-c", "import numpy"])
            rows.append(BenchmarkRow(name: "start-up: animtune -c quit vs python3 -c 'import numpy'", animtune: formatSeconds(animtune),
                                     baseline: "python3 + numpy: \(formatSeconds(other))", ratio: animtune / other,
                                     note: "lower is better; median of \(repetitions)"))
        }
        return rows
    }

    private func median(_ arguments: [String]) throws -> Double {
        var times: [Double] = []
        try ChildProcess(arguments).runChecked()
        for _ in 0..<repetitions { times.append(try ChildProcess(arguments).runChecked().seconds) }
        return times.sorted()[times.count / 2]
    }
}
