/// |a − b| ≤ tolerance, scaled by |b| once |b| passes 1: absolute near zero, relative for
/// large values (a 1e-9 check on 812 pt means nine significant digits, not an impossible
/// 1e-12 relative); false for NaN.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(b))
}

/// |a − b| ≤ tolerance·|b|: purely relative.
func isRelativelyClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance * abs(b) }
