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
/// the width. So the layer is cut into blocks (`block` steps), and lines are merged into convex
/// hulls (`LineHull`) instead of swept apart: a block's sources are swept `part` steps at a
/// time and joined, with what is left of the lines before, into one hull; at the block's end
/// what reaches it (all above that step's own values, or all below, or cut in two) joins one
/// hull above and one below, and those two go on as one sweep each to the next block's end.
/// A hull holds every line that reached it and can hold more, so merged layers claim at least
/// what is reachable.
///
/// The walk back picks, from the end, a stop of the layer before inside the cone of segments
/// to the stop after (the widest such interval, its whole printed value nearest the middle;
/// the next widest when the walk back from it fails), and checks every segment against the
/// band: a path it finds is a real one. Layers that claim too much give a count that is at
/// most the fewest, so when the walk back finds a path of that many segments it is the
/// fewest; when it finds none (a merged layer claimed stops that are not reachable) the exact
/// layers, without blocks, are searched instead.
struct MinLinkSearch {
    let lower: [Double]
    let upper: [Double]
    let gridSize: Int
    let refine: Int
    /// The end value (the band's units: 1 is `end`).
    let end: Double

    /// Steps a layer's block spans: the lines that reach a block's end are merged there into
    /// one hull above and one below (`LineHull`). 16 was about the fastest on the benchmark's
    /// spring, with `part` 2 (8 to 32 and 1 to 4 within 10 %).
    static let block = 16
    /// Steps a block's own sources are swept alone before their lines join the block's hull of
    /// them.
    static let part = 2

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
        var reach = LayerSweep(self)
        (reach.low[0], reach.high[0]) = (0, 0)
        var swept = (low: reach.low, high: reach.high)
        (swept.low[0], swept.high[0]) = (.infinity, -.infinity)
        var layers = ReachLayers()
        layers.append(low: reach.low[0...0], high: reach.high[0...0], from: 0, last: 0)
        var last = 0, changed = 0
        while !(reach.low[gridSize] <= end && end <= reach.high[gridSize]) {
            // Giving up past `workLimit` samples a step (a band that oscillates far faster than the
            // grid, where the path is a stop at nearly every step) keeps the search bounded.
            if Cancellation.isRequested || reach.work > Self.workLimit * lower.count { return nil }
            // Steps left of `changed` kept their values since the layer before: not swept again.
            let first = lastFullyReached(low: reach.low, high: reach.high, in: changed...last)
            let sources = Sources(low: Array(reach.low[first...last]), high: Array(reach.high[first...last]),
                                  changed: (first...last).map { reach.low[$0] != swept.low[$0] || reach.high[$0] != swept.high[$0] },
                                  first: first, last: last)
            reach.sweep(sources, block: block)
            swept.low.replaceSubrange(first...last, with: sources.low)
            swept.high.replaceSubrange(first...last, with: sources.high)
            var reached = last
            while reached < gridSize && reach.low[reached + 1] <= reach.high[reached + 1] { reached += 1 }
            guard let next = (first...last).first(where: { reach.low[$0] != swept.low[$0] || reach.high[$0] != swept.high[$0] })
                    ?? (reached > last ? last + 1 : nil) else { return nil }
            (last, changed) = (reached, next)
            let from = min(first + 1, last)
            layers.append(low: reach.low[from...last], high: reach.high[from...last], from: from, last: last)
        }
        return layers
    }

    /// A layer's reachable values at the steps `first...last`, as its sweeps start from them.
    struct Sources {
        let low: [Double]
        let high: [Double]
        /// Whether the values at each step changed since the layer before: the steps whose lines
        /// are swept (when they have values).
        let changed: [Bool]
        let first: Int
        let last: Int

        func has(_ step: Int) -> Bool { low[step - first] <= high[step - first] }
        func sweeps(_ step: Int) -> Bool { changed[step - first] && has(step) }
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
    func sweep(_ fan: inout LineFan, from start: Int, sources: Sources, until stop: Int?,
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

    /// From the end back to the start, one stop per layer: at each layer the widest candidate
    /// first, and the next widest (up to `candidates`) when the walk back from it fails (a
    /// merged layer claimed a stop that is not reachable); at most `triesPerLayer` stops a
    /// layer tried in all.
    func backward(_ layers: ReachLayers, candidates: Int = candidates) -> [(step: Int, value: Double)]? {
        var path = [(step: gridSize, value: end)]
        var tries = Self.triesPerLayer * layers.count
        func walk(_ layer: Int) -> Bool {
            guard layer >= 0 else { return path[path.count - 1].step == 0 }
            for stop in stops(before: path[path.count - 1], in: layers, layer: layer, candidates: candidates) {
                guard tries > 0 else { return false }
                tries -= 1
                path.append(stop)
                if walk(layer - 1) { return true }
                path.removeLast()
            }
            return false
        }
        guard walk(layers.count - 2) else { return nil }
        path[path.count - 1].value = 0
        return path.reversed()
    }

    /// Stops the walk back tries at a layer, widest first: with 3, the walk back found a path
    /// through the merged layers for all of 1,232 springs (ζ 0.05 to 3, responses 0.15 to 3 s,
    /// tolerances 1e-4 to 0.05); with only the widest it failed on 4, all with ζ 0.1 or less.
    static let candidates = 3
    /// Stops the walk back tries in all, per layer.
    static let triesPerLayer = 8

    /// Stops reachable within `layer` segments from which one segment reaches `after`, at the
    /// `candidates` steps where that set is widest (widest first), each its whole value
    /// nearest the middle (the middle when it holds none).
    private func stops(before after: (step: Int, value: Double), in layers: ReachLayers, layer: Int,
                       candidates: Int) -> [(step: Int, value: Double)] {
        let end = after.step * refine, y = after.value
        var slopeLow = -Double.infinity, slopeHigh = Double.infinity
        var best: [(step: Int, low: Double, high: Double)] = []
        var m = end, step = after.step
        // Fine samples left to the step before (`end` is on one).
        var toStep = refine
        while m > 0 {
            m -= 1
            toStep -= 1
            let d = Double(end - m)
            slopeHigh = min(slopeHigh, (y - lower[m]) / d)
            slopeLow = max(slopeLow, (y - upper[m]) / d)
            guard slopeLow <= slopeHigh + 1e-12 else { break }
            guard toStep == 0 else { continue }
            toStep = refine
            step -= 1
            guard let reach = layers.reach(layer, at: step) else { continue }
            // 1e-7 of a printed unit: the forward polygon and this cone round differently.
            let low = max(reach.low, y - slopeHigh * d) - 1e-7, high = min(reach.high, y - slopeLow * d) + 1e-7
            guard low <= high else { continue }
            // Kept widest first; a tie keeps the later step ahead, as found first.
            let at = best.firstIndex { $0.high - $0.low < high - low } ?? best.count
            if at < candidates {
                best.insert((step, low, high), at: at)
                if best.count > candidates { best.removeLast() }
            }
        }
        return best.map { interval in
            let middle = (interval.low + interval.high) / 2
            var value = middle.rounded()
            if value < interval.low { value += 1 }
            if value > interval.high { value -= 1 }
            return (interval.step, interval.low <= value && value <= interval.high ? value : middle)
        }
    }
}
