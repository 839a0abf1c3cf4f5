import AnimTuneCore
import AnimTuneShell
import Foundation
import Gnuplot

/// `plot spring` many times: through animtune's one persistent gnuplot, as separate gnuplot
/// runs of the same script, and as gnuplot's own loop over the same request (the floor).
struct PlotLatencyBenchmark {
    let workspace: BenchmarkWorkspace
    var count = 200

    enum Kind: String, CaseIterable {
        case dumb = "dumb text"
        case png = "PNG"

        var command: String {
            switch self {
            case .dumb: "plot spring --term dumb --size 80x20"
            case .png: "plot spring --to plot.png"
            }
        }

        func output(in workspace: BenchmarkWorkspace) throws -> PlotOutput {
            switch self {
            case .dumb: .dumb(width: 80, height: 20, colour: false)
            case .png: try PlotOutput.file(workspace.path("plot.png"))
            }
        }
    }

    func rows() throws -> [BenchmarkRow] {
        guard let gnuplot = workspace.gnuplot else { return [] }
        var rows: [BenchmarkRow] = []
        for kind in Kind.allCases {
            let session = try sessionSeconds(kind)
            let (separate, floor) = try gnuplotSeconds(kind, gnuplot: gnuplot, sessionText: session.text)
            rows.append(BenchmarkRow(
                name: "plot latency, \(kind.rawValue): \(count) plots in one session",
                animtune: formatSeconds(session.seconds), baseline: "\(count) gnuplot runs: \(formatSeconds(separate))",
                ratio: session.seconds / separate, note: "lower is better; \(formatSeconds(session.seconds / Double(count))) a plot"))
            rows.append(BenchmarkRow(
                name: "plot latency, \(kind.rawValue): vs gnuplot replotting in one process (floor)",
                animtune: formatSeconds(session.seconds), baseline: "gnuplot loop: \(formatSeconds(floor))",
                ratio: session.seconds / floor, note: "1× is the floor; includes sampling the curve and starting gnuplot"))
        }
        return rows
    }

    /// `count` plot commands through one command context: what a user re-plotting feels.
    private func sessionSeconds(_ kind: Kind) throws -> (seconds: Double, text: String) {
        let context = workspace.commandContext()
        let runner = ScriptRunner(context: context)
        var text = ""
        let seconds = try Stopwatch.time {
            for line in 1...count {
                guard runner.runLine(kind.command, source: "bench", line: line) else {
                    throw ChildProcess.Failure(description: "'\(kind.command)' failed: \(context.err.take())")
                }
                text = context.out.take()
            }
        }
        context.plotter.session.close()
        return (seconds, text)
    }

    /// The same request as separate `gnuplot` runs, and as one gnuplot looping over it.
    private func gnuplotSeconds(_ kind: Kind, gnuplot: String, sessionText: String) throws -> (separate: Double, floor: Double) {
        let state = SpringScene().defaultState
        let spec = CurvePlot(curves: [try state.scene.curve(named: "spring")], state: state, presetName: "defaults").spec
        let script = try GnuplotScript(spec: spec, output: try kind.output(in: workspace))
        let data = try workspace.write(script.datablocks.map(\.definition).joined(), to: "data.gp")
        let commands = try workspace.write(script.commands, to: "commands.gp")
        let request = try workspace.write("load \(GnuplotQuote.string(data))\nload \(GnuplotQuote.string(commands))\n",
                                          to: "request.gp")
        if kind == .dumb {
            var single = ChildProcess([gnuplot, "-d", request])
            single.output = workspace.path("single.txt")
            try single.runChecked()
            let text = try String(contentsOfFile: single.output, encoding: .utf8)
            guard Self.normalized(text) == Self.normalized(sessionText) else {
                throw ChildProcess.Failure(description: "a separate gnuplot run drew another plot than the session:\n\(text)")
            }
        }
        let separate = try Stopwatch.time {
            for _ in 0..<count { try ChildProcess([gnuplot, "-d", request]).runChecked() }
        }
        let loop = try workspace.write("""
            start = time(0.0)
            do for [i = 1:\(count)] { load \(GnuplotQuote.string(request)) }
            printerr sprintf("floor %.6f", time(0.0) - start)

            """, to: "floor.gp")
        var looping = ChildProcess([gnuplot, "-d", loop])
        looping.errors = workspace.path("floor.txt")
        try looping.runChecked()
        let printed = try String(contentsOfFile: looping.errors, encoding: .utf8)
        guard let line = printed.split(separator: "\n").last(where: { $0.hasPrefix("floor ") }),
              let floor = Double(line.dropFirst(6)) else {
            throw ChildProcess.Failure(description: "gnuplot's loop printed '\(printed)'")
        }
        return (separate, floor)
    }

    /// Text plot lines without form feeds and trailing blanks, blank lines dropped.
    static func normalized(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\u{0C}", with: "").split(separator: "\n")
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
            .filter { !$0.isEmpty }
    }
}
