import AnimTuneCore
import SafeIO

/// A command's failure: one user-facing line, and the column it is about when known.
public struct CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    /// 1-based column in the line of the token the error is about.
    public var column: Int?

    /// Quoted inputs in `message` longer than 200 characters are cut (``TerminalSafe/cuttingEchoes(_:)``).
    public init(_ message: String, column: Int? = nil) {
        self.message = TerminalSafe.cuttingEchoes(message)
        self.column = column
    }

    public init(_ message: String, at token: Token?) {
        self.init(message, column: token?.column)
    }

    public var description: String { message }
}
