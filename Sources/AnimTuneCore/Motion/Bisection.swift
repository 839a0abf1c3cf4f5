/// Root finding by bisection to the last representable digit: slow but never fooled.
enum Bisection {
    /// A root of `f` in [lo, hi], where f(lo) and f(hi) differ in sign (or one is 0).
    static func root(_ lo: Double, _ hi: Double, _ f: (Double) -> Double) -> Double {
        var lo = lo, hi = hi
        let flo = f(lo)
        if flo == 0 { return lo }
        if f(hi) == 0 { return hi }
        for _ in 0..<2_000 {
            let mid = lo + (hi - lo) / 2
            guard mid > lo, mid < hi else { break }
            let fm = f(mid)
            if fm == 0 { return mid }
            if (fm < 0) == (flo < 0) { lo = mid } else { hi = mid }
        }
        return lo + (hi - lo) / 2
    }

    /// The smallest `hi = start·2ⁿ` with `isPast(hi)`, or nil past 1e300.
    static func expand(from start: Double, until isPast: (Double) -> Bool) -> Double? {
        var hi = start
        while hi < 1e300 {
            if isPast(hi) { return hi }
            hi *= 2
        }
        return nil
    }
}
