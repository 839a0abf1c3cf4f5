/// A rectangle in screen points (origin top-left), as the originals' `CGRect` frames are.
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minY: Double { y }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The frame a view with this layout frame shows under `CGAffineTransform(scaleX: s, y: s)`:
    /// transforms scale about the view's centre, so the centre stays put.
    public func scaled(by scale: Double) -> Rect {
        let w = width * scale, h = height * scale
        return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }

    /// Origin and size moved `fraction` of the way to `other`: the straight-line mix UIKit
    /// animates a `frame` (or Auto Layout constants animated by one curve) with.
    public func interpolated(to other: Rect, _ fraction: Double) -> Rect {
        Rect(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction,
             width: width + (other.width - width) * fraction,
             height: height + (other.height - height) * fraction)
    }
}
