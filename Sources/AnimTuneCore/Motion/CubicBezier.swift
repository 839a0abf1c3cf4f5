/// A CSS / Core Animation timing curve from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2), solved as WebKit's `UnitBezier.h` and Chromium's `cubic_bezier.cc` do.
public struct CubicBezier: Sendable, Hashable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// Newton's tolerance on x, as in WebKit and Chromium.
    public static let epsilon = 1e-7

    /// Throws unless x1 and x2 are in 0...1 (so x(t) is monotone) and all four are finite.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(MotionError) {
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            throw .notFinite(parameter: name)
        }
        for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
            throw .outOfRange(parameter: name, value: value, accepted: "in 0...1")
        }
        self.init(unchecked: x1, y1, x2, y2)
    }

    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// y at the point of the curve whose x is `x` (clamped into 0...1).
    public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.sample(y1, y2, solve(x))
    }

    /// The curve parameter t with x(t) = x: Newton from t = x, then bisection.
    func solve(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.sample(x1, x2, t) - x
            if abs(error) < Self.epsilon { return t }
            let slope = Self.slope(x1, x2, t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var lo = 0.0, hi = 1.0
        t = x
        while lo < hi {
            let value = Self.sample(x1, x2, t)
            if abs(value - x) < Self.epsilon { return t }
            if x > value { lo = t } else { hi = t }
            let mid = lo + (hi - lo) / 2
            if mid == t { break }
            t = mid
        }
        return t
    }

    /// One coordinate of the curve, ((a t + b) t + c) t with c = 3p1, b = 3(p2 − p1) − c, a = 1 − c − b.
    private static func sample(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    private static func slope(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}
