/// The spring sampled on the grids that `LinearEasing.spring` searches for its stops: the
/// band the easing must stay in, at every fine sample, and the candidate stops per position step.
struct SpringSampling {
    let spring: Spring
    let tolerance: Double
    let duration: Double
    /// Position steps from 0 % to 100 %.
    let gridSize: Int
    /// Fine samples per position step.
    let refine: Int
    /// 10⁴: values are whole multiples of 1/valueScale.
    let valueScale = 10_000.0
    /// Candidate values are every `valueStride`-th multiple inside the band: about 21 of them
    /// (0.0001 apart at the default tolerance; wider bands would only make the search slow).
    let valueStride: Int
    /// The band at fine sample m, in value units: [lower[m], upper[m]].
    let lower: [Double]
    let upper: [Double]

    init(_ spring: Spring, tolerance: Double, gridSize forcedGrid: Int? = nil) {
        self.spring = spring
        self.tolerance = tolerance
        let duration = LinearEasing.duration(of: spring, tolerance: tolerance)
        self.duration = duration
        // Position steps: 0.05 % of the duration at the default tolerance (coarser for looser
        // tolerances, whose segments are longer), finer when the spring oscillates a lot.
        let zeta = spring.dampingRatio, omega = spring.naturalFrequency
        let halfPeriods = zeta < 1 ? duration * omega * (1 - zeta * zeta).squareRoot() / .pi : 1
        let forTolerance = tolerance <= 0.0015 ? 2_000 : tolerance <= 0.006 ? 1_000 : 500
        let forOscillation = halfPeriods <= 40 ? 0 : halfPeriods <= 100 ? 5_000 : 10_000
        gridSize = forcedGrid ?? max(forTolerance, forOscillation)
        // |f''| in normalized time, from p'' = (k/m)(1 − p) − (c/m)·v, with a safety factor.
        let k = spring.stiffness / spring.mass, c = spring.damping / spring.mass
        var curvature = 0.0
        let probes = 4 * gridSize
        for index in 0...probes {
            let t = duration * Double(index) / Double(probes)
            let p = spring.progress(at: t), v = index == 0 ? spring.initialVelocity : spring.velocity(at: t)
            curvature = max(curvature, abs(k * (1 - p) - c * v))
        }
        curvature *= 1.25 * duration * duration
        // Fine spacing h with curvature·h²/8 ≤ 2 % of the tolerance.
        let allowance = 0.02 * tolerance
        let h = (8 * allowance / max(curvature, 1e-12)).squareRoot()
        // A curvature that overflows (a response of 1e-20 s) gives h = 0 or NaN: the finest grid.
        refine = Int(1 / (h * Double(gridSize)), rounding: .up, clampedTo: 1...64)
        let spacing = 1 / Double(gridSize * refine)
        let margin = curvature * spacing * spacing / 8
        let band = tolerance - margin
        valueStride = Int(2 * tolerance * valueScale / 20, rounding: .towardZero, clampedTo: 1...Int(valueScale))
        let fineCount = gridSize * refine
        var lower = [Double](repeating: 0, count: fineCount + 1)
        var upper = [Double](repeating: 0, count: fineCount + 1)
        // The easing may not do what the spring never does: go below 0 where the spring is not
        // (a start that backs away), or above 1 for a spring that never overshoots.
        let overshoots = SpringMetrics(spring).overshoot > 0
        for m in 0...fineCount {
            let f = spring.progress(at: duration * Double(m) / Double(fineCount))
            lower[m] = max(f - band, min(f, 0)) * valueScale
            upper[m] = (overshoots ? f + band : min(f + band, max(f, 1))) * valueScale
        }
        // The end stop is (100 %, 1); the duration puts the spring within 98 % of the band
        // there, so this only absorbs rounding.
        lower[fineCount] = min(lower[fineCount], valueScale)
        upper[fineCount] = max(upper[fineCount], valueScale)
        self.lower = lower
        self.upper = upper
    }

    /// Most band checks (fine samples swept, over all stops) the search may make: a few
    /// seconds' work. Everyday springs need far fewer; a strongly over-damped one whose long
    /// straight tail keeps every cone open would need billions.
    static let maximumWork = 400_000_000

