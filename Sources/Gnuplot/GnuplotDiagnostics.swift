import Foundation

/// gnuplot's stderr for one request, sorted into errors and warnings.
///
/// gnuplot reports a failed command as an echo of the command, a caret, and
/// `line N: message` (sometimes followed by `system error: …`); warnings start with
/// `warning:` in any case. The echo and caret lines are dropped: they repeat our own script.
public struct GnuplotDiagnostics: Equatable, Sendable {
    /// Error messages, one line each, in order.
    public var errors: [String]
    /// Warning messages, one line each, in order.
    public var warnings: [String]

    /// Sorts `stderr` text into errors and warnings.
    public init(stderr text: String) {
        var errors: [String] = []
        var warnings: [String] = []
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = Self.squeeze(rawLine)
            if line.isEmpty || line == "^" { continue }
            if line.hasPrefix("gnuplot>") || line.hasPrefix("multiplot>") { continue }
            if line.allSatisfy({ $0 == "^" || $0 == " " }) { continue }
            var message = line
            if let range = Self.lineMarker(in: line) {
                message = Self.squeeze(line[range.upperBound...])
            }
            let lower = message.lowercased()
            if lower.hasPrefix("warning:") {
                warnings.append(Self.squeeze(message.dropFirst("warning:".count)))
            } else if lower.hasPrefix("system error:"), let last = errors.popLast() {
                errors.append("\(last) (\(Self.squeeze(message.dropFirst("system error:".count))))")
            } else if Self.lineMarker(in: line) != nil {
                errors.append(message)
            } else {
                // Other chatter (font fallbacks, "No output will be generated…") is informational.
                warnings.append(message)
            }
        }
        self.errors = errors
        self.warnings = warnings
    }

    /// The first error as a ``GnuplotError``, if there is one.
    public var error: GnuplotError? {
        errors.first.map { GnuplotError.gnuplot(message: $0) }
    }

    /// The range of `line N:` (optionally preceded by a quoted file name) at the start.
    private static func lineMarker(in line: String) -> Range<String.Index>? {
        guard let range = line.range(of: #"^("[^"]*",? )?line [0-9]+:"#, options: .regularExpression) else {
            return nil
        }
        return range
    }

    private static func squeeze<S: StringProtocol>(_ text: S) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
