/// The fewest-segment continuous piecewise-linear path from (0, 0) to (gridSize, end) whose
/// stops sit on position steps, with values free, that stays inside a band at every fine
/// sample (`refine` samples a step; band and values in the same units).
///
/// By layers: layer k holds, at every step, the values reachable with at most k segments.
/// From a source interval the lines that stay in the band form a convex polygon (`LineFan`),
/// so what one source reaches at a later step is an interval; the layer keeps the hull of
/// those intervals. Cuts that lose nothing keep the work down, the window reduction of
/// Imai–Iri and Suri on a grid: a source whose values did not change since the layer before
/// is not swept again (its lines are the same, and what they reach is already in); sources
/// left of the last step whose whole band is reachable are skipped (their lines cross that
/// step inside its band, where it is a source itself); and at every later step of the layer
/// a sweep drops the lines through that step's own values (that source's lines), stopping
/// when none is left.
///
/// Even so, a layer as wide as a spring's flat stretches (a hundred steps and more) would
/// sweep each of its sources to its last step, and the work would grow with the square of
/// the width. So the layer is cut into blocks (`block` steps): a source is swept to the end
/// of its block, where its lines left (all above that step's own values, or all below, or
/// cut in two) join one convex hull of lines above and one below (`LineHull`), and the two
/// hulls go on from there as one sweep each. A hull holds every line that reached it and can
/// hold more, so a merged layer claims at least what is reachable.
///
/// The walk back picks, from the end, a stop of the layer before inside the cone of segments
/// to the stop after (the widest such interval, its whole printed value nearest the middle),
/// and checks every segment against the band: a path it finds is a real one. Layers that
/// claim too much give a count that is at most the fewest, so when the walk back finds a path
/// of that many segments it is the fewest; when it fails (a merged layer claimed a stop that
/// is not reachable) the exact layers, without blocks, are searched instead.
struct MinLinkSearch {
    let lower: [Double]
    let upper: [Double]
    let gridSize: Int
    let refine: Int
    /// The end value (the band's units: 1 is `end`).
    let end: Double

    /// Steps a layer's block spans: a source is swept at most this far before its lines are
    /// merged (`LineHull`). Shorter blocks sweep less and merge more often; 8 was the fastest
    /// on the benchmark's spring (6 to 12 within a few per cent). On 1,232 springs (ζ 0.05 to
    /// 3, responses 0.15 to 3 s, tolerances 1e-4 to 0.05) the walk back failed on 4, all with ζ
    /// 0.1 or less at tolerances 0.002 to 0.01, at every block length from 1 to 64.
    static let block = 8

    /// The stops, nil when the band has no such path, is not finite, or the search was cancelled
    /// or gave up: first with merged layers, then (rarely) with exact ones.
    func path() -> [(step: Int, value: Double)]? {
        guard lower.allSatisfy(\.isFinite), upper.allSatisfy(\.isFinite) else { return nil }
        guard let merged = forward(block: Self.block) else { return nil }
        if let path = backward(merged) { return path }
        guard let layers = forward(block: nil) else { return nil }
        return backward(layers)
    }

