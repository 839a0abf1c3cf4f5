/// The sweeps of `MinLinkSearch`'s layers: from a layer's sources, the values reachable with
/// one more segment (`low`/`high`, widened at every step the lines reach), merged by blocks
/// (see `MinLinkSearch`). It keeps the polygons and hulls it reuses from one layer to the
/// next (`LineFan`, `LineHull`: raw memory they own).
struct LayerSweep: ~Copyable {
    let search: MinLinkSearch
    /// The reach at every step: empty (low > high) until a sweep gets there.
    var low: [Double]
    var high: [Double]
    /// Band samples swept so far.
    private(set) var work = 0
    /// A source's lines, and the lines of a block's own sources joined.
    private var fan = LineFan(), joined = LineFan()
    /// What reaches a block's end above its values and below, and the hull of a block's own
    /// sources' lines.
    private var above = LineHull(), below = LineHull(), joinedHull = LineHull()
    private var vertices = LineBuffer()
    /// Whether `above` and `below` hold hulls that go on from the last block's end.
    private var carried = (above: false, below: false)
    private enum Side { case above, below }
    /// The sides whose hulls go on from the last block's end, above first.
    private var carriedSides: [Side] {
        (carried.above ? [.above] : []) + (carried.below ? [.below] : [])
    }

    init(_ search: MinLinkSearch) {
        self.search = search
        low = [Double](repeating: .infinity, count: search.gridSize + 1)
        high = [Double](repeating: -.infinity, count: search.gridSize + 1)
    }

    /// Sweeps a layer's sources on to where their lines end, merged every `block` steps (every
    /// source swept alone to its end without).
    mutating func sweep(_ sources: MinLinkSearch.Sources, block: Int?) {
        var blockStart = sources.first
        carried = (false, false)
        for blockEnd in block.map({ blockEnds(sources, block: $0) }) ?? [] {
            sweepBlock(sources, from: blockStart, to: blockEnd)
            blockStart = blockEnd
        }
        // From the last block's end on to the end.
        for side in carriedSides {
            startFan(from: side)
            _ = sweep(.fan, from: blockStart, sources, until: nil)
        }
        for j in stride(from: sources.last, through: blockStart, by: -1) where sources.sweeps(j) {
            _ = sweepSource(j, sources, until: nil)
        }
    }

    /// Where a layer's blocks end: every `block` steps from its first step (steps with values
    /// of their own), and its last step; none in the layer that reaches the end.
    private func blockEnds(_ sources: MinLinkSearch.Sources, block: Int) -> [Int] {
        guard sources.last < search.gridSize else { return [] }
        var ends: [Int] = []
        var step = sources.first + block
        while step < sources.last {
            if sources.has(step) { ends.append(step) }
            step += block
        }
        return ends + [sources.last]
    }

    /// The hulls carried from the block before and the block's own sources, swept to its end
    /// and merged there into the hulls above and below its values.
    private mutating func sweepBlock(_ sources: MinLinkSearch.Sources, from start: Int, to end: Int) {
        // Clears what the hulls gather, not the vertices of the ones carried.
        above.removeAll()
        below.removeAll()
        let bounds = (low: sources.low[end - sources.first], high: sources.high[end - sources.first])
        for side in carriedSides {
            startFan(from: side)
            if sweep(.fan, from: start, sources, until: end) { gather(.fan, at: end - start, bounds) }
        }
        if sweepParts(sources, from: start, to: end) { gather(.joined, at: 0, bounds) }
        carried = (!above.isEmpty, !below.isEmpty)
        if carried.above { above.build() }
        if carried.below { below.build() }
    }

    /// The block's own sources `MinLinkSearch.part` steps at a time: what is left of the
    /// lines of those before and the new sources' lines, joined in one hull (`joined`, at
    /// `end` when this returns true).
    private mutating func sweepParts(_ sources: MinLinkSearch.Sources, from start: Int, to end: Int) -> Bool {
        var alive = false
        var part = start
        while part < end {
            let partEnd = min(part + MinLinkSearch.part, end)
            joinedHull.removeAll()
            if alive && sweep(.joined, from: part, sources, until: partEnd) {
                vertices.removeAll()
                joined.appendVertices(at: Double((partEnd - part) * search.refine), to: &vertices)
                joinedHull.add(vertices)
            }
            for j in part..<partEnd where sources.sweeps(j) && sweepSource(j, sources, until: partEnd) {
                vertices.removeAll()
                fan.appendVertices(at: Double((partEnd - j) * search.refine), to: &vertices)
                joinedHull.add(vertices)
            }
            alive = !joinedHull.isEmpty
            if alive {
                joinedHull.build()
                joined.reset(polygon: joinedHull.vertices)
            }
            part = partEnd
        }
        return alive
    }

    /// `fan` from the polygon of the hull carried on `side` (whose vertices a block's sweeps
    /// leave as they are until it is built again).
    private mutating func startFan(from side: Side) {
        switch side {
        case .above: fan.reset(polygon: above.vertices)
        case .below: fan.reset(polygon: below.vertices)
        }
    }

    /// Adds what is left of a sweep, `steps` steps from where it started, to the hulls above
    /// and below the values at the block's end (lines through them are that step's own).
    private mutating func gather(_ lines: Lines, at steps: Int, _ bounds: (low: Double, high: Double)) {
        vertices.removeAll()
        let d = Double(steps * search.refine)
        switch lines {
        case .fan: fan.appendVertices(at: d, to: &vertices)
        case .joined: joined.appendVertices(at: d, to: &vertices)
        }
        above.add(vertices, side: 1, of: bounds.high)
        below.add(vertices, side: -1, of: bounds.low)
    }

    /// Sweeps the lines of source `j` from its step, until step `stop` (nil: until none is left);
    /// whether lines are left.
    private mutating func sweepSource(_ j: Int, _ sources: MinLinkSearch.Sources, until stop: Int?) -> Bool {
        guard j < search.gridSize else { return false }
        let next = j * search.refine + 1
        fan.reset(low: sources.low[j - sources.first], high: sources.high[j - sources.first],
                  nextLow: search.lower[next], nextHigh: search.upper[next])
        return sweep(.fan, from: j, sources, until: stop)
    }

    private enum Lines { case fan, joined }

    /// `MinLinkSearch.sweep` of `fan` or `joined` from step `start` until step `stop`, counting
    /// the work; whether lines are left.
    private mutating func sweep(_ lines: Lines, from start: Int, _ sources: MinLinkSearch.Sources,
                                until stop: Int?) -> Bool {
        let (first, last) = (start * search.refine, stop.map { $0 * search.refine })
        let swept = switch lines {
        case .fan: search.sweep(&fan, from: first, sources: sources, until: last, low: &low, high: &high)
        case .joined: search.sweep(&joined, from: first, sources: sources, until: last, low: &low, high: &high)
        }
        work += swept.samples
        return swept.alive
    }
}