    /// The shortest chain of grid stops from (0, 0) to (gridSize, 1) inside the band; nil when
    /// the search would take more than ``maximumWork`` band checks.
    func shortestPath() -> [(step: Int, y: Int)]? {
        let candidates = StopCandidates(self)
        var parent = [Int32](repeating: -1, count: candidates.count)
        // The candidates of each step not reached yet, one bit each (at most 41: the value
        // stride keeps about 21 inside the band).
        var unreached = [UInt64](repeating: 0, count: gridSize + 1)
        for i in 0...gridSize where candidates.width[i] > 0 {
            // StopCandidates keeps at most 64 values a step.
            unreached[i] = candidates.width[i] >= 64 ? ~0 : (1 << UInt64(candidates.width[i])) - 1
        }
        let target = candidates.target
        parent[0] = 0
        unreached[0] = 0
        var exhausted = false
        // Unsafe buffers: this loop runs millions of times, and checked subscripts dominate
        // in debug builds.
        lower.withUnsafeBufferPointer { lower in
        upper.withUnsafeBufferPointer { upper in
        candidates.low.withUnsafeBufferPointer { low in
        candidates.width.withUnsafeBufferPointer { width in
        candidates.base.withUnsafeBufferPointer { base in
        candidates.stepOf.withUnsafeBufferPointer { stepOf in
        unreached.withUnsafeMutableBufferPointer { unreached in
        parent.withUnsafeMutableBufferPointer { parent in
            var search = ConeSearch(lower: lower, upper: upper, low: low, width: width, base: base, stepOf: stepOf,
                                    unreached: unreached, parent: parent, gridSize: gridSize, refine: refine,
                                    valueStride: valueStride)
            exhausted = search.run(to: target, maximumWork: Self.maximumWork)
        }}}}}}}}
        guard parent[target] >= 0 else { return exhausted ? nil : everyStep() }
        return candidates.chain(to: target, parent: parent)
    }

    /// The breadth-first search of ``shortestPath()`` over unsafe views of its arrays: from
    /// each stop reached, every candidate a straight segment inside the band reaches.
    private struct ConeSearch {
        let lower: UnsafeBufferPointer<Double>
        let upper: UnsafeBufferPointer<Double>
        let low: UnsafeBufferPointer<Int>
        let width: UnsafeBufferPointer<Int>
        let base: UnsafeBufferPointer<Int>
        let stepOf: UnsafeBufferPointer<Int32>
        let unreached: UnsafeMutableBufferPointer<UInt64>
        let parent: UnsafeMutableBufferPointer<Int32>
        let gridSize: Int
        let refine: Int
        let valueStride: Int
        /// Band checks made so far (fine samples swept).
        var work = 0

        /// Expands level by level until `target` is reached, nothing is left or cancellation
        /// is requested; true when the work passed `maximumWork` first.
        mutating func run(to target: Int, maximumWork: Int) -> Bool {
            var frontier = [0]
            var next: [Int] = []
            while !frontier.isEmpty && parent[target] < 0 && !Cancellation.isRequested {
                next.removeAll(keepingCapacity: true)
                for state in frontier {
                    expand(state, into: &next)
                    if parent[target] >= 0 { break }
                    if work > maximumWork { return true }
                }
                swap(&frontier, &next)
            }
            return false
        }

        /// Sweeps the cone of slopes from `state` that stays inside the band, step by step
        /// until it closes, and reaches every unreached candidate inside it (appended to `next`).
        mutating func expand(_ state: Int, into next: inout [Int]) {
            let stride = Double(valueStride)
            let i = Int(stepOf[state])
            let y = Double(low[i] + (state - base[i]) * valueStride)
            let start = i * refine
            var slopeLow = -Double.infinity, slopeHigh = Double.infinity
            var m = start
            var j = i
            scan: while j < gridSize {
                j += 1
                work += refine
                for _ in 0..<refine {
                    m += 1
                    let d = Double(m - start)
                    // The divisions only where the cone may narrow: a product is
                    // within 1e-12 of the quotient's scale, far inside the 1e-6 margin.
                    let below = lower[m] - y, above = upper[m] - y
                    if below >= slopeLow * d - 1e-6 {
                        let a = below / d
                        if a > slopeLow { slopeLow = a }
                    }
                    if above <= slopeHigh * d + 1e-6 {
                        let b = above / d
                        if b < slopeHigh { slopeHigh = b }
                    }
                    if slopeLow > slopeHigh { break scan }
                }
                let open = unreached[j]
                guard open != 0 else { continue }
                let count = width[j]
                let d = Double(m - start), origin = Double(low[j])
                let yLow = y + slopeLow * d - 1e-9, yHigh = y + slopeHigh * d + 1e-9
                let k0 = Int((yLow - origin) / stride, rounding: .up, clampedTo: 0...count)
                let k1 = Int((yHigh - origin) / stride, rounding: .down, clampedTo: -1...(count - 1))
                guard k0 <= k1 else { continue }
                let span = k1 - k0 + 1
                var fresh = open & ((span == 64 ? ~0 : (1 << UInt64(span)) - 1) << UInt64(k0))
                guard fresh != 0 else { continue }
                unreached[j] = open & ~fresh
                let first = base[j]
                while fresh != 0 {
                    let k = fresh.trailingZeroBitCount
                    parent[first + k] = Int32(state)
                    next.append(first + k)
                    fresh &= fresh - 1
                }
            }
        }
    }

    /// Unreachable only for a band narrower than the value grid: a stop at every step, in the
    /// middle of the band.
    func everyStep() -> [(step: Int, y: Int)] {
        (0...gridSize).map { i in
            (i, i == 0 ? 0 : i == gridSize ? Int(valueScale)
                : Int((lower[i * refine] + upper[i * refine]) / 2, rounding: .toNearestOrAwayFromZero,
                      clampedTo: StopCandidates.valueBounds))
        }
    }
}
