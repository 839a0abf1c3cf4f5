/// Why data could not be fitted; every description is one line saying what and where.
public struct FitError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
