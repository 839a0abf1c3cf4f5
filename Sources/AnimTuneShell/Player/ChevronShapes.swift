import AnimTuneCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A chevron element as the two bars of its arrow head, each a convex ``ElementShape`` with
/// round caps, turned with the element: a square looks the same after a half turn, a
/// chevron points the other way.
enum ChevronShapes {
    /// Arm ends and tip as fractions of the element's width and height, for a chevron
    /// pointing right; the bars are `thickness` of the width.
    static let tip = (x: 0.22, y: 0.0)
    static let armEnd = (x: -0.22, y: 0.36)
    static let thickness = 0.16

    /// The bars of `element` (an ``ElementFrame/Outline/chevronLeft`` or `chevronRight`).
    static func shapes(of element: ElementFrame) -> [ElementShape] {
        let base = ElementShape(element)
        let scale = element.scale.isFinite ? abs(element.scale) : 1
        let width = max(0, element.width.isFinite ? element.width : 0) * scale
        let height = max(0, element.height.isFinite ? element.height : 0) * scale
        let direction: Double = element.outline == .chevronLeft ? -1 : 1
        let bar = thickness * min(width, height)
        return [1.0, -1.0].map { side in
            let end = (x: direction * armEnd.x * width, y: side * armEnd.y * height)
            let tip = (x: direction * tip.x * width, y: tip.y * height)
            let middle = (x: (end.x + tip.x) / 2, y: (end.y + tip.y) / 2)
            let length = ((tip.x - end.x) * (tip.x - end.x) + (tip.y - end.y) * (tip.y - end.y)).squareRoot()
            let c = cos(base.angle), s = sin(base.angle)
            // A flip about x squashes the chevron's height as it does a rectangle's.
            let squash = base.halfHeight / max(height / 2, .leastNonzeroMagnitude)
            let local = (x: middle.x, y: middle.y * squash)
            return ElementShape(centreX: base.centreX + local.x * c - local.y * s,
                                centreY: base.centreY + local.x * s + local.y * c,
                                halfWidth: (length + bar) / 2, halfHeight: bar / 2, radiusX: bar / 2, radiusY: bar / 2,
                                angle: base.angle + atan2((tip.y - end.y) * squash, tip.x - end.x),
                                colour: base.colour, alpha: base.alpha, zIndex: base.zIndex, name: base.name,
                                showsBackFace: base.showsBackFace)
        }
    }
}
