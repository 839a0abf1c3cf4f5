/// One measured point: time in seconds and progress as a fraction of the travel (0 at the
/// start, 1 at the target).
public struct FitSample: Sendable, Hashable {
    public var t: Double
    public var value: Double

    public init(t: Double, value: Double) {
        self.t = t
        self.value = value
    }
}
