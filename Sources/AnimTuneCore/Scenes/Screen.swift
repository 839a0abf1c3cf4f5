/// The device screen a scene lays its elements out on, in points, and that the player draws
/// the phone around: its size, display corner radius and the sensor housing (notch).
public struct Screen: Sendable, Hashable {
    /// The sensor housing hanging from the top edge, centred.
    public struct Notch: Sendable, Hashable {
        public var width: Double
        public var height: Double
        /// Radius of its lower corners.
        public var cornerRadius: Double

        public init(width: Double, height: Double, cornerRadius: Double) {
            self.width = width
            self.height = height
            self.cornerRadius = cornerRadius
        }
    }

    public var width: Double
    public var height: Double
    public var cornerRadius: Double
    /// The device's notch, drawn over the elements; nil when the scene draws its own.
    public var notch: Notch?

    public init(width: Double, height: Double, cornerRadius: Double, notch: Notch?) {
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.notch = notch
    }

    /// iPhone X, the phone the originals were made on: 375 × 812 pt, 39 pt display corners, a
    /// 209 × 30 pt notch with 20 pt lower corners.
    public static let iPhoneX = Screen(width: 375, height: 812, cornerRadius: 39,
                                       notch: Notch(width: 209, height: 30, cornerRadius: 20))

    /// This screen at another size (a scene's `screen.width` and `screen.height`).
    public func sized(width: Double, height: Double) -> Screen {
        Screen(width: width, height: height, cornerRadius: cornerRadius, notch: notch)
    }

    /// This screen without the device's notch, for a scene that animates its own.
    public var withoutNotch: Screen {
        Screen(width: width, height: height, cornerRadius: cornerRadius, notch: nil)
    }
}
