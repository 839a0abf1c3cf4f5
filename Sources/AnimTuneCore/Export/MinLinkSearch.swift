/// The fewest-segment continuous piecewise-linear path from (0, 0) to (gridSize, end) whose
/// stops sit on position steps, with values free, that stays inside a band at every fine
/// sample (`refine` samples a step; band and values in the same units).
///
/// Exact by layers: layer k holds, at every step, the values reachable with at most k
/// segments. From a source interval the lines that stay in the band form a convex polygon
/// (`LineFan`), so what one source reaches at a later step is an interval; the layer keeps the
/// hull of those intervals. Three cuts keep the work near a few sweeps per sample: a source
/// whose values did not change since the layer before is not swept again (its lines are the
/// same, and what they reach is already in), sources left of the last step whose whole band is
/// reachable are skipped (their lines cross that step inside its band, where it is a source
/// itself), and a sweep stops at a step whose reachable values already contain all its lines. The walk back picks, from the end, a
/// stop of the layer before inside the cone of segments to the stop after (the widest such
/// interval, its whole printed value nearest the middle), which certifies the count: if the
/// hull ever claimed more than is reachable, the walk fails and the caller falls back.
struct MinLinkSearch {
    let lower: [Double]
    let upper: [Double]
    let gridSize: Int
    let refine: Int
    /// The end value (the band's units: 1 is `end`).
    let end: Double

    /// The stops, nil when the band has no such path, is not finite, or the search was cancelled.
    func path() -> [(step: Int, value: Double)]? {
        guard lower.allSatisfy(\.isFinite), upper.allSatisfy(\.isFinite) else { return nil }
        guard let layers = forward() else { return nil }
        return backward(layers)
    }

    /// Layers until the end is reachable. A source whose values did not change since the layer
    /// before sent the same lines then, so only changed ones sweep.
    private func forward() -> ReachLayers? {
        var low = [Double](repeating: .infinity, count: gridSize + 1)
        var high = [Double](repeating: -.infinity, count: gridSize + 1)
        var sweptLow = low, sweptHigh = high
        (low[0], high[0]) = (0, 0)
        var layers = ReachLayers()
        layers.append(low: low[0...0], high: high[0...0], from: 0, last: 0)
        var last = 0, changed = 0, work = 0
        var fan = LineFan()
        let steepest = (upper.max()! - lower.min()!) + 1
        while !(low[gridSize] <= end && end <= high[gridSize]) {
            // Giving up past `workLimit` samples a step (a band that oscillates far faster than the
            // grid, where the path is a stop at nearly every step) keeps the search bounded.
            if Cancellation.isRequested || work > Self.workLimit * lower.count { return nil }
            // Steps left of `changed` kept their values since the layer before: not swept again.
            let first = lastFullyReached(low: low, high: high, in: changed...last)
            let sources = Sources(low: Array(low[first...last]), high: Array(high[first...last]), first: first, last: last)
            for j in stride(from: last, through: first, by: -1)
            where sources.low[j - first] <= sources.high[j - first]
                && (sources.low[j - first] != sweptLow[j] || sources.high[j - first] != sweptHigh[j]) {
                work += sweep(from: j, sources: sources, fan: &fan, steepest: steepest, low: &low, high: &high)
            }
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

    /// A layer's reachable values at the steps `first...last`, as its sweeps start from them.
    private struct Sources {
        let low: [Double]
        let high: [Double]
        let first: Int
        let last: Int

        /// Whether the values at `step` contain `low...high` (false right of `last`).
        func contain(_ step: Int, _ span: (low: Double, high: Double)) -> Bool {
            step <= last && low[step - first] <= span.low && span.high <= high[step - first]
        }
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

    /// Band samples swept per fine sample before the search gives up (not yet measured on the
    /// test springs; the corner springs of RangeCornerSpringTests still take too long).
    static let workLimit = 200

    /// Sweeps the lines from the sources at step `j` right, widening `low`/`high` at every
    /// step they reach, until none is left or all are lines of a later source; returns the
    /// samples swept.
    @discardableResult
    private func sweep(from j: Int, sources: Sources, fan: inout LineFan, steepest: Double,
                       low: inout [Double], high: inout [Double]) -> Int {
        fan.reset(low: sources.low[j - sources.first], high: sources.high[j - sources.first], steepest: steepest)
        let start = j * refine, count = gridSize * refine
        return lower.withUnsafeBufferPointer { lower in
        upper.withUnsafeBufferPointer { upper in
            var m = start
            while m < count {
                m += 1
                guard let span = fan.clip(at: Double(m - start), low: lower[m], high: upper[m]) else { break }
                guard m % refine == 0 else { continue }
                let step = m / refine
                low[step] = min(low[step], span.low)
                high[step] = max(high[step], span.high)
                if sources.contain(step, span) { break }
            }
            return m - start
        }}
    }

    /// From the end back to the start, one stop per layer.
    private func backward(_ layers: ReachLayers) -> [(step: Int, value: Double)]? {
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
