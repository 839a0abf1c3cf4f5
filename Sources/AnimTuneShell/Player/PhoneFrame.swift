import AnimTuneCore

/// The phone every scene is drawn on: the timeline's ``Screen`` (iPhone X, 375 × 812 pt,
/// unless the scene sets its own size) with rounded display corners, a bezel around it and the
/// screen's notch at the top. Elements are clipped to the screen, and the notch is drawn over
/// them, as on a device.
public struct PhoneFrame: Sendable, Hashable {
    /// The screen the elements are laid out on.
    public var display: Screen = .iPhoneX

    /// Width of the bezel around the screen, points.
    public var bezelWidth: Double
    public var bezelColour: RGBColor
    /// What shows where no element covers the screen.
    public var screenColour: RGBColor
    /// Whether the screen's notch is drawn.
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

    /// This phone around `screen`.
    public func around(_ screen: Screen) -> PhoneFrame {
        var phone = self
        phone.display = screen
        return phone
    }

    /// The outer edge of the phone, points (the screen's origin is 0, 0).
    public var minX: Double { -bezelWidth }
    public var minY: Double { -bezelWidth }
    public var width: Double { display.width + 2 * bezelWidth }
    public var height: Double { display.height + 2 * bezelWidth }

    /// The whole device, bezel colour.
    public var body: ElementShape {
        let radius = display.cornerRadius + bezelWidth
        return ElementShape(centreX: display.width / 2, centreY: display.height / 2,
                            halfWidth: width / 2, halfHeight: height / 2, radiusX: radius, radiusY: radius,
                            colour: bezelColour, name: "phone")
    }

    /// The display area; elements are clipped to it.
    public var screen: ElementShape {
        ElementShape(centreX: display.width / 2, centreY: display.height / 2,
                     halfWidth: display.width / 2, halfHeight: display.height / 2,
                     radiusX: display.cornerRadius, radiusY: display.cornerRadius,
                     colour: screenColour, name: "screen")
    }

    /// The notch over the top of the screen: a rounded rectangle whose upper half hides in
    /// the bezel, so only its rounded lower corners show. Nil when the screen has none (the
    /// scene draws its own).
    public var notch: ElementShape? {
        guard showsNotch, let notch = display.notch else { return nil }
        let top = -bezelWidth
        let bottom = notch.height
        return ElementShape(centreX: display.width / 2, centreY: (top + bottom) / 2,
                            halfWidth: notch.width / 2, halfHeight: (bottom - top) / 2,
                            radiusX: notch.cornerRadius, radiusY: notch.cornerRadius,
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
