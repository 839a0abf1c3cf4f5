import Testing

/// How close a computed value must be to its reference, declared once for every test.
public enum Closeness: Sendable, CustomStringConvertible {
    /// |a − b| ≤ tolerance · max(1, |b|): absolute near zero, relative once |b| passes 1 (a
    /// 1e-9 check on 812 pt asks for nine significant digits, not an impossible 1e-12 relative).
    case scaled(Double)
    /// |a − b| ≤ tolerance · |b|.
    case relative(Double)
    /// |a − b| ≤ tolerance, in the values' own unit.
    case absolute(Double)
    /// a and b at most this many representable doubles apart.
    case ulps(UInt64)

    /// The error of `a` against `b` as a share of what is allowed: at most 1 passes; NaN never does.
    public func error(_ a: Double, _ b: Double) -> Double {
        guard !a.isNaN, !b.isNaN else { return .infinity }
        switch self {
        case .scaled(let tolerance): return abs(a - b) / (tolerance * max(1, abs(b)))
        case .relative(let tolerance): return a == b ? 0 : abs(a - b) / (tolerance * abs(b))
        case .absolute(let tolerance): return abs(a - b) / tolerance
        case .ulps(let count): return Double(Self.ulpsApart(a, b)) / Double(max(count, 1))
        }
    }

    public func accepts(_ a: Double, _ b: Double) -> Bool { error(a, b) <= 1 }

    public var description: String {
        switch self {
        case .scaled(let tolerance): "within \(tolerance) (relative past 1)"
        case .relative(let tolerance): "within \(tolerance) relative"
        case .absolute(let tolerance): "within \(tolerance)"
        case .ulps(let count): "within \(count) ulp"
        }
    }

    /// How many doubles lie between `a` and `b` (0 for equal values, and for 0 and −0).
    public static func ulpsApart(_ a: Double, _ b: Double) -> UInt64 {
        func ordered(_ x: Double) -> Int64 {
            let bits = Int64(bitPattern: x.bitPattern)
            return bits < 0 ? Int64.min &- bits : bits
        }
        let (difference, overflow) = ordered(a).subtractingReportingOverflow(ordered(b))
        return overflow ? .max : difference.magnitude
    }
}

/// Checks each of `actual` against the reference at the same index and, when any is too far,
/// records one issue naming the worst (its label, both values and how far apart) and how many
/// failed, instead of one issue per value. Fails when the counts differ.
public func assertClose(_ actual: [Double], _ expected: [Double], _ closeness: Closeness, _ comment: Comment? = nil,
                        label: (Int) -> String = { "at index \($0)" }, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual.count == expected.count else {
        Issue.record("\(actual.count) values against \(expected.count) references\(comment.map { ": \($0)" } ?? "")",
                     sourceLocation: sourceLocation)
        return
    }
    var worst: (index: Int, error: Double)?
    var failures = 0
    for index in actual.indices {
        let error = closeness.error(actual[index], expected[index])
        guard error > 1 else { continue }
        failures += 1
        if worst.map({ error > $0.error }) ?? true { worst = (index, error) }
    }
    guard let worst else { return }
    let index = worst.index
    Issue.record("""
        \(failures) of \(actual.count) values not \(closeness); worst \(label(index)): \(actual[index]) against \(expected[index]) \
        (off by \(abs(actual[index] - expected[index])), \(Closeness.ulpsApart(actual[index], expected[index])) ulp)\
        \(comment.map { "; \($0)" } ?? "")
        """, sourceLocation: sourceLocation)
}

/// `assertClose` for one value.
public func assertClose(_ actual: Double, _ expected: Double, _ closeness: Closeness, _ comment: Comment? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    assertClose([actual], [expected], closeness, comment, label: { _ in "value" }, sourceLocation: sourceLocation)
}
