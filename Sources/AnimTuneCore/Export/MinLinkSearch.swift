/// The fewest-segment continuous piecewise-linear path from (0, 0) to (gridSize, end) whose
/// stops sit on position steps, with values free, that stays inside a band at every fine
/// sample (`refine` samples a step; band and values in the same units).
///
/// By layers: layer k holds, at every step, the values reachable with at most k segments.
/// From a source interval the lines that stay in the band form a convex polygon (`LineFan`),
/// so what one source reaches at a later step is an interval; the layer keeps the hull of
/// those intervals. Cuts that lose nothing keep the work near a few sweeps per sample, the
/// window reduction of Imai–Iri and Suri on a grid: a source whose values did not change since
/// the layer before is not swept again (its lines are the same, and what they reach is already
/// in); sources left of the last step whose whole band is reachable are skipped (their lines
/// cross that step inside its band, where it is a source itself); and at every later step of
/// the layer a sweep drops the lines through that step's own values (that source's lines),
/// stopping when none is left. What crosses the layer's last step is then swept on as one or
/// two hulls (see `path()`).
///
/// The walk back picks, from the end, a stop of the layer before inside the cone of segments
/// to the stop after (the widest such interval, its whole printed value nearest the middle),
/// which certifies the count: if a layer ever claimed more than is reachable, the walk fails.
struct MinLinkSearch {
    let lower: [Double]
    let upper: [Double]
    let gridSize: Int
    let refine: Int
    /// The end value (the band's units: 1 is `end`).
    let end: Double

    /// The stops, nil when the band has no such path, is not finite, or the search was cancelled
    /// or gave up.
    ///
    /// First with the lines still alive at each layer's last step merged into their convex hulls
    /// (one sweep on from there instead of one per source): that can only claim more than is
    /// reachable, so the count it finds is at most the fewest (and when it finds no path there
    /// is none), and when the walk back finds a path of that many segments it is the fewest.
    /// Otherwise (rare) the exact layers.
    func path() -> [(step: Int, value: Double)]? {
        guard lower.allSatisfy(\.isFinite), upper.allSatisfy(\.isFinite) else { return nil }
        guard let merged = forward(merging: true) else { return nil }
        if let path = backward(merged) { return path }
        guard let layers = forward(merging: false) else { return nil }
        return backward(layers)
    }

    /// Layers until the end is reachable. A source whose values did not change since the layer
    /// before sent the same lines then, so only changed ones sweep. With `merging`, each
    /// source's sweep stops at the layer's last step J, where the cut by J's own values leaves
    /// its lines all above or all below them (or, rarely, on both sides: swept on alone); the
    /// convex hull of all lines above goes on as one sweep, and of all below as another.
    private func forward(merging: Bool) -> ReachLayers? {
        var low = [Double](repeating: .infinity, count: gridSize + 1)
        var high = [Double](repeating: -.infinity, count: gridSize + 1)
        var sweptLow = low, sweptHigh = high
        (low[0], high[0]) = (0, 0)
        var layers = ReachLayers()
        layers.append(low: low[0...0], high: high[0...0], from: 0, last: 0)
        var last = 0, changed = 0, work = 0
        var fan = LineFan()
        defer { fan.deallocate() }
        var above: [(value: Double, slope: Double)] = [], below = above
        let steepest = (upper.max()! - lower.min()!) + 1
        while !(low[gridSize] <= end && end <= high[gridSize]) {
            // Giving up past `workLimit` samples a step (a band that oscillates far faster than the
            // grid, where the path is a stop at nearly every step) keeps the search bounded.
            if Cancellation.isRequested || work > Self.workLimit * lower.count { return nil }
            // Steps left of `changed` kept their values since the layer before: not swept again.
            let first = lastFullyReached(low: low, high: high, in: changed...last)
            let sources = Sources(low: Array(low[first...last]), high: Array(high[first...last]), first: first, last: last)
            let stop = merging && last < gridSize ? last * refine : nil
            above.removeAll(keepingCapacity: true)
            below.removeAll(keepingCapacity: true)
            for j in stride(from: last, through: first, by: -1)
            where sources.low[j - first] <= sources.high[j - first]
                && (sources.low[j - first] != sweptLow[j] || sources.high[j - first] != sweptHigh[j]) {
                fan.reset(low: sources.low[j - first], high: sources.high[j - first], steepest: steepest)
                let swept = sweep(&fan, from: j * refine, sources: sources, until: j < last ? stop : nil, low: &low, high: &high)
                work += swept.samples
                guard let stop, j < last, swept.alive else { continue }
                // The one-sided cut at the last step leaves each fan above or below its values.
                let lines = fan.lines(at: Double(stop - j * refine))
                if lines.allSatisfy({ $0.value >= sources.high[last - first] }) {
                    above += lines
                } else if lines.allSatisfy({ $0.value <= sources.low[last - first] }) {
                    below += lines
                } else {
                    fan.reset(hullOf: lines)
                    work += sweep(&fan, from: stop, sources: sources, until: nil, low: &low, high: &high).samples
                }
            }
            if let stop {
                for lines in [above, below] where !lines.isEmpty {
                    fan.reset(hullOf: lines)
                    work += sweep(&fan, from: stop, sources: sources, until: nil, low: &low, high: &high).samples
                }
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
