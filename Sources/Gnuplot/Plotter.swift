import Foundation

/// Draws a ``PlotSpec``: through the persistent ``GnuplotSession`` when gnuplot is
/// available, otherwise with the built-in ``AsciiPlot`` for text output.
///
/// Without gnuplot, `dumb` and `sixel` output fall back to the text chart (the shell should
/// print ``AsciiPlot/installMessage`` once); file and window output throw.
public struct Plotter: Sendable {
    /// The gnuplot process shared by all plots of this plotter.
    public let session: GnuplotSession

    /// A plotter over `session` (by default gnuplot from `ANIMTUNE_GNUPLOT` or `PATH`).
    public init(session: GnuplotSession = GnuplotSession()) {
        self.session = session
    }

    /// Whether plots go through gnuplot (an executable was found).
    public var usesGnuplot: Bool { session.isAvailable }

    /// Draws `spec` on `output`; a slow plot stops when `isInterrupted` turns true.
    ///
    /// - Throws: ``GnuplotError/fileOutputNeedsGnuplot(_:)`` for a file without gnuplot,
    ///   ``GnuplotError/emptyPlot``, file-name errors, ``GnuplotError/interrupted``, and
    ///   gnuplot's own errors.
    public func plot(_ spec: PlotSpec, to output: PlotOutput, isInterrupted: () -> Bool = { false }) throws(GnuplotError) -> PlotRendering {
        guard spec.hasData else { throw .emptyPlot }
        guard session.isAvailable else {
            return try fallback(spec, output, reason: nil)
        }
        do throws(GnuplotError) {
            var windowTerminal = "qt"
            if case .window = output { windowTerminal = try session.windowTerminal() }
            let script = try GnuplotScript(spec: spec, output: output, windowTerminal: windowTerminal)
            let result = try session.run(script, isInterrupted: isInterrupted)
            let text: String
            switch output {
            case .dumb: text = Self.cleanDumb(result.output)
            case .sixel: text = result.output
            case .window, .file: text = ""
            }
            return PlotRendering(text: text, warnings: result.warnings)
        } catch {
            switch error {
            case .notFound, .launchFailed, .versionTooOld:
                // gnuplot is there but unusable: text output can still be drawn.
                return try fallback(spec, output, reason: error)
            default:
                throw error
            }
        }
    }

    private func fallback(_ spec: PlotSpec, _ output: PlotOutput, reason: GnuplotError?) throws(GnuplotError) -> PlotRendering {
        let (width, height): (Int, Int)
        switch output {
        case .dumb(let w, let h, _):
            (width, height) = (w, h)
        case .sixel:
            (width, height) = (80, 24)
        case .file(let path, _, _):
            throw reason ?? .fileOutputNeedsGnuplot(path)
        case .window:
            throw reason ?? .windowNeedsGnuplot
        }
        let text = AsciiPlot(width: width, height: height).render(spec)
        return PlotRendering(text: text, warnings: reason.map { [$0.description] } ?? [], usedFallback: true)
    }

    /// gnuplot's dumb output without the form feed and trailing blanks.
    static func cleanDumb(_ text: String) -> String {
        // A carriage return joins the line feed after it in one character: those lines are
        // split as characters, the rest (all of gnuplot's own) as bytes, a good deal faster.
        if text.utf8.contains(0x0D) { return cleanDumbCharacters(text) }
        // Each line's range in `kept`, the text without form feeds.
        var lines: [Range<Int>] = []
        var kept: [UInt8] = []
        kept.reserveCapacity(text.utf8.count)
        var lineStart = 0
        for byte in text.utf8 {
            if byte == 0x0A {
                lines.append(trimmed(lineStart..<kept.count, in: kept))
                lineStart = kept.count
            } else if byte != 0x0C {
                kept.append(byte)
            }
        }
        lines.append(trimmed(lineStart..<kept.count, in: kept))
        guard let first = lines.firstIndex(where: { !$0.isEmpty }), let last = lines.lastIndex(where: { !$0.isEmpty }) else {
            return ""
        }
        var cleaned: [UInt8] = []
        cleaned.reserveCapacity(kept.count + lines.count)
        for line in lines[first...last] {
            cleaned += kept[line]
            cleaned.append(0x0A)
        }
        return String(decoding: cleaned, as: UTF8.self)
    }

    /// `line` without its trailing blanks.
    private static func trimmed(_ line: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var end = line.upperBound
        while end > line.lowerBound && bytes[end - 1] == 0x20 { end -= 1 }
        return line.lowerBound..<end
    }

    private static func cleanDumbCharacters(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var line = line
            if line.utf8.contains(0x0C) { line = Substring(line.filter { $0 != "\u{0C}" }) }
            while line.last == " " { line.removeLast() }
            return line
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
