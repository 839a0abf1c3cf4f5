import AnimTuneCore

/// The phone every scene is drawn on: an iPhone X-sized screen (375 × 812 pt, the size the
/// scenes lay out for) with rounded display corners, a bezel around it and the notch at the
/// top. Elements are clipped to the screen, and the notch is drawn over them, as on a device.
public struct PhoneFrame: Sendable, Hashable {
    /// The screen size every ``ElementFrame`` is laid out in, in points.
    public static let screenWidth = 375.0
    public static let screenHeight = 812.0
    /// iPhone X's display corner radius.
    public static let screenCornerRadius = 39.0
    /// The sensor housing: 209 pt wide, reaching 30 pt down, with 20 pt lower corners.
    public static let notchWidth = 209.0
    public static let notchHeight = 30.0
    public static let notchCornerRadius = 20.0
    /// The element name that, when a scene draws its own notch, replaces the device's.
    public static let notchElementName = "notch"

    /// Width of the bezel around the screen, points.
    public var bezelWidth: Double
    public var bezelColour: RGBColor
    /// What shows where no element covers the screen.
    public var screenColour: RGBColor
    /// Whether the notch is drawn (unless the frame has its own `notch` element).
    public var showsNotch: Bool

    public init(bezelWidth: Double = 12, bezelColour: RGBColor, screenColour: RGBColor = RGBColor(red: 1, green: 1, blue: 1),
                showsNotch: Bool = true) {
        self.bezelWidth = bezelWidth
        self.bezelColour = bezelColour
        self.screenColour = screenColour
        self.showsNotch = showsNotch
    }

    /// In the terminal: a mid-grey bezel that stays visible on dark and light backgrounds.
    public static let terminal = PhoneFrame(bezelColour: RGBColor(hex: "#48484A")!)
    /// In images: a near-black bezel, as on the device.
    public static let image = PhoneFrame(bezelColour: RGBColor(hex: "#1C1C1E")!)

    /// The outer edge of the phone, points (the screen's origin is 0, 0).
    public var minX: Double { -bezelWidth }
    public var minY: Double { -bezelWidth }
    public var width: Double { Self.screenWidth + 2 * bezelWidth }
    public var height: Double { Self.screenHeight + 2 * bezelWidth }

    /// The whole device, bezel colour.
    public var body: ElementShape {
        let radius = Self.screenCornerRadius + bezelWidth
        return ElementShape(centreX: Self.screenWidth / 2, centreY: Self.screenHeight / 2,
                            halfWidth: width / 2, halfHeight: height / 2, radiusX: radius, radiusY: radius,
                            colour: bezelColour, name: "phone")
    }

    /// The display area; elements are clipped to it.
    public var screen: ElementShape {
        ElementShape(centreX: Self.screenWidth / 2, centreY: Self.screenHeight / 2,
                     halfWidth: Self.screenWidth / 2, halfHeight: Self.screenHeight / 2,
                     radiusX: Self.screenCornerRadius, radiusY: Self.screenCornerRadius,
                     colour: screenColour, name: "screen")
    }

    /// The notch over the top of the screen: a rounded rectangle whose upper half hides in
    /// the bezel, so only its rounded lower corners show. Nil when `frame` draws its own.
    public func notch(for frame: Frame) -> ElementShape? {
        guard showsNotch, !frame.elements.contains(where: { $0.name == Self.notchElementName }) else { return nil }
        let top = -bezelWidth
        let bottom = Self.notchHeight
        return ElementShape(centreX: Self.screenWidth / 2, centreY: (top + bottom) / 2,
                            halfWidth: Self.notchWidth / 2, halfHeight: (bottom - top) / 2,
                            radiusX: Self.notchCornerRadius, radiusY: Self.notchCornerRadius,
                            colour: bezelColour, zIndex: Int.max, name: "device-notch")
    }

    /// The frame's elements as shapes, bottom first (by `zIndex`, ties in the scene's order).
    public static func shapes(of frame: Frame) -> [ElementShape] {
        frame.elements.enumerated()
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .flatMap { $0.element.outline == .roundedRectangle ? [ElementShape($0.element)] : ChevronShapes.shapes(of: $0.element) }
            .filter(\.isVisible)
    }
}