    /// Layers until the end is reachable, merged at every `block` steps of a layer (never
    /// merged without one). Only sources whose values changed since the layer before sweep.
    func forward(block: Int?) -> ReachLayers? {
        var low = [Double](repeating: .infinity, count: gridSize + 1)
        var high = [Double](repeating: -.infinity, count: gridSize + 1)
        var sweptLow = low, sweptHigh = high
        (low[0], high[0]) = (0, 0)
        var layers = ReachLayers()
        layers.append(low: low[0...0], high: high[0...0], from: 0, last: 0)
        var last = 0, changed = 0, work = 0
        var fan = LineFan()
        defer { fan.deallocate() }
        var above = LineHull(), below = LineHull(), vertices = LineBuffer()
        defer { above.deallocate(); below.deallocate(); vertices.deallocate() }
        // The hulls that go on from the last block's end: above, below.
        var carried = (false, false)
        while !(low[gridSize] <= end && end <= high[gridSize]) {
            // Giving up past `workLimit` samples a step (a band that oscillates far faster than the
            // grid, where the path is a stop at nearly every step) keeps the search bounded.
            if Cancellation.isRequested || work > Self.workLimit * lower.count { return nil }
            // Steps left of `changed` kept their values since the layer before: not swept again.
            let first = lastFullyReached(low: low, high: high, in: changed...last)
            let sources = Sources(low: Array(low[first...last]), high: Array(high[first...last]), first: first, last: last)
            func sweeps(_ j: Int) -> Bool {
                let index = j - first
                return sources.low[index] <= sources.high[index]
                    && (sources.low[index] != sweptLow[j] || sources.high[index] != sweptHigh[j])
            }
            func sweepSource(_ j: Int, until stop: Int?) -> Bool {
                guard j < gridSize else { return false }
                let next = j * refine + 1
                fan.reset(low: sources.low[j - first], high: sources.high[j - first], nextLow: lower[next], nextHigh: upper[next])
                let swept = sweep(&fan, from: j * refine, sources: sources, until: stop, low: &low, high: &high)
                work += swept.samples
                return swept.alive
            }
            var blockStart = first
            carried = (false, false)
            for blockEnd in block.map({ blockEnds(first: first, sources: sources, block: $0) }) ?? [] {
                // Clears what the hulls gather, not the vertices of the ones carried.
                above.removeAll()
                below.removeAll()
                let sourceLow = sources.low[blockEnd - first], sourceHigh = sources.high[blockEnd - first]
                // What is left of a sweep at the block's end passes above or below its values.
                func gather(from start: Int) {
                    vertices.removeAll()
                    fan.appendVertices(at: Double((blockEnd - start) * refine), to: &vertices)
                    above.add(vertices, side: 1, of: sourceHigh)
                    below.add(vertices, side: -1, of: sourceLow)
                }
                // The hulls carried from the block before, then the block's own sources.
                for side in 0..<2 where side == 0 ? carried.0 : carried.1 {
                    fan.reset(polygon: side == 0 ? above.vertices : below.vertices)
                    let swept = sweep(&fan, from: blockStart * refine, sources: sources, until: blockEnd * refine,
                                      low: &low, high: &high)
                    work += swept.samples
                    if swept.alive { gather(from: blockStart) }
                }
                for j in blockStart..<blockEnd where sweeps(j) && sweepSource(j, until: blockEnd * refine) {
                    gather(from: j)
                }
                carried = (!above.isEmpty, !below.isEmpty)
                if carried.0 { above.build() }
                if carried.1 { below.build() }
                blockStart = blockEnd
            }
            // From the last block's end (or every source, without blocks) on to the end.
            for side in 0..<2 where side == 0 ? carried.0 : carried.1 {
                fan.reset(polygon: side == 0 ? above.vertices : below.vertices)
                work += sweep(&fan, from: blockStart * refine, sources: sources, until: nil, low: &low, high: &high).samples
            }
            for j in stride(from: last, through: blockStart, by: -1) where sweeps(j) { _ = sweepSource(j, until: nil) }
            sweptLow.replaceSubrange(first...last, with: sources.low)
            sweptHigh.replaceSubrange(first...last, with: sources.high)
            var reached = last
            while reached < gridSize && low[reached + 1] <= high[reached + 1] { reached += 1 }
            guard let next = (first...last).first(where: { low[$0] != sweptLow[$0] || high[$0] != sweptHigh[$0] })
                    ?? (reached > last ? last + 1 : nil) else { return nil }
            (last, changed) = (reached, next)
            let from = min(first + 1, last)
            layers.append(low: low[from...last], high: high[from...last], from: from, last: last)
        }
        return layers
    }

    /// Where a layer's blocks end: every `block` steps from `first` (steps with values of
    /// their own), and the layer's last step; none in the layer that reaches the end.
    private func blockEnds(first: Int, sources: Sources, block: Int) -> [Int] {
        guard sources.last < gridSize else { return [] }
        var ends: [Int] = []
        var step = first + block
        while step < sources.last {
            if sources.low[step - first] <= sources.high[step - first] { ends.append(step) }
            step += block
        }
        return ends + [sources.last]
    }

    /// A layer's reachable values at the steps `first...last`, as its sweeps start from them.
    private struct Sources {
        let low: [Double]
        let high: [Double]
        let first: Int
        let last: Int
    }

    /// The last step in `steps` whose whole band is reachable (the first of them when none is).
    private func lastFullyReached(low: [Double], high: [Double], in steps: ClosedRange<Int>) -> Int {
        var j = steps.upperBound
        while j > steps.lowerBound {
            let m = j * refine
            if low[j] <= lower[m] && high[j] >= upper[m] { return j }
            j -= 1
        }
        return steps.lowerBound
    }

