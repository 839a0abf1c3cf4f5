/// Something an export cannot say only in a comment: the file is written, but it differs
/// from what animtune shows (a spring a `linear()` cannot follow within the tolerance, a
/// platform that renders the spring differently). `export` prints each as one short line on
/// stderr (``line(prefix:width:)``), `export --verbose` the whole ``description``.
public struct ExportWarning: Sendable, Hashable, CustomStringConvertible {
    /// The parameter or spring group it is about (`dismiss.spring`).
    public let key: String
    /// One sentence without a line break: what differs, by how much, why and what to use instead.
    public let message: String
    /// The finding in a few words (`swiftui runs it up to 2 % of the move off the spring as set`);
    /// nil: the message's first clauses stand for it.
    public let summary: String?
    /// Whether it is about the API the exporter writes for every spring (SwiftUI's `.spring`,
    /// AndroidX's `SpringAnimation`) rather than about this spring's values: `export` prints
    /// it only with `--verbose`, since the file is what was asked for.
    public let isExportersChoice: Bool

    public init(key: String, message: String, summary: String? = nil, isExportersChoice: Bool = false) {
        self.key = key
        self.message = ExportPlan.commentSafe(message)
        self.summary = summary.map(ExportPlan.commentSafe)
        self.isExportersChoice = isExportersChoice
    }

    /// `dismiss.spring: …`, the long form.
    public var description: String { "\(key): \(message)" }

    /// What `export --verbose` adds to a shortened line.
    public static let verboseHint = " (--verbose)"

    /// `prefix` and the finding in at most `width` characters: the summary, else the message
    /// cut after its last clause (at `;`, `:`, `,` or ` (`) that fits, else after a word with
    /// `…`; a shortened line ends in ``verboseHint``.
    public func line(prefix: String, width: Int = 100) -> String {
        let head = prefix + key + ": "
        let whole = head + message
        if whole.count <= width { return whole }
        if let summary, head.count + summary.count + Self.verboseHint.count <= width { return head + summary + Self.verboseHint }
        let room = width - head.count - Self.verboseHint.count
        let text = Array(message)
        guard room > 8 else { return String(whole.prefix(max(1, width - 1))) + "…" }
        var cut: Int?
        for index in 1..<min(text.count, room + 1) {
            let boundary = [";", ":", ","].contains(text[index]) || (text[index] == " " && index + 1 < text.count && text[index + 1] == "(")
            if boundary { cut = index }
        }
        if let cut, cut >= room / 3 { return head + String(text[..<cut]) + Self.verboseHint }
        let words = String(text[..<(room - 1)])
        let end = words.lastIndex(of: " ") ?? words.endIndex
        return head + String(words[..<end]) + "…" + Self.verboseHint
    }

    /// When a spring's `linear()` strays further from it than the tolerance (a spring that
    /// settles only after `LinearEasing.longestDuration`), else nil.
    static func linearTolerance(_ fit: LinearEasing.SpringFit, key: String, spring: Spring) -> ExportWarning? {
        guard fit.maxError > fit.tolerance else { return nil }
        let n = { (value: Double) in ExportNumber.plain(value, digits: 3) }
        var message = "its linear() is up to \(n(fit.maxError)) of the distance from the spring, beyond the tolerance"
            + " \(ExportNumber.plain(fit.tolerance, digits: 6))"
        let settle = SpringMetrics.settlingTime(of: spring, band: fit.tolerance)
        if settle > fit.duration {
            message += settle.isFinite
                ? ": the spring takes \(n(settle)) s to settle within it and the easing stops at \(n(fit.duration)) s"
                : ": the spring never settles within it and the easing stops at \(n(fit.duration)) s"
        }
        return ExportWarning(key: key, message: message)
    }
}
