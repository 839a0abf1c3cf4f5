/// An sRGB colour with components in 0…1, written as `#RRGGBB`.
public struct RGBColor: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#RRGGBB` or `#RGB` (case-insensitive); nil for anything else.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        // Int(_:radix:) also takes a sign ("#+12345"), which is not a colour.
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(String(digits), radix: 16) else { return nil }
        red = Double((value >> 16) & 0xFF) / 255
        green = Double((value >> 8) & 0xFF) / 255
        blue = Double(value & 0xFF) / 255
    }

    /// Linear interpolation in sRGB, as UIKit's `backgroundColor` animation does.
    public func mixed(with other: RGBColor, _ fraction: Double) -> RGBColor {
        RGBColor(red: red + (other.red - red) * fraction,
                 green: green + (other.green - green) * fraction,
                 blue: blue + (other.blue - blue) * fraction)
    }

    public var description: String {
        func byte(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            let text = String(value, radix: 16, uppercase: true)
            return value < 16 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}
