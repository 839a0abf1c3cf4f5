/// Float-to-integer conversions that cannot trap: `Int(x)` stops the process when x is NaN,
/// infinite or beyond `Int`'s range, and hostile springs (a response of 1e-20 s, a stiffness of
/// 1e300) make exactly such values in sampling, stop search, timelines and metrics.
extension Int {
    /// `value` rounded by `rule` and then clamped to `bounds`; NaN becomes `bounds.lowerBound`.
    public init(_ value: Double, rounding rule: FloatingPointRoundingRule, clampedTo bounds: ClosedRange<Int>) {
        let rounded = value.rounded(rule)
        if rounded.isNaN {
            self = bounds.lowerBound
        } else if rounded <= Double(bounds.lowerBound) {
            self = bounds.lowerBound
        } else if rounded >= Double(bounds.upperBound) {
            self = bounds.upperBound
        } else {
            self = Int(rounded)
        }
    }
}
