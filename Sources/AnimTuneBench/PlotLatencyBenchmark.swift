import AnimTuneCore
import AnimTuneShell
import Foundation
import Gnuplot

/// `plot spring` many times: through animtune's one persistent gnuplot, as separate gnuplot
/// runs of the same script, and as gnuplot's own loop over the same request (the floor), the
/// session and the loop taking turns; each plot timed, the median and p99 compared.
struct PlotLatencyBenchmark {
    let workspace: BenchmarkWorkspace
    var count = 200
    var rounds = 10

    enum Kind: String, CaseIterable {
        case dumb = "dumb text"
        case png = "PNG"

        var command: String {
            switch self {
            case .dumb: "plot spring --term dumb --size 80x20"
            case .png: "plot spring --to plot.png"
            }
        }

        /// The goal for the ratio to gnuplot's own loop (#47).
        var goal: String {
            switch self {
            case .dumb: "1.5×"
            case .png: "1.1×"
            }
        }

        func output(in workspace: BenchmarkWorkspace) throws -> PlotOutput {
            switch self {
            case .dumb: .dumb(width: 80, height: 20, colour: false)
            // Beside the session's plot.png, which `plot --to` would not replace unasked.
            case .png: try PlotOutput.file(workspace.path("gnuplot.png"))
            }
        }
    }

    func rows() throws -> [BenchmarkRow] {
        guard let gnuplot = workspace.gnuplot else { return [] }
        var rows: [BenchmarkRow] = []
        for kind in Kind.allCases {
            let request = try gnuplotRequest(kind, gnuplot: gnuplot)
            let separate = try Stopwatch.time {
                for _ in 0..<count { try ChildProcess([gnuplot, "-d", request]).runChecked() }
            }
            // Side by side: rounds of plots in animtune's one session, each followed by
            // gnuplot looping over the same request, so a slow spell slows both.
            let context = workspace.commandContext()
            let runner = ScriptRunner(context: context)
            var session = Timings(), floor = Timings()
            var sessionSeconds = 0.0, sessionCPU = 0.0, text = ""
            var line = 0
            func plot() throws {
                line += 1
                let seconds = try Stopwatch.time {
                    guard runner.runLine(kind.command, source: "bench", line: line) else {
                        throw ChildProcess.Failure(description: "'\(kind.command)' failed: \(context.err.take())")
                    }
                    text = context.out.take()
                }
                session.append(seconds)
                sessionSeconds += seconds
            }
            for _ in 0..<rounds {
                sessionCPU += try Stopwatch.cpuTime {
                    for _ in 0..<count / rounds { try plot() }
                }
                for seconds in try floorSeconds(request, plots: count / rounds, gnuplot: gnuplot) { floor.append(seconds) }
            }
            context.plotter.session.close()
            if kind == .dumb { try checkSameDrawing(request, gnuplot: gnuplot, sessionText: text) }
            let plots = session.values.count
            rows.append(BenchmarkRow(
                name: "plot latency, \(kind.rawValue): \(plots) plots in one session",
                animtune: formatSeconds(sessionSeconds), baseline: "\(count) gnuplot runs: \(formatSeconds(separate))",
                ratio: sessionSeconds / separate,
                note: "lower is better; \(formatSeconds(sessionSeconds / Double(plots))) a plot, gnuplot's start included"))
            rows.append(BenchmarkRow(
                name: "plot latency, \(kind.rawValue): vs gnuplot replotting in one process (floor)",
                animtune: "median \(formatSeconds(session.median)), p99 \(formatSeconds(session.p99))",
                baseline: "gnuplot loop: median \(formatSeconds(floor.median)), p99 \(formatSeconds(floor.p99))",
                ratio: session.median / floor.median,
                note: "median ÷ median a plot, 1× is the floor (goal \(kind.goal)); sampling the curve included; "
                    + "\(rounds) rounds of \(count / rounds), taking turns; animtune's CPU \(formatSeconds(sessionCPU / Double(plots))) a plot, "
                    + "its wait for gnuplot's reply included (it polls without sleeping for up to \(formatSeconds(GnuplotSession.spinWindow)))"))
        }
        return rows
    }

    /// The request animtune's `plot` sends, as a file gnuplot can `load`: data, then commands.
    private func gnuplotRequest(_ kind: Kind, gnuplot: String) throws -> String {
        let state = SpringScene().defaultState
        let spec = CurvePlot(curves: [try state.scene.curve(named: "spring")], state: state, presetName: "defaults").spec
        let script = try GnuplotScript(spec: spec, output: try kind.output(in: workspace))
        let data = try workspace.write(script.datablocks.map(\.definition).joined(), to: "data.gp")
        let commands = try workspace.write(script.commands, to: "commands.gp")
        return try workspace.write("load \(GnuplotQuote.string(data))\nload \(GnuplotQuote.string(commands))\n",
                                   to: "request.gp")
    }

    /// A separate gnuplot run of the request draws what the session drew.
    private func checkSameDrawing(_ request: String, gnuplot: String, sessionText: String) throws {
        var single = ChildProcess([gnuplot, "-d", request])
        single.output = workspace.path("single.txt")
        try single.runChecked()
        let text = try String(contentsOfFile: single.output, encoding: .utf8)
        guard Self.normalized(text) == Self.normalized(sessionText) else {
            throw ChildProcess.Failure(description: "a separate gnuplot run drew another plot than the session:\n\(text)")
        }
    }

    /// Seconds of each of `plots` loads of the request in one gnuplot process (its own clock).
    private func floorSeconds(_ request: String, plots: Int, gnuplot: String) throws -> [Double] {
        let loop = try workspace.write("""
            do for [i = 1:\(plots)] {
                start = time(0.0)
                load \(GnuplotQuote.string(request))
                printerr sprintf("floor %.9f", time(0.0) - start)
            }

            """, to: "floor.gp")
        var looping = ChildProcess([gnuplot, "-d", loop])
        looping.errors = workspace.path("floor.txt")
        try looping.runChecked()
        let printed = try String(contentsOfFile: looping.errors, encoding: .utf8)
        let seconds = printed.split(separator: "\n").filter { $0.hasPrefix("floor ") }.compactMap { Double($0.dropFirst(6)) }
        guard seconds.count == plots else {
            throw ChildProcess.Failure(description: "gnuplot's loop printed '\(printed)'")
        }
        return seconds
    }

    /// Text plot lines without form feeds and trailing blanks, blank lines dropped.
    static func normalized(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\u{0C}", with: "").split(separator: "\n")
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .filter { !$0.isEmpty }
    }
}
