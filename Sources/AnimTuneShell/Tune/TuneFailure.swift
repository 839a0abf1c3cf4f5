/// Why a key in `tune` changed nothing, shown on the screen's message line.
public struct TuneFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
