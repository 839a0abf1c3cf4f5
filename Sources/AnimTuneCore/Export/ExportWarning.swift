/// Something an export cannot say only in a comment: the file is written, but it differs
/// from what animtune shows (a spring a `linear()` cannot follow within the tolerance, a
/// platform that renders the spring differently). `export` prints each as one line on stderr.
public struct ExportWarning: Sendable, Hashable, CustomStringConvertible {
    /// The parameter or spring group it is about (`dismiss.spring`).
    public let key: String
    /// One sentence without a line break: what differs and by how much.
    public let message: String

    public init(key: String, message: String) {
        self.key = key
        self.message = ExportPlan.commentSafe(message)
    }

    /// `dismiss.spring: …`
    public var description: String { "\(key): \(message)" }

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
