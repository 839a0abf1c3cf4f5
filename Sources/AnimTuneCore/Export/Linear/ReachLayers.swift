/// The stop values reachable at each position step with at most k segments from (0 %, 0),
/// for every k a search has completed: `MinLinkSearch` walks them back to pick its stops.
///
/// Reachable sets only grow with k, and layer k + 1 differs from layer k only right of
/// `from`, so each layer keeps just its steps `from...last` (`last`: the farthest step
/// reachable); an earlier step is looked up in the layers before.
struct ReachLayers {
    private var from: [Int] = []
    private var last: [Int] = []
    private var lows: [[Double]] = []
    private var highs: [[Double]] = []

    /// Layers kept: the last one is `count − 1` segments.
    var count: Int { from.count }

    /// Adds the next layer: `low[j]...high[j]` for the steps `from...last` (empty where low > high).
    mutating func append(low: ArraySlice<Double>, high: ArraySlice<Double>, from first: Int, last final: Int) {
        from.append(first)
        last.append(final)
        lows.append(Array(low))
        highs.append(Array(high))
    }

    /// The values reachable at `step` with at most `layer` segments, nil when none.
    func reach(_ layer: Int, at step: Int) -> (low: Double, high: Double)? {
        guard step <= last[layer] else { return nil }
        var owner = layer
        while from[owner] > step { owner -= 1 }
        let low = lows[owner][step - from[owner]], high = highs[owner][step - from[owner]]
        return low <= high ? (low, high) : nil
    }
}
