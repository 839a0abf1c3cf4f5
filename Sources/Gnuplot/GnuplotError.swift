/// Everything that can go wrong while describing, building or rendering a plot.
///
/// Every case renders as one line a user can act on (``description``): what was wrong
/// and, where it helps, what is accepted.
public enum GnuplotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file name given for output or data is not an absolute path.
    case relativeFileName(String)
    /// A file name starts with `<` or `|`, which gnuplot would treat as a command.
    case commandFileName(String)
    /// A file name contains a NUL or line break.
    case controlCharacterInFileName(String)
    /// The output file's extension does not name a supported image format.
    case unknownFileFormat(path: String, accepted: [String])
    /// A `--size WxH` value could not be read.
    case invalidSize(String, reason: String)
    /// No gnuplot executable was found (on `PATH`, or at `ANIMTUNE_GNUPLOT`).
    case notFound(String?)
    /// The gnuplot process could not be started.
    case launchFailed(path: String, reason: String)
    /// The gnuplot found is older than the oldest supported version.
    case versionTooOld(found: String, required: String)
    /// gnuplot rejected a command; `message` is its own explanation.
    case gnuplot(message: String)
    /// gnuplot did not answer within the time limit; it was stopped and will be restarted.
    case timeout(seconds: Double)
    /// `ANIMTUNE_GNUPLOT_TIMEOUT` is not a number of seconds in ``GnuplotSession/timeoutRange``.
    case invalidTimeout(String)
    /// gnuplot exited in the middle of a request (and again after one restart).
    case crashed(status: String)
    /// The request was interrupted (Ctrl-C) and gnuplot stopped.
    case interrupted
    /// gnuplot printed more than this many bytes for one request; it was stopped.
    case replyTooLarge(bytes: Int)
    /// The requested terminal is not compiled into this gnuplot.
    case terminalUnavailable(name: String, available: [String])
    /// A plot to a file was asked for but gnuplot is not installed.
    case fileOutputNeedsGnuplot(String)
    /// A plot window was asked for but gnuplot is not installed.
    case windowNeedsGnuplot
    /// Writing a private temporary file failed.
    case temporaryFile(reason: String)
    /// The plot has nothing to draw.
    case emptyPlot

    public var description: String {
        switch self {
        case .relativeFileName(let name):
            return "plot file name must be an absolute path: \(Self.show(name))"
        case .commandFileName(let name):
            return "plot file name may not start with '<' or '|': \(Self.show(name))"
        case .controlCharacterInFileName(let name):
            return "plot file name may not contain NUL or line breaks: \(Self.show(name))"
        case .unknownFileFormat(let path, let accepted):
            let ext = path.split(separator: "/").last.flatMap { part in
                part.contains(".") ? part.split(separator: ".").last.map(String.init) : nil
            }
            let what = ext.map { "unknown image format '.\($0)'" } ?? "no image format extension"
            return "\(what) in \(Self.show(path)); accepted: \(accepted.map { "." + $0 }.joined(separator: ", "))"
        case .invalidSize(let text, let reason):
            return "invalid plot size \(Self.show(text)): \(reason) (expected WIDTHxHEIGHT, e.g. 800x500)"
        case .notFound(let path):
            if let path { return "gnuplot not found at \(Self.show(path)) (from ANIMTUNE_GNUPLOT)" }
            return "gnuplot not found on PATH"
        case .launchFailed(let path, let reason):
            return "could not start gnuplot at \(Self.show(path)): \(reason)"
        case .versionTooOld(let found, let required):
            return "gnuplot \(found) is too old; animtune needs gnuplot \(required) or newer"
        case .gnuplot(let message):
            return "gnuplot: \(message)"
        case .timeout(let seconds):
            return "gnuplot did not answer within \(Self.format(seconds)) s; it was stopped and will restart on the next plot"
        case .invalidTimeout(let text):
            let range = GnuplotSession.timeoutRange
            return "\(GnuplotSession.timeoutVariable) \(Self.show(text)) is not a number of seconds from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
        case .crashed(let status):
            return "gnuplot stopped unexpectedly (\(status)); it will restart on the next plot"
        case .interrupted:
            return "plot interrupted"
        case .replyTooLarge(let bytes):
            return "gnuplot printed more than \(bytes >> 20) MB for one plot; it was stopped and will restart on the next plot"
        case .terminalUnavailable(let name, let available):
            let hint = available.isEmpty ? "" : "; available: \(available.joined(separator: ", "))"
            return "this gnuplot has no '\(name)' terminal\(hint)"
        case .fileOutputNeedsGnuplot(let path):
            return "cannot write \(Self.show(path)) without gnuplot; install it (\(AsciiPlot.installHint))"
        case .windowNeedsGnuplot:
            return "cannot open a plot window without gnuplot; install it (\(AsciiPlot.installHint))"
        case .temporaryFile(let reason):
            return "could not write gnuplot's temporary data file: \(reason)"
        case .emptyPlot:
            return "nothing to plot: no series has any point"
        }
    }

    /// Shows user text on one line: quoted, with control characters escaped.
    static func show(_ text: String) -> String {
        var out = "'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "'"
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
