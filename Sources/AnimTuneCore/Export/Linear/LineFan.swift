/// The straight lines leaving one source stop that have stayed inside the band so far, as a
/// convex polygon in (value at the source, slope per fine sample): what `MinLinkSearch`
/// sweeps right from a source. A source interval [a, b] starts as the lines from it that are
/// inside the band one sample on (a parallelogram); each band sample d samples further clips
/// it by two half-planes y₀ + s·d ≤ high and y₀ + s·d ≥ low, so after any number of samples it
/// is exactly the set of lines from the source that are inside the band at every sample swept.
///
/// The clips come in order of d, so the direction (1, d) they cut along turns one way only
/// (O'Rourke's on-line line fitting): the vertex where y₀ + s·d is largest, and the one where it
/// is smallest, each move one way round the polygon, and a clip removes a run of vertices
/// next to one of them and adds at most two. The polygon is a ring of vertices linked both
/// ways, with both extreme vertices kept, so a sample costs a few steps on average however
/// many vertices the polygon has (it gains one wherever the band's edge curves).
///
/// Its buffers are raw memory kept from one sweep to the next, which it owns (not copyable,
/// freed when it goes): this runs for every fine sample of every sweep, and array bookkeeping
/// would cost more than the arithmetic.
struct LineFan: ~Copyable {
    /// A line as a point of the polygon: its value at the source and its slope per fine
    /// sample, ordered by value, then slope.
    struct Line: Comparable {
        var value: Double
        var slope: Double

        static func < (a: Line, b: Line) -> Bool { a.value != b.value ? a.value < b.value : a.slope < b.slope }
    }

    private var capacity = 0
    private var values: UnsafeMutablePointer<Double>
    private var slopes: UnsafeMutablePointer<Double>
    private var next: UnsafeMutablePointer<Int32>
    private var previous: UnsafeMutablePointer<Int32>
    /// Slots of removed vertices, reused before new ones.
    private var free: UnsafeMutablePointer<Int32>
    private var freeCount = 0
    /// Slots used so far (removed ones included).
    private var used = 0
    /// The vertex where y₀ + s·d is largest, and where it is smallest, at the last d.
    private var top = 0
    private var bottom = 0

    init() {
        capacity = 256
        values = .allocate(capacity: capacity)
        slopes = .allocate(capacity: capacity)
        next = .allocate(capacity: capacity)
        previous = .allocate(capacity: capacity)
        free = .allocate(capacity: capacity)
    }

    deinit {
        values.deallocate()
        slopes.deallocate()
        next.deallocate()
        previous.deallocate()
        free.deallocate()
    }

    /// Starts over from the source values `low...high` and the lines from them that are within
    /// `nextLow...nextHigh` one sample on: a parallelogram (what clipping every slope there
    /// would leave).
    mutating func reset(low: Double, high: Double, nextLow: Double, nextHigh: Double) {
        (values[0], slopes[0], next[0], previous[0]) = (low, nextLow - low, 1, 3)
        (values[1], slopes[1], next[1], previous[1]) = (high, nextLow - high, 2, 0)
        (values[2], slopes[2], next[2], previous[2]) = (high, nextHigh - high, 3, 1)
        (values[3], slopes[3], next[3], previous[3]) = (low, nextHigh - low, 0, 2)
        (top, bottom, used, freeCount) = (2, 0, 4, 0)
    }

    /// Starts over from a convex polygon of lines (value at the new source, slope), its
    /// vertices in order round it (`LineHull`).
    mutating func reset(polygon: borrowing LineBuffer) {
        while capacity < polygon.count { grow() }
        for index in 0..<polygon.count {
            let line = polygon[index]
            (values[index], slopes[index]) = (line.value, line.slope)
            next[index] = Int32(index + 1 == polygon.count ? 0 : index + 1)
            previous[index] = Int32(index == 0 ? polygon.count - 1 : index - 1)
        }
        (top, bottom, used, freeCount) = (0, 0, polygon.count, 0)
    }

    /// Appends the polygon's vertices, in order round it, as lines leaving from `d` samples
    /// right of the source: (value there, slope).
    func appendVertices(at d: Double, to lines: inout LineBuffer) {
        // The polygon's vertices: the slots used less the freed ones.
        let end = lines.count + used - freeCount
        lines.reserveCapacity(end)
        let out = lines.base
        var vertex = top, count = lines.count
        repeat {
            // Never past the room reserved, should the ring and the count of live slots disagree.
            precondition(count < end, "LineFan: more vertices on the ring than live slots")
            out[count] = Line(value: value(vertex, d), slope: slopes[vertex])
            count += 1
            vertex = Int(next[vertex])
        } while vertex != top
        lines.count = count
    }

    /// Keeps the lines whose value `d` samples right of the source is within `low...high`, and
    /// returns the values they take there (an interval: the polygon is convex), or nil when
    /// no line is left. `d` must not decrease from one call to the next.
    mutating func clip(at d: Double, low: Double, high: Double) -> (low: Double, high: Double)? {
        let (top, most) = extreme(from: top, at: d, sign: 1)
        let (bottom, least) = extreme(from: bottom, at: d, sign: -1)
        (self.top, self.bottom) = (top, bottom)
        guard most >= low, least <= high, low <= high else { return nil }
        // The cut above never finds every vertex past `high`: the bottom one is not.
        let cutAbove = most > high && cut(around: top, at: d, bound: high, sign: 1)
        if least < low && !cut(around: bottom, at: d, bound: low, sign: -1) {
            // Rounding left every vertex a hair below a band of (nearly) one value: the lines
            // there are the edge the cut above made.
            guard cutAbove else { return nil }
            keepOnly(self.top, Int(next[self.top]))
        }
        return (max(least, low), min(most, high))
    }