    /// Band samples swept per fine sample before the search gives up, far above what springs
    /// with a path need (the over-damped corner springs of the ranges, 128,000 fine samples,
    /// need about 50).
    static let workLimit = 200

    /// Sweeps the fan's lines right from fine sample `start`, widening `low`/`high` at every
    /// step they reach, until none is left, all are lines of a later source, or fine sample
    /// `until`; returns the samples swept and whether lines are left.
    private func sweep(_ fan: inout LineFan, from start: Int, sources: Sources, until stop: Int?,
                       low: inout [Double], high: inout [Double]) -> (samples: Int, alive: Bool) {
        let count = stop ?? gridSize * refine, refine = refine
        return lower.withUnsafeBufferPointer { lower in
        upper.withUnsafeBufferPointer { upper in
        low.withUnsafeMutableBufferPointer { low in
        high.withUnsafeMutableBufferPointer { high in
        sources.low.withUnsafeBufferPointer { sourceLows in
        sources.high.withUnsafeBufferPointer { sourceHighs in
            var m = start, step = start / refine
            // Fine samples left to the next step (`start` is on one).
            var toStep = refine
            while m < count {
                m += 1
                let d = Double(m - start)
                guard let span = fan.clip(at: d, low: lower[m], high: upper[m]) else { return (m - start, false) }
                toStep -= 1
                guard toStep == 0 else { continue }
                toStep = refine
                step += 1
                low[step] = min(low[step], span.low)
                high[step] = max(high[step], span.high)
                guard step <= sources.last else { continue }
                let sourceLow = sourceLows[step - sources.first], sourceHigh = sourceHighs[step - sources.first]
                guard sourceLow <= sourceHigh else { continue }
                // Lines through the layer's own values here are that source's lines: only the
                // ones passing above (or below) them stay, when they all pass on one side.
                if span.low >= sourceLow && span.high <= sourceHigh { return (m - start, false) }
                if span.low >= sourceLow {
                    guard fan.clip(at: d, low: sourceHigh, high: upper[m]) != nil else { return (m - start, false) }
                } else if span.high <= sourceHigh {
                    guard fan.clip(at: d, low: lower[m], high: sourceLow) != nil else { return (m - start, false) }
                }
            }
            return (m - start, stop != nil)
        }}}}}}
    }

    /// From the end back to the start, one stop per layer.
    func backward(_ layers: ReachLayers) -> [(step: Int, value: Double)]? {
        var path = [(step: gridSize, value: end)]
        for layer in stride(from: layers.count - 2, through: 0, by: -1) {
            guard let stop = stop(before: path[path.count - 1], in: layers, layer: layer) else { return nil }
            path.append(stop)
        }
        guard path[path.count - 1].step == 0 else { return nil }
        path[path.count - 1].value = 0
        return path.reversed()
    }

    /// A stop reachable within `layer` segments from which one segment reaches `after`: the
    /// step where that set is widest, its whole value nearest the middle (the middle when
    /// it holds none).
    private func stop(before after: (step: Int, value: Double), in layers: ReachLayers, layer: Int) -> (step: Int, value: Double)? {
        let end = after.step * refine, y = after.value
        var slopeLow = -Double.infinity, slopeHigh = Double.infinity
        var best: (step: Int, low: Double, high: Double)?
        var m = end
        while m > 0 {
            m -= 1
            let d = Double(end - m)
            slopeHigh = min(slopeHigh, (y - lower[m]) / d)
            slopeLow = max(slopeLow, (y - upper[m]) / d)
            guard slopeLow <= slopeHigh + 1e-12 else { break }
            guard m % refine == 0, let reach = layers.reach(layer, at: m / refine) else { continue }
            // 1e-7 of a printed unit: the forward polygon and this cone round differently.
            let low = max(reach.low, y - slopeHigh * d) - 1e-7, high = min(reach.high, y - slopeLow * d) + 1e-7
            if low <= high && high - low > (best.map { $0.high - $0.low } ?? -1) { best = (m / refine, low, high) }
        }
        guard let best else { return nil }
        let middle = (best.low + best.high) / 2
        var value = middle.rounded()
        if value < best.low { value += 1 }
        if value > best.high { value -= 1 }
        return (best.step, best.low <= value && value <= best.high ? value : middle)
    }
}
