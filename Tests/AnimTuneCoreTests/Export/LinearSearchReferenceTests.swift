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
        let found = sampling.shortestPath()?.map { [$0.step, $0.y] }
        let plain = sampling.plainShortestPath().map { [$0.step, $0.y] }
        #expect(found == plain, "k \(spring.stiffness) c \(spring.damping) m \(spring.mass) v \(spring.initialVelocity) tolerance \(tolerance)")
    }
}

extension SpringSampling {
    /// The search as first written: every reached candidate sweeps right, and each candidate
    /// inside its cone not reached yet is checked one by one.
    func plainShortestPath() -> [(step: Int, y: Int)] {
        let candidates = StopCandidates(self)
        let (low, width, base, stepOf) = (candidates.low, candidates.width, candidates.base, candidates.stepOf)
        var parent = [Int32](repeating: -1, count: candidates.count)
        let target = candidates.target
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
        guard parent[target] >= 0 else { return everyStep() }
        return candidates.chain(to: target, parent: parent)
    }
}
