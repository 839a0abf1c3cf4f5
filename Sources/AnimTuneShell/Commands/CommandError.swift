import AnimTuneCore

/// A command's failure: one user-facing line, and the column it is about when known.
public struct CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    /// 1-based column in the line of the token the error is about.
    public var column: Int?

    public init(_ message: String, column: Int? = nil) {
        self.message = message
        self.column = column
    }

    public init(_ message: String, at token: Token?) {
        self.init(message, column: token?.column)
    }

    public var description: String { message }
}
