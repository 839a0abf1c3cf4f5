import AnimTuneCore
import Foundation

/// One row of the parameter list in `tune`: a numeric key, or the key of a spring group's
/// field in the form the list shows for that group.
public struct TuneEntry: Sendable, Hashable {
    public let key: String
    public let parameter: Parameter
    /// The spring group the key belongs to, when it does.
    public let group: String?
    public let field: SpringField?

    /// The unit's fixed step (see ``step(for:)``), used where a value gives no scale (at 0).
    public var unitStep: Double { Self.step(for: parameter) }

    /// The fine step of Left/Right from `value`, in the parameter's base unit: the largest
    /// 1, 2 or 5 times a power of ten within ``relativeStep`` of the value (0.01 at 0.5, 2 at
    /// 100, 5 at 209), so between 1 % and 2.5 % of it; whole numbers move by at least 1; the
    /// unit's step at 0.
    public func step(at value: Double) -> Double {
        guard value.isFinite, value != 0 else { return unitStep }
        let most = abs(value) * Self.relativeStep
        let decade = pow(10, log10(most).rounded(.down))
        // A hair of tolerance so 2.5 % of 80 is 2, not 1.
        let step = [5.0, 2, 1].map { $0 * decade }.first { $0 <= most * (1 + 1e-9) } ?? decade
        if case .integer = parameter.kind { return max(1, step.rounded()) }
        return step
    }

    /// The largest share of a value one fine step moves it by.
    public static let relativeStep = 0.025

    public var range: ClosedRange<Double>? {
        switch parameter.kind {
        case .number(_, let range): range
        case .integer(let range): Double(range.lowerBound)...Double(range.upperBound)
        default: nil
        }
    }

    /// The keys `tune` lists for `scene`: its numeric parameters, then for every spring group
    /// the keys of the form shown for it (`forms`, else the form the group was set in).
    public static func entries(of state: SceneState, forms: [String: SpringForm]) -> [TuneEntry] {
        let scene = state.scene
        var entries: [TuneEntry] = scene.parameters.compactMap { parameter in
            switch parameter.kind {
            case .number, .integer: TuneEntry(key: parameter.key, parameter: parameter, group: nil, field: nil)
            default: nil
            }
        }
        for group in scene.springGroups {
            let form = forms[group.prefix] ?? state.setting(group.prefix).form
            for field in fields(of: form) {
                let key = group.key(field)
                entries.append(TuneEntry(key: key, parameter: group.parameter(field), group: group.prefix, field: field))
            }
        }
        return entries
    }

    /// The keys a user thinks in for each form.
    public static func fields(of form: SpringForm) -> [SpringField] {
        switch form {
        case .uikit: [.duration, .damping, .velocity]
        case .swiftui: [.response, .bounce, .velocity]
        case .physical: [.mass, .stiffness, .dampingCoefficient, .velocity]
        }
    }

    /// The fine step for a parameter: a round amount of its unit that moves the animation
    /// visibly but not by much (0.01 s, 1 pt, 0.01 of a ratio); whole numbers move by 1.
    public static func step(for parameter: Parameter) -> Double {
        guard case .number(let unit, _) = parameter.kind else { return 1 }
        switch unit {
        case .seconds, .ratio: return 0.01
        case .points, .degrees, .count, .stiffness: return 1
        case .perSecond, .mass, .dampingCoefficient: return 0.1
        case .pointsPerSecond: return 10
        }
    }
}
