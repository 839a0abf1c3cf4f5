import TestPrerequisites

/// |a − b| ≤ tolerance, scaled by |b| once |b| passes 1 (``Closeness/scaled(_:)``); false for NaN.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { Closeness.scaled(tolerance).accepts(a, b) }

/// |a − b| ≤ tolerance·|b| (``Closeness/relative(_:)``).
func isRelativelyClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { Closeness.relative(tolerance).accepts(a, b) }
