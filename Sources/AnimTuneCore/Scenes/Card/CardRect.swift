/// A rectangle in screen points (origin top-left), as `CGRect` is used by the App Store card
/// transition's frames (`fromCardFrame`, `fromCardFrameWithoutTransform`).
struct CardRect: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var minY: Double { y }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// The frame a view with this layout frame shows under `CGAffineTransform(scaleX: s, y: s)`:
    /// transforms scale about the view's centre, so the centre stays put.
    func scaled(by scale: Double) -> CardRect {
        let w = width * scale, h = height * scale
        return CardRect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }

    /// Origin and size moved `fraction` of the way to `other`, as Auto Layout constants
    /// animated by one curve interpolate.
    func interpolated(to other: CardRect, _ fraction: Double) -> CardRect {
        CardRect(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction,
                 width: width + (other.width - width) * fraction,
                 height: height + (other.height - height) * fraction)
    }
}
