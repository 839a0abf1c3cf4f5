/// An sRGB colour for a series or annotation.
public struct PlotColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8

    /// A colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from `#RRGGBB` or `RRGGBB`; `nil` for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        self.init(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// `#RRGGBB`, upper case.
    public var description: String {
        func hex(_ v: UInt8) -> String {
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + hex(red) + hex(green) + hex(blue)
    }

    /// The default series colours, in order (Tableau 10: distinct, colour-blind friendly).
    public static let palette: [PlotColor] = [
        "#4E79A7", "#F28E2B", "#E15759", "#59A14F", "#B07AA1",
        "#76B7B2", "#EDC948", "#FF9DA7", "#9C755F", "#BAB0AC",
    ].map { PlotColor(hex: $0)! }

    /// The `index`-th palette colour, wrapping around.
    public static func palette(_ index: Int) -> PlotColor {
        palette[((index % palette.count) + palette.count) % palette.count]
    }

    /// Colour of reference lines (targets, markers): a neutral grey.
    public static let reference = PlotColor(red: 0x55, green: 0x55, blue: 0x55)
    /// Colour of shaded bands: a soft green.
    public static let band = PlotColor(red: 0x59, green: 0xA1, blue: 0x4F)
}
