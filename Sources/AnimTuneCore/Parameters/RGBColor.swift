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

    /// The colour in 8-bit components, as `#RRGGBB` writes it.
    public var bytes: (red: UInt8, green: UInt8, blue: UInt8) {
        func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue))
    }

    public var description: String {
        func hex(_ value: UInt8) -> String {
            let text = String(value, radix: 16, uppercase: true)
            return value < 16 ? "0" + text : text
        }
        let bytes = self.bytes
        return "#" + hex(bytes.red) + hex(bytes.green) + hex(bytes.blue)
    }
}
