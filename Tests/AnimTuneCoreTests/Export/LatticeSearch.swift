@testable import AnimTuneCore

extension SpringSampling {
    /// The lattice search's value stride: about 21 candidate values across the band
    /// (0.0001 apart at the default tolerance).
    var valueStride: Int {
        Int(2 * tolerance * valueScale / 20, rounding: .towardZero, clampedTo: 1...Int(valueScale))
    }

    /// The search `LinearEasing.spring` used before `MinLinkSearch` (issue 33), kept here as
    /// the count to beat: a breadth-first search over 4-decimal values on the position grid,
    /// every `valueStride`-th inside the band, one segment per round. Needs a sampling made
    /// with `valueDecimals: 4, roundingRoom: 0`, as that search sampled the band.
    func latticeShortestPath() -> [(step: Int, y: Int)] {
        let candidates = StopCandidates(self)
        let (low, width, base, stepOf) = (candidates.low, candidates.width, candidates.base, candidates.stepOf)
        var parent = [Int32](repeating: -1, count: candidates.count)
        // The candidates of each step not reached yet, one bit each (at most 41: the value
        // stride keeps about 21 inside the band).
        var unreached = [UInt64](repeating: 0, count: gridSize + 1)
        for i in 0...gridSize where width[i] > 0 {
            // StopCandidates keeps at most 64 values a step.
            unreached[i] = width[i] >= 64 ? ~0 : (1 << UInt64(width[i])) - 1
        }
        let target = candidates.target
        parent[0] = 0
        unreached[0] = 0
        let stride = Double(valueStride)
        // Unsafe buffers: this loop runs millions of times, and checked subscripts dominate
        // in debug builds.
        lower.withUnsafeBufferPointer { lower in
        upper.withUnsafeBufferPointer { upper in
        low.withUnsafeBufferPointer { low in
        width.withUnsafeBufferPointer { width in
        base.withUnsafeBufferPointer { base in
        stepOf.withUnsafeBufferPointer { stepOf in
        unreached.withUnsafeMutableBufferPointer { unreached in
        parent.withUnsafeMutableBufferPointer { parent in
            var frontier = [0]
            var next: [Int] = []
            while !frontier.isEmpty && parent[target] < 0 && !Cancellation.isRequested {
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
                    if parent[target] >= 0 { break }
                }
                swap(&frontier, &next)
            }
        }}}}}}}}
        guard parent[target] >= 0 else { return everyStep().map { ($0.step, Int($0.value)) } }
        return candidates.chain(to: target, parent: parent)
    }

}