    @inline(__always)
    private func value(_ vertex: Int, _ d: Double) -> Double { values[vertex] + slopes[vertex] * d }

    /// The vertex where sign·(y₀ + s·d) is largest, walking from `start` while it grows (one
    /// way: the other neighbour of a vertex reached that way was smaller), and y₀ + s·d there.
    @inline(__always)
    private func extreme(from start: Int, at d: Double, sign: Double) -> (vertex: Int, value: Double) {
        var best = start, score = sign * value(start, d)
        var candidate = Int(previous[best]), candidateScore = sign * value(candidate, d)
        if candidateScore > score {
            repeat {
                (best, score) = (candidate, candidateScore)
                candidate = Int(previous[best])
                candidateScore = sign * value(candidate, d)
            } while candidateScore > score
            return (best, sign * score)
        }
        candidate = Int(next[best])
        candidateScore = sign * value(candidate, d)
        while candidateScore > score {
            (best, score) = (candidate, candidateScore)
            candidate = Int(next[best])
            candidateScore = sign * value(candidate, d)
        }
        return (best, sign * score)
    }

    /// Removes the run of vertices around `start` (the extreme one) where sign·(y₀ + s·d) >
    /// sign·bound, and closes the polygon with the two points where its edges cross the bound;
    /// false, leaving the polygon as it is, when every vertex is past the bound. That happens
    /// only by rounding, when a clip to a single value (`low == high`) has just cut the other
    /// side and left the new vertices a hair past this one.
    @inline(__always)
    private mutating func cut(around start: Int, at d: Double, bound: Double, sign: Double) -> Bool {
        var before = Int(previous[start]), after = Int(next[start])
        var beforeOver = sign * (value(before, d) - bound)
        while beforeOver > 0 {
            guard before != start else { return false }
            before = Int(previous[before])
            beforeOver = sign * (value(before, d) - bound)
        }
        var afterOver = sign * (value(after, d) - bound)
        while afterOver > 0 {
            after = Int(next[after])
            afterOver = sign * (value(after, d) - bound)
        }
        let firstOut = Int(next[before]), lastOut = Int(previous[after])
        let enteringPoint = crossing(from: before, beforeOver, to: firstOut, sign * (value(firstOut, d) - bound))
        let leavingPoint = crossing(from: after, afterOver, to: lastOut, sign * (value(lastOut, d) - bound))
        // Free the run strictly between `before` and `after`, then add the two crossings.
        var vertex = firstOut
        while true {
            free[freeCount] = Int32(vertex)
            freeCount += 1
            if vertex == lastOut { break }
            vertex = Int(next[vertex])
        }
        let entering = add(enteringPoint), leaving = add(leavingPoint)
        link(before, entering)
        link(entering, leaving)
        link(leaving, after)
        if sign > 0 { top = entering } else { bottom = entering }
        return true
    }

    /// Makes the polygon the edge from `a` to `b`, freeing every other vertex.
    private mutating func keepOnly(_ a: Int, _ b: Int) {
        var vertex = Int(next[b])
        while vertex != a {
            free[freeCount] = Int32(vertex)
            freeCount += 1
            vertex = Int(next[vertex])
        }
        link(a, b)
        link(b, a)
        (top, bottom) = (a, a)
    }

    /// The point (value, slope) where the edge from `inside` to `outside` crosses the bound,
    /// given how far past it each end is (`here` ≤ 0 < `there`).
    @inline(__always)
    private func crossing(from inside: Int, _ here: Double, to outside: Int, _ there: Double) -> (Double, Double) {
        let t = here / (here - there)
        return (values[inside] + t * (values[outside] - values[inside]), slopes[inside] + t * (slopes[outside] - slopes[inside]))
    }

    /// A new vertex, unlinked, in a freed slot when there is one.
    @inline(__always)
    private mutating func add(_ point: (value: Double, slope: Double)) -> Int {
        let vertex: Int
        if freeCount > 0 {
            freeCount -= 1
            vertex = Int(free[freeCount])
        } else {
            if used == capacity { grow() }
            vertex = used
            used += 1
        }
        (values[vertex], slopes[vertex]) = point
        return vertex
    }

    @inline(__always)
    private func link(_ from: Int, _ to: Int) {
        next[from] = Int32(to)
        previous[to] = Int32(from)
    }

    /// Twice the slots (a polygon gains at most one vertex a clip, so this is rare).
    private mutating func grow() {
        func moved<T>(_ old: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
            let new = UnsafeMutablePointer<T>.allocate(capacity: 2 * capacity)
            new.moveInitialize(from: old, count: capacity)
            old.deallocate()
            return new
        }
        (values, slopes, next, previous, free) = (moved(values), moved(slopes), moved(next), moved(previous), moved(free))
        capacity *= 2
    }
}
