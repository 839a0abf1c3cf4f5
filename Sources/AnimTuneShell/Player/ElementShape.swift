import AnimTuneCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shape an ``ElementFrame`` draws on screen: a rounded rectangle in points, after its
/// scale (about the centre), its flip about the x axis (a vertical squash by cos(angle)) and
/// its rotation in the screen plane. The terminal canvas and the gnuplot renderer both draw
/// from this, so they agree on every element.
public struct ElementShape: Sendable, Hashable {
    /// The centre in points (origin top-left of the screen).
    public var centreX: Double
    public var centreY: Double
    /// Half the width and height in points, scale and squash applied.
    public var halfWidth: Double
    public var halfHeight: Double
    /// Horizontal and vertical corner radius in points (they differ while flipping).
    public var radiusX: Double
    public var radiusY: Double
    /// Clockwise rotation in the screen plane, radians.
    public var angle: Double
    /// The element's colour. Past 90° of a flip it is drawn as is: scenes tell the faces
    /// apart by colour (the notch's drop turns into a white cell), and UIKit shows the new
    /// face upright, so there is nothing to mirror or shade.
    public var colour: RGBColor
    public var alpha: Double
    public var zIndex: Int
    /// The element's name, for renderers that add small per-element touches.
    public var name: String
    /// True while an x-axis flip shows the element's back face (|angle| > 90°).
    public var showsBackFace: Bool

    public init(centreX: Double, centreY: Double, halfWidth: Double, halfHeight: Double, radiusX: Double,
                radiusY: Double, angle: Double = 0, colour: RGBColor, alpha: Double = 1, zIndex: Int = 0,
                name: String = "", showsBackFace: Bool = false) {
        self.centreX = centreX
        self.centreY = centreY
        self.halfWidth = halfWidth
        self.halfHeight = halfHeight
        self.radiusX = radiusX
        self.radiusY = radiusY
        self.angle = angle
        self.colour = colour
        self.alpha = alpha
        self.zIndex = zIndex
        self.name = name
        self.showsBackFace = showsBackFace
    }

    /// The shape of `element` as it appears on screen.
    public init(_ element: ElementFrame) {
        let scale = element.scale.isFinite ? abs(element.scale) : 1
        var halfWidth = max(0, element.width.isFinite ? element.width : 0) / 2 * scale
        var halfHeight = max(0, element.height.isFinite ? element.height : 0) / 2 * scale
        var radius = max(0, element.cornerRadius.isFinite ? element.cornerRadius : 0) * scale
        radius = min(radius, halfWidth, halfHeight)
        var radiusY = radius
        var angle = 0.0
        var backFace = false
        let degrees = element.rotation.isFinite ? element.rotation : 0
        switch element.rotationAxis {
        case .z:
            angle = degrees * .pi / 180
        case .x:
            // A flip seen head-on: the height shrinks with cos(angle); past 90° the back shows.
            let cosine = cos(degrees * .pi / 180)
            halfHeight *= abs(cosine)
            radiusY *= abs(cosine)
            backFace = cosine < 0
        }
        halfWidth = max(0, halfWidth)
        self.init(centreX: element.x + element.width / 2, centreY: element.y + element.height / 2,
                  halfWidth: halfWidth, halfHeight: halfHeight, radiusX: radius, radiusY: radiusY,
                  angle: angle, colour: element.colour,
                  alpha: min(1, max(0, element.alpha.isFinite ? element.alpha : 1)),
                  zIndex: element.zIndex, name: element.name, showsBackFace: backFace)
    }

    /// Whether there is anything to draw.
    public var isVisible: Bool {
        alpha > 0.001 && halfWidth > 0 && halfHeight > 0 && centreX.isFinite && centreY.isFinite
    }

    /// The axis-aligned box around the shape, in points.
    public var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let c = abs(cos(angle)), s = abs(sin(angle))
        let extentX = halfWidth * c + halfHeight * s
        let extentY = halfWidth * s + halfHeight * c
        return (centreX - extentX, centreY - extentY, centreX + extentX, centreY + extentY)
    }

    /// Signed distance in points from (`x`, `y`) to the outline: negative inside. Exact for
    /// circular corners; with elliptical corners (mid-flip) it uses the larger radius, which
    /// is close enough for coverage at terminal resolution.
    public func signedDistance(x: Double, y: Double) -> Double {
        distanceField.distance(x: x, y: y)
    }

    /// ``signedDistance(x:y:)`` with the rotation's sine and cosine worked out once, for a
    /// renderer that asks at every pixel of the shape's box.
    var distanceField: DistanceField { DistanceField(self) }

    struct DistanceField {
        private let centreX, centreY, cosine, sine, radius, innerHalfWidth, innerHalfHeight: Double

        init(_ shape: ElementShape) {
            (centreX, centreY) = (shape.centreX, shape.centreY)
            (cosine, sine) = shape.angle == 0 ? (1, 0) : (cos(shape.angle), sin(shape.angle))
            radius = min(max(shape.radiusX, shape.radiusY), shape.halfWidth, shape.halfHeight)
            innerHalfWidth = shape.halfWidth - radius
            innerHalfHeight = shape.halfHeight - radius
        }

        func distance(x: Double, y: Double) -> Double {
            let (dx, dy) = (x - centreX, y - centreY)
            let qx = abs(dx * cosine + dy * sine) - innerHalfWidth
            let qy = abs(-dx * sine + dy * cosine) - innerHalfHeight
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - radius
        }
    }

    /// The outline as a closed polygon in points, clockwise on screen, starting at the top
    /// edge; each corner is `segments` straight pieces (0 gives a sharp corner).
    public func polygon(segmentsPerCorner segments: Int) -> [(x: Double, y: Double)] {
        let rx = min(radiusX, halfWidth), ry = min(radiusY, halfHeight)
        let round = rx > 0 && ry > 0 && segments > 0
        // Corners clockwise on screen (y down) from top-right: the sign of x and y, and the
        // angle where the arc starts.
        let corners: [(sx: Double, sy: Double, start: Double)] = [(1, -1, -.pi / 2), (1, 1, 0), (-1, 1, .pi / 2), (-1, -1, .pi)]
        var local: [(Double, Double)] = []
        for corner in corners {
            guard round else {
                local.append((corner.sx * halfWidth, corner.sy * halfHeight))
                continue
            }
            let cx = corner.sx * (halfWidth - rx), cy = corner.sy * (halfHeight - ry)
            for step in 0...segments {
                let theta = corner.start + Double(step) / Double(segments) * (.pi / 2)
                local.append((cx + rx * cos(theta), cy + ry * sin(theta)))
            }
        }
        let c = cos(angle), s = sin(angle)
        var points = local.map { point -> (x: Double, y: Double) in
            (centreX + point.0 * c - point.1 * s, centreY + point.0 * s + point.1 * c)
        }
        points.append(points[0])
        return points
    }
}
