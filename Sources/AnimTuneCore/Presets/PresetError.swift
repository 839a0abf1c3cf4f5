/// Why a preset was refused; `place` is where in the file (`line 3, column 5` or a JSON path).
public struct PresetError: Error, Sendable, Equatable, CustomStringConvertible {
    public let place: String
    public let message: String

    public init(_ place: String, _ message: String) {
        self.place = place
        self.message = message
    }

    public var description: String { place.isEmpty ? message : "\(place): \(message)" }
}
