import Foundation

/// `animtune notebook check` of every shipped notebook against `notebook run` of the same
/// notebooks (a copy): checking compares the data behind each plot instead of drawing it.
struct NotebookBenchmark {
    let workspace: BenchmarkWorkspace
    var repetitions = 3

    func rows() throws -> [BenchmarkRow] {
        // The notebooks compare with the built-in presets by name: their folder alone will do.
        try FileManager.default.copyItem(atPath: workspace.root + "/Notebooks", toPath: workspace.path("Notebooks"))
        let copy = workspace.path("Notebooks")
        let notebooks = try FileManager.default.contentsOfDirectory(atPath: copy).filter { $0.hasSuffix(".md") }.sorted()
            .map { copy + "/" + $0 }
        guard !notebooks.isEmpty else { return [] }
        let check = try Stopwatch.median(repetitions) { try ChildProcess([workspace.animtune, "notebook", "check"] + notebooks).runChecked() }
        let run = try Stopwatch.median(repetitions) { try ChildProcess([workspace.animtune, "notebook", "run"] + notebooks).runChecked() }
        return [BenchmarkRow(name: "notebook check of the \(notebooks.count) shipped notebooks vs notebook run", animtune: formatSeconds(check),
                             baseline: "run: \(formatSeconds(run))", ratio: check / run,
                             note: "lower is better; median of \(repetitions)")]
    }
}
