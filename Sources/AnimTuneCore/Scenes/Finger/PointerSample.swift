/// One pointer event as a page reports it: when (seconds, any origin) and where on the screen
/// (points from its top left corner).
public struct PointerSample: Sendable, Hashable {
    public var time: Double
    public var x: Double
    public var y: Double

    public init(time: Double, x: Double, y: Double) {
        self.time = time
        self.x = x
        self.y = y
    }
}
