/// A spring that came in other than through `set` — a pasted snippet, a file, a fit — held to
/// the ranges `set` and `load` apply to the keys of the form it is stored in, so that whatever
/// is stored can be shown, exported, saved and loaded back. A key outside its range is refused
/// (``SpringRangeError``), unless the dialect documents a wider range (``WiderRange``) that
/// holds it: then it is clamped to the key's range and a warning says so.
public struct SpringRangeCheck: Sendable {
    /// The setting with clamped keys replaced.
    public let setting: SpringSetting
    /// One line per clamped key.
    public let warnings: [String]

    /// Checks `setting` for spring group `group` (`spring`, `dismiss.spring`); `source` starts
    /// the messages ("imported", "fitted").
    public init(_ setting: SpringSetting, group: String, source: String = "imported",
                wider: [WiderRange] = []) throws(SpringRangeError) {
        var values: [(field: SpringField, value: Double)] = Self.keys(of: setting)
        var warnings: [String] = []
        for index in values.indices {
            let (field, value) = values[index]
            guard !(value.isFinite && field.range.contains(value)) else { continue }
            let key = "\(group).\(field.rawValue)"
            guard value.isFinite, let widened = wider.first(where: { $0.field == field && $0.accepted.contains(value) }) else {
                throw SpringRangeError(source: source, key: key, field: field, value: value)
            }
            let clamped = min(max(value, field.range.lowerBound), field.range.upperBound)
            values[index].value = clamped
            let symbol = field.unit.symbol.isEmpty ? "" : " " + field.unit.symbol
            warnings.append("\(source) \(field.rawValue) \(NumberFormatting.short(value))\(symbol) clamped to "
                + "\(NumberFormatting.short(clamped))\(symbol), the nearest in \(RangeMessage.accepted(field.range, symbol: field.unit.symbol)) "
                + "(the range of \(key)); \(widened.reason)")
        }
        self.setting = warnings.isEmpty ? setting : Self.setting(setting, with: values)
        self.warnings = warnings
    }

    /// The keys `save` writes for the setting's form, with their values.
    static func keys(of setting: SpringSetting) -> [(field: SpringField, value: Double)] {
        switch setting {
        case .uikit(let uikit):
            return [(.duration, uikit.duration), (.damping, uikit.dampingRatio), (.velocity, uikit.velocity)]
        case .swiftui(let swiftui, let velocity, let notation):
            let shape: (SpringField, Double) = notation == .bounce ? (.bounce, swiftui.bounce) : (.dampingFraction, swiftui.dampingRatio)
            return [(.response, swiftui.response), shape, (.velocity, velocity)]
        case .physical(let spring):
            return [(.mass, spring.mass), (.stiffness, spring.stiffness), (.dampingCoefficient, spring.damping),
                    (.velocity, spring.initialVelocity)]
        }
    }

    /// `setting` in its own form rebuilt from `values` (as ``keys(of:)`` lists them).
    private static func setting(_ setting: SpringSetting, with values: [(field: SpringField, value: Double)]) -> SpringSetting {
        var number: [SpringField: Double] = [:]
        for (field, value) in values { number[field] = value }
        switch setting {
        case .uikit:
            return .uikit(UIKitSpring(duration: number[.duration]!, dampingRatio: number[.damping]!, velocity: number[.velocity]!))
        case .swiftui(_, _, let notation):
            let spring = notation == .bounce ? SwiftUISpring(duration: number[.response]!, bounce: number[.bounce]!)
                : SwiftUISpring(response: number[.response]!, dampingRatio: number[.dampingFraction]!)
            return .swiftui(spring, velocity: number[.velocity]!, notation: notation)
        case .physical:
            return .physical(Spring(mass: number[.mass]!, stiffness: number[.stiffness]!, damping: number[.dampingCoefficient]!,
                                    initialVelocity: number[.velocity]!))
        }
    }
}
