/// `screen.width` and `screen.height`, declared once for every scene laid out on a phone screen
/// (key, unit, range, default iPhone X); each scene's help says what the size drives there.
///
/// The ranges are iOS screens held upright, from 320 × 480 pt (iPhone 4s) to 1024 × 1366 pt
/// (12.9-inch iPad Pro): the scenes lay out portrait screens, and a width past 1024 pt is only
/// that iPad turned sideways, where the height is 1024 pt.
public enum ScreenKeys {
    public static let widthRange = 320.0...1024.0
    public static let heightRange = 480.0...1366.0

    public static func width(help: String) -> ParameterKey<Double> {
        .number("screen.width", .points, widthRange, default: Screen.iPhoneX.width, help: help)
    }

    public static func height(help: String) -> ParameterKey<Double> {
        .number("screen.height", .points, heightRange, default: Screen.iPhoneX.height, help: help)
    }
}
