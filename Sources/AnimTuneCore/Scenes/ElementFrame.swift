/// One element of a scene in one frame: its layout frame in points (origin top-left of the
/// 375 × 812 pt screen) and every animated property.
///
/// As in Core Animation, `x`, `y`, `width` and `height` are the untransformed frame moved by
/// any translation; `scale` and `rotation` apply about the frame's centre. A rotation about
/// `x` is a flip: the element shows |cos(angle)| of its height, its back face past 90°.
public struct ElementFrame: Sendable, Hashable {
    /// The axis a `rotation` turns about: `z` in the screen plane, `x` flips top over bottom.
    public enum Axis: String, Sendable, Hashable { case x, z }

    /// What is drawn in the frame: a rounded rectangle, or a chevron (an arrow head whose
    /// rotation shows) pointing left or right before `rotation` turns it.
    public enum Outline: String, Sendable, Hashable { case roundedRectangle, chevronLeft, chevronRight }

    public var name: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var scale: Double
    /// Degrees about `rotationAxis`.
    public var rotation: Double
    public var rotationAxis: Axis
    public var cornerRadius: Double
    public var alpha: Double
    public var colour: RGBColor
    /// Higher draws on top.
    public var zIndex: Int
    public var outline: Outline

    public init(_ name: String, x: Double, y: Double, width: Double, height: Double, scale: Double = 1,
                rotation: Double = 0, rotationAxis: Axis = .z, cornerRadius: Double = 0, alpha: Double = 1,
                colour: RGBColor = RGBColor(red: 1, green: 1, blue: 1), zIndex: Int = 0,
                outline: Outline = .roundedRectangle) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.scale = scale
        self.rotation = rotation
        self.rotationAxis = rotationAxis
        self.cornerRadius = cornerRadius
        self.alpha = alpha
        self.colour = colour
        self.zIndex = zIndex
        self.outline = outline
    }

    /// The column names of this element in `run --table` and `--csv`.
    public static let propertyNames = ["x", "y", "width", "height", "scale", "rotation", "rotationAxis",
                                       "cornerRadius", "alpha", "colour", "z"]

    /// The values in `propertyNames` order, formatted for tables.
    public var propertyValues: [String] {
        [x, y, width, height, scale, rotation].map { NumberFormatting.short($0, digits: 7) }
            + [rotationAxis.rawValue]
            + [cornerRadius, alpha].map { NumberFormatting.short($0, digits: 7) }
            + [colour.description, String(zIndex)]
    }
}
