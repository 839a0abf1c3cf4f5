/// A non-spring timing curve: Core Animation's named curves or any cubic Bézier.
public enum TimingCurve: Sendable, Hashable, CustomStringConvertible {
    case linear
    /// (0.42, 0, 1, 1)
    case easeIn
    /// (0, 0, 0.58, 1)
    case easeOut
    /// (0.42, 0, 0.58, 1), Core Animation's `easeInEaseOut`
    case easeInOut
    /// (0.25, 0.1, 0.25, 1), Core Animation's `default` and CSS `ease`
    case `default`
    case cubicBezier(CubicBezier)

    /// Canonical names for completion; the last, "cubic-bezier(", starts a custom curve.
    public static let names = ["linear", "easeIn", "easeOut", "easeInOut", "default", "cubic-bezier("]

    private static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("default", .default), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
        ("easeInEaseOut", .easeInOut), ("ease", .default),
    ]

    /// Accepts the names above (any letter case; also "ease-in", "ease-out", "ease-in-out",
    /// "easeInEaseOut" and CSS "ease") and "cubic-bezier(x1, y1, x2, y2)" with any spacing.
    public init(parsing text: String) throws(MotionError) {
        let trimmed = text.trimmed
        let lower = trimmed.lowercased()
        if let match = Self.named.first(where: { $0.name.lowercased() == lower }) {
            self = match.curve
            return
        }
        guard lower.hasPrefix("cubic-bezier") else {
            let suggestion = Self.named.min {
                Self.editDistance(lower, $0.name.lowercased()) < Self.editDistance(lower, $1.name.lowercased())
            }!
            throw .unknownTimingCurve(trimmed, suggestion: suggestion.curve.description)
        }
        let body = lower.dropFirst("cubic-bezier".count).trimmed
        guard body.hasPrefix("("), body.hasSuffix(")") else { throw .malformedCubicBezier(trimmed) }
        let numbers = body.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmed) }
        let values = numbers.compactMap { $0 }
        guard numbers.count == 4, values.count == 4 else {
            throw .malformedCubicBezier(trimmed)
        }
        self = .cubicBezier(try CubicBezier(values[0], values[1], values[2], values[3]))
    }

    /// The control points; linear is (0, 0, 1, 1).
    public var bezier: CubicBezier {
        switch self {
        case .linear: CubicBezier(unchecked: 0, 0, 1, 1)
        case .easeIn: CubicBezier(unchecked: 0.42, 0, 1, 1)
        case .easeOut: CubicBezier(unchecked: 0, 0, 0.58, 1)
        case .easeInOut: CubicBezier(unchecked: 0.42, 0, 0.58, 1)
        case .default: CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)
        case .cubicBezier(let curve): curve
        }
    }

    /// Progress at a fraction of the duration (clamped into 0...1).
    public func progress(at fraction: Double) -> Double {
        if case .linear = self { return min(max(fraction, 0), 1) }
        return bezier.progress(at: fraction)
    }

    /// Canonical text that `init(parsing:)` accepts: "easeInOut", "cubic-bezier(0.25, 0, 0.75, 1)".
    public var description: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .default: "default"
        case .cubicBezier(let c):
            "cubic-bezier(" + [c.x1, c.y1, c.x2, c.y2].map(NumberFormatting.positional).joined(separator: ", ") + ")"
        }
    }

    /// Levenshtein distance, for the suggestion in an error.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let b = Array(b)
        var row = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for (j, cb) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = min(above + 1, row[j] + 1, diagonal + (ca == cb ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
