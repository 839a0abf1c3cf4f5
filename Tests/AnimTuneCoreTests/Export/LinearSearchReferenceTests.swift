import Testing
@testable import AnimTuneCore

/// The `linear()` stop search skips work (reached candidates kept as bit masks, divisions
/// only where the cone may narrow); these tests hold it to the plain breadth-first search it
/// replaced, which must find exactly the same stops.
@Suite("linear() stop search against the plain breadth-first search")
struct LinearSearchReferenceTests {
    /// Springs from ζ 0.05 to 2.5, stiffness 20 to 5,000, velocities −3 to 3, at every kind of
    /// tolerance (a fixed seed: the same springs every run).
    static let cases: [(Spring, Double)] = {
        var seed: UInt64 = 12_345
        func random() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        let tolerances = [0.0001, 0.0005, 0.001, 0.0015, 0.0019, 0.002, 0.005, 0.01, 0.05, 0.1]
        var cases: [(Spring, Double)] = [(Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0), 0.001)]
        for index in 0..<40 {
            let zeta = 0.05 + 2.45 * random(), stiffness = 20 + 4_980 * random(), velocity = -3 + 6 * random()
            cases.append((Spring(mass: 0.5 + random(), stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(),
                                 initialVelocity: velocity), tolerances[index % tolerances.count]))
        }
        return cases
    }()

    @Test("the search finds the same stops as the plain breadth-first search", arguments: cases.indices)
    func sameStops(_ index: Int) {
        let (spring, tolerance) = Self.cases[index]
        let sampling = SpringSampling(spring, tolerance: tolerance)
        let found = sampling.shortestPath().map { [$0.step, $0.y] }
        let plain = sampling.plainShortestPath().map { [$0.step, $0.y] }
        #expect(found == plain, "k \(spring.stiffness) c \(spring.damping) m \(spring.mass) v \(spring.initialVelocity) tolerance \(tolerance)")
    }
}

extension SpringSampling {
    /// The search as first written: every reached candidate sweeps right, and each candidate
    /// inside its cone not reached yet is checked one by one.
    func plainShortestPath() -> [(step: Int, y: Int)] {
        let end = Int(valueScale)
        // Candidates at each position step: y = low[i] + stride·k for k in 0..<width[i].
        var low = [Int](repeating: 0, count: gridSize + 1)
        var width = [Int](repeating: 0, count: gridSize + 1)
        var base = [Int](repeating: 0, count: gridSize + 2)
        for i in 0...gridSize {
            if i == 0 {
                (low[i], width[i]) = (0, 1)
            } else if i == gridSize {
                (low[i], width[i]) = (end, 1)
            } else {
                let m = i * refine
                let first = Int(lower[m].rounded(.up)), last = Int(upper[m].rounded(.down))
                low[i] = first
                width[i] = last >= first ? (last - first) / valueStride + 1 : 0
            }
            base[i + 1] = base[i] + width[i]
        }
        let stateCount = base[gridSize + 1]
        var parent = [Int32](repeating: -1, count: stateCount)
        var stepOf = [Int32](repeating: 0, count: stateCount)
        for i in 0...gridSize where width[i] > 0 {
            for index in base[i]..<base[i + 1] { stepOf[index] = Int32(i) }
        }
        let target = base[gridSize]
        parent[0] = 0
        let stride = Double(valueStride)
        lower.withUnsafeBufferPointer { lower in
        upper.withUnsafeBufferPointer { upper in
        low.withUnsafeBufferPointer { low in
        width.withUnsafeBufferPointer { width in
        base.withUnsafeBufferPointer { base in
        stepOf.withUnsafeBufferPointer { stepOf in
        parent.withUnsafeMutableBufferPointer { parent in
            var frontier = [0]
            var next: [Int] = []
            while !frontier.isEmpty && parent[target] < 0 {
                next.removeAll(keepingCapacity: true)
                for state in frontier {
                    let i = Int(stepOf[state])
                    let y = Double(low[i] + (state - base[i]) * valueStride)
                    let start = i * refine
                    var slopeLow = -Double.infinity, slopeHigh = Double.infinity
                    var m = start
                    var j = i
                    scan: while j < gridSize {
                        j += 1
                        for _ in 0..<refine {
                            m += 1
                            let d = Double(m - start)
                            let a = (lower[m] - y) / d, b = (upper[m] - y) / d
                            if a > slopeLow { slopeLow = a }
                            if b < slopeHigh { slopeHigh = b }
                            if slopeLow > slopeHigh { break scan }
                        }
                        let count = width[j]
                        guard count > 0 else { continue }
                        let d = Double(m - start), origin = Double(low[j])
                        let yLow = y + slopeLow * d - 1e-9, yHigh = y + slopeHigh * d + 1e-9
                        let k0 = max(0, Int(((yLow - origin) / stride).rounded(.up)))
                        let k1 = min(count - 1, Int(((yHigh - origin) / stride).rounded(.down)))
                        guard k0 <= k1 else { continue }
                        let first = base[j]
                        for k in k0...k1 where parent[first + k] < 0 {
                            parent[first + k] = Int32(state)
                            next.append(first + k)
                        }
                    }
                    if parent[target] >= 0 { break }
                }
                swap(&frontier, &next)
            }
        }}}}}}}
        guard parent[target] >= 0 else {
            // Unreachable only for a band narrower than the value grid; fall back to every step.
            return (0...gridSize).map { i in
                (i, i == 0 ? 0 : i == gridSize ? end
                    : Int(((lower[i * refine] + upper[i * refine]) / 2).rounded()))
            }
        }
        var path: [(step: Int, y: Int)] = []
        var state = target
        while true {
            let i = Int(stepOf[state])
            path.append((i, low[i] + (state - base[i]) * valueStride))
            if state == 0 { break }
            state = Int(parent[state])
        }
        return path.reversed()
    }
}
