import Foundation

/// A stand-in `gnuplot` (a shell script) that speaks just enough of animtune's protocol —
/// the version handshake, the `@ATl` load and the sync tags of `@AT` — to draw a one-line "chart",
/// and that dies of SIGKILL on purpose. Each process it starts adds a line to `starts` beside it.
enum FakeGnuplot {
    /// Every process answers one plot request and is killed at once. Its stdout closes a
    /// moment before the end of its answer reaches stderr: the answer is whole, but gnuplot is
    /// seen to be gone before it all arrives.
    case killedAfterEachPlot
    /// The first process is killed by its first plot request; the ones started after it draw.
    case killedDuringFirstPlot
    /// Every process is killed by its first plot request.
    case killedDuringEveryPlot
    /// Every process answers the handshake, then never answers a plot request.
    case hangsOnEveryPlot
    /// Every process answers the version question of the handshake with 70 MB of text at once.
    case floodsTheHandshake

    /// What the fake draws for a text plot.
    static let chart = "chart drawn by the fake gnuplot"

    /// Writes the script as `folder/gnuplot` (put `folder` first on PATH).
    func install(in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/gnuplot"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    /// How many fake gnuplot processes were started from `folder`.
    static func starts(in folder: String) -> Int {
        let log = (try? String(contentsOfFile: folder + "/starts", encoding: .utf8)) ?? ""
        return log.split(separator: "\n").count
    }

    private var script: String {
        let (dieDuringPlot, dieAfterPlot) = switch self {
        case .killedAfterEachPlot: ("never", "yes")
        case .killedDuringFirstPlot: ("once", "no")
        case .killedDuringEveryPlot: ("always", "no")
        case .hangsOnEveryPlot: ("hang", "no")
        case .floodsTheHandshake: ("flood", "no")
        }
        return """
        #!/bin/sh
        here=$(dirname "$0")
        echo $$ >> "$here/starts"
        die_during_plot=\(dieDuringPlot)
        if [ "$die_during_plot" = once ] && [ -e "$here/killed-once" ]; then die_during_plot=never; fi
        requests=0
        secret=
        while IFS= read -r line; do
          case "$line" in
            "set print '-'") ;;
            "print GPVAL_VERSION")
              if [ "$die_during_plot" = flood ]; then head -c 70000000 /dev/zero | tr '\\0' x; fi
              echo 5.4 ;;
            "print GPVAL_TERMINALS") echo "dumb pngcairo svg pdfcairo" ;;
            "print '"*) tag=${line#"print '"}; echo "${tag%"'"}" ;;
            "ATs='"*) secret=${line#"ATs='"}; secret=${secret%"'"} ;;
            "ATn=0" | "AT='"* | "ATl='"* | "ATf="*) ;;
            "@AT")
              requests=$((requests + 1))
              printf '%s\\n\\n%s\\n' "\(Self.chart)" "AT$requests-$secret"
              if [ \(dieAfterPlot) = yes ]; then exec >&-; sleep 0.05; fi
              printf '\\n%s\\n' "AT$requests-$secret" >&2
              if [ \(dieAfterPlot) = yes ]; then kill -KILL $$; fi ;;
            *)
              if [ "$die_during_plot" = hang ]; then exec sleep 60; fi
              if [ "$die_during_plot" != never ]; then touch "$here/killed-once"; kill -KILL $$; fi ;;
          esac
        done

        """
    }
}
