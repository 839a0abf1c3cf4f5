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
}
