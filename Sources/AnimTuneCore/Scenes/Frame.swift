/// The whole scene at one instant.
public struct Frame: Sendable, Hashable {
    public var time: Double
    public var elements: [ElementFrame]
    /// The few values a person watches during playback (`progress`, `offset`), in order.
    public var readouts: [Readout]

    public init(time: Double, elements: [ElementFrame], readouts: [Readout] = []) {
        self.time = time
        self.elements = elements
        self.readouts = readouts
    }

    public struct Readout: Sendable, Hashable {
        public let name: String
        public let value: Double
        public let unit: ParameterUnit

        public init(_ name: String, _ value: Double, _ unit: ParameterUnit) {
            self.name = name
            self.value = value
            self.unit = unit
        }
    }
}
