/// A recorded gesture that cannot be used: where (line of the file, 0 for the whole file) and why.
public struct GestureError: Error, Sendable, Hashable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `line 3: …`, or the message alone for a problem of the whole file.
    public var description: String { line > 0 ? "line \(line): \(message)" : message }
}
