/// `static let` declarations of scene constants, shared by the SwiftUI and UIKit exports.
enum SwiftDeclaration {
    /// `static let travel: CGFloat = 200 // pt`; colours and angles as the framework writes them.
    /// `colour(name, value)` and `angle(name, degrees)` write those declarations.
    static func constant(_ constant: ExportPlan.Constant, name: String, colour: (String, RGBColor) -> String,
                         angle: (String, String) -> String) -> String {
        switch constant.value {
        case .colour(let value):
            return colour(name, value)
        case .word(let word):
            return "static let \(name) = \(swiftString(word))"
        case .curve(let curve):
            return "static let \(name) = \(swiftString(curve.description))"
        case .number(let number):
            let text = ExportNumber.typed(number)
            switch constant.parameter.kind {
            case .integer:
                return "static let \(name) = \(text)"
            case .number(let unit, _):
                switch unit {
                case .seconds: return "static let \(name): TimeInterval = \(text) // s"
                case .points: return "static let \(name): CGFloat = \(text) // pt"
                case .pointsPerSecond: return "static let \(name): CGFloat = \(text) // pt/s"
                case .degrees: return angle(name, text)
                case .ratio: return "static let \(name): Double = \(text)"
                case .perSecond: return "static let \(name): Double = \(text) // distance fractions per second"
                case .mass, .stiffness, .dampingCoefficient, .count:
                    let symbol = unit.symbol.isEmpty ? "" : " // \(unit.symbol)"
                    return "static let \(name): Double = \(text)\(symbol)"
                }
            default:
                return "static let \(name): Double = \(text)"
            }
        }
    }

    /// `red: 36 / 255, green: 0, blue: 1`.
    static func components(_ colour: RGBColor) -> String {
        "red: \(byteFraction(colour.red)), green: \(byteFraction(colour.green)), blue: \(byteFraction(colour.blue))"
    }

    /// A colour component (a byte over 255, as `#RRGGBB` stores it) as `36 / 255`, `0` or `1`.
    static func byteFraction(_ component: Double) -> String {
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        switch byte {
        case 0: return "0"
        case 255: return "1"
        default: return "\(byte) / 255"
        }
    }

    static func swiftString(_ text: String) -> String {
        StringLiteral.quoted(text, in: .swift)
    }
}
