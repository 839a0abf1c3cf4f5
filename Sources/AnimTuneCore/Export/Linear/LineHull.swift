/// The convex hull of several convex polygons of lines (`LineFan.Line`, each polygon given by
/// its vertices in order round it), each cut first to one side of a value: what `MinLinkSearch`
/// merges the lines left at a block's end into.
///
/// A convex polygon is two chains that each run from its least vertex to its greatest in
/// (value, slope) order, so the points arrive as sorted runs: merging them costs a few passes
/// over a few dozen points, where a general sort of the same points cost more than the
/// sweeps. Its buffers (`LineBuffer`) are kept from one hull to the next.
struct LineHull: ~Copyable {
    private var points = LineBuffer()
    private var merged = LineBuffer()
    /// The polygon being added, cut.
    private var clipped = LineBuffer()
    /// Where each sorted run of `points` ends.
    private var runEnds: [Int] = []
    private var mergedEnds: [Int] = []
    /// The last hull built, its vertices in order round it.
    private(set) var vertices = LineBuffer()

    var isEmpty: Bool { points.isEmpty }

    mutating func removeAll() {
        points.removeAll()
        runEnds.removeAll(keepingCapacity: true)
    }

    /// Adds the part of `polygon` whose values are at least `bound` (`side` 1) or at most it
    /// (`side` −1).
    mutating func add(_ polygon: borrowing LineBuffer, side: Double, of bound: Double) {
        let count = polygon.count, from = polygon.base
        // A cut adds at most one vertex.
        clipped.reserveCapacity(count + 1)
        let kept = clipped.base
        var n = 0
        for index in 0..<count {
            let a = from[index], b = from[index + 1 == count ? 0 : index + 1]
            let aIn = side * (a.value - bound) >= 0, bIn = side * (b.value - bound) >= 0
            if aIn {
                kept[n] = a
                n += 1
            }
            if aIn != bIn {
                let t = (bound - a.value) / (b.value - a.value)
                kept[n] = LineFan.Line(value: bound, slope: a.slope + t * (b.slope - a.slope))
                n += 1
            }
        }
        appendRuns(kept, count: n)
    }

    /// Adds the whole of `polygon`.
    mutating func add(_ polygon: borrowing LineBuffer) {
        appendRuns(polygon.base, count: polygon.count)
    }

    /// Appends a convex polygon's two chains from its least vertex to its greatest as sorted runs.
    private mutating func appendRuns(_ kept: UnsafeMutablePointer<LineFan.Line>, count n: Int) {
        guard n > 0 else { return }
        var least = 0, greatest = 0
        for index in 1..<n {
            if kept[index] < kept[least] { least = index }
            if kept[greatest] < kept[index] { greatest = index }
        }
        points.reserveCapacity(points.count + n)
        let to = points.base
        var out = points.count
        // One chain forwards from the least vertex to the greatest, the other backwards
        // (without its two ends, which the first has).
        var index = least
        while true {
            to[out] = kept[index]
            out += 1
            if index == greatest { break }
            index = index + 1 == n ? 0 : index + 1
        }
        runEnds.append(out)
        if least != greatest {
            index = least == 0 ? n - 1 : least - 1
            while index != greatest {
                to[out] = kept[index]
                out += 1
                index = index == 0 ? n - 1 : index - 1
            }
            if runEnds[runEnds.count - 1] != out { runEnds.append(out) }
        }
        points.count = out
    }

    /// Builds the hull of everything added into `vertices` (Andrew's monotone chain): a point
    /// or a segment when the points are that degenerate.
    mutating func build() {
        mergeRuns()
        let p = points.base, count = points.count
        // Rounding can leave two neighbours of a run out of order: put them right (no work on
        // sorted points).
        for index in 1..<max(count, 1) {
            var at = index
            let point = p[at]
            while at > 0 && point < p[at - 1] {
                p[at] = p[at - 1]
                at -= 1
            }
            p[at] = point
        }
        vertices.reserveCapacity(2 * count + 1)
        let hull = vertices.base
        guard count > 2 else {
            hull.initialize(from: p, count: count)
            vertices.count = count
            return
        }
        @inline(__always)
        func turn(_ o: LineFan.Line, _ a: LineFan.Line, _ b: LineFan.Line) -> Double {
            (a.value - o.value) * (b.slope - o.slope) - (a.slope - o.slope) * (b.value - o.value)
        }
        var n = 0
        for index in 0..<count {
            let point = p[index]
            while n >= 2 && turn(hull[n - 2], hull[n - 1], point) <= 0 { n -= 1 }
            hull[n] = point
            n += 1
        }
        let lowerCount = n
        for index in stride(from: count - 2, through: 0, by: -1) {
            let point = p[index]
            while n > lowerCount && turn(hull[n - 2], hull[n - 1], point) <= 0 { n -= 1 }
            hull[n] = point
            n += 1
        }
        // The last point is the first again.
        vertices.count = max(n - 1, 1)
    }

    /// Merges neighbouring runs until one is left.
    private mutating func mergeRuns() {
        guard runEnds.count > 1 else { return }
        merged.reserveCapacity(points.count)
        while runEnds.count > 1 {
            let source = points.base, target = merged.base
            mergedEnds.removeAll(keepingCapacity: true)
            var start = 0, run = 0, out = 0
            while run < runEnds.count {
                let middle = runEnds[run]
                let finish = run + 1 < runEnds.count ? runEnds[run + 1] : middle
                var a = start, b = middle
                while a < middle && b < finish {
                    if source[b] < source[a] {
                        target[out] = source[b]
                        b += 1
                    } else {
                        target[out] = source[a]
                        a += 1
                    }
                    out += 1
                }
                // The rest of either run, a few points: a loop costs less than a call to memmove.
                while a < middle {
                    target[out] = source[a]
                    a += 1
                    out += 1
                }
                while b < finish {
                    target[out] = source[b]
                    b += 1
                    out += 1
                }
                mergedEnds.append(out)
                start = finish
                run += 2
            }
            merged.count = out
            swap(&points, &merged)
            swap(&runEnds, &mergedEnds)
        }
    }
}
