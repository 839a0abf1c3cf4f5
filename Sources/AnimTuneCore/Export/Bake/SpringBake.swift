import Foundation

/// A spring baked into Bézier keyframes for players without springs (Lottie, After Effects
/// keyframes): knots at the start, at every extremum and where the spring last leaves half the
/// tolerance; each segment's handles follow the spring's velocity at its ends, with influences
/// chosen per segment (Nelder–Mead on the segment's largest error); a segment still farther
/// than the tolerance from the spring is split at its middle until every one keeps within it.
/// The last key holds the target. The work is bounded (``maximumKeys``, ``maximumFits``): a
/// spring that needs more is not baked but says why (``limit``); the search stops at a
/// cancellation (``Cancellation``) too.
public struct SpringBake: Sendable, Hashable {
    public let spring: Spring
    /// Largest error as a fraction of the travel, in continuous time.
    public let tolerance: Double
    /// Frames per second the knots may be snapped to.
    public let fps: Double
    public let wholeFrames: Bool
    public let keys: [BakedKey]
    /// The largest |bake − spring| measured, in fractions of the travel.
    public let maxError: Double
    /// Why the bake stopped at a bound (and is not to be used), else nil.
    public let limit: String?

    /// Lottie players clamp a handle's y to ±100 (lottie-android's `MAX_CP_VALUE`).
    public static let handleLimit = 100.0
    /// Influences stay in [1 %, 100 %] (After Effects accepts 0.1–100 %; x stays in [0, 1]).
    public static let influenceRange = 0.01...1.0
    /// A spring that needs more keys than this is not baked (``limit``).
    public static let maximumKeys = 500
    /// Segment fits (each a few milliseconds) a bake may take before it gives up (``limit``):
    /// the bound on its time.
    public static let maximumFits = 1_000
    /// Curve points at which a segment's error is measured while its influences are chosen,
    /// and when it is accepted.
    static let searchSamples = 48, checkSamples = 400

    public init(_ spring: Spring, tolerance: Double = LinearEasing.defaultTolerance, fps: Double = 60, wholeFrames: Bool = false) {
        self.spring = spring
        self.tolerance = tolerance
        self.fps = fps
        self.wholeFrames = wholeFrames
        func snap(_ t: Double, up: Bool = false) -> Double {
            guard wholeFrames else { return t }
            return (up ? (t * fps - 1e-9).rounded(.up) : (t * fps).rounded()) / fps
        }
        let settle = SpringMetrics.settlingTime(of: spring, band: tolerance / 2)
        let end = snap(settle.isFinite ? min(max(settle, 1 / fps), LinearEasing.longestDuration) : LinearEasing.longestDuration, up: true)
        var times = [0.0]
        let extrema = SpringMetrics.Extrema(spring)
        var index = 1
        var limit: String?
        while let t = extrema.time(index), t < end {
            guard times.count < Self.maximumKeys else {
                limit = "it swings more than \(Self.maximumKeys) times before it settles within the tolerance"
                break
            }
            let snapped = snap(t)
            if snapped > times.last! && snapped < end { times.append(snapped) }
            index += 1
        }
        times.append(end)
        let point = { (t: Double, last: Bool) in (time: t, value: last ? 1.0 : spring.progress(at: t), velocity: spring.velocity(at: t)) }
        // Segments still to fit, and the fitted ones (start time → influences).
        var pending = Array(zip(times.dropLast(), times.dropFirst()))
        var fitted: [Double: (a: Double, b: Double, error: Double)] = [:]
        var count = times.count
        var fits = 0
        while limit == nil, !Cancellation.isRequested, let (t0, t1) = pending.popLast() {
            fits += 1
            if fits > Self.maximumFits { limit = "it takes more than \(Self.maximumFits) segment fits" }
            let segment = BakedSegment(start: point(t0, false), end: point(t1, t1 == end))
            let (a, b, error) = Self.influences(segment, spring: spring)
            let middle = snap((t0 + t1) / 2)
            // A spring cut off before it settles misses at the last key however it is split.
            let cutOff = t1 == end && abs(1 - spring.progress(at: end)) > tolerance
            if error > tolerance, !cutOff, middle > t0, middle < t1 {
                guard count < Self.maximumKeys else {
                    limit = "it needs more than \(Self.maximumKeys) keyframes to keep within the tolerance"
                    fitted[t0] = (a, b, error)
                    continue
                }
                pending += [(t0, middle), (middle, t1)]
                count += 1
            } else {
                fitted[t0] = (a, b, error)
            }
        }
        // Stopped early (a bound, a cancellation): the rest keeps the cubic Hermite's influences, unmeasured.
        for (t0, _) in pending where fitted[t0] == nil { fitted[t0] = (1.0 / 3, 1.0 / 3, .infinity) }
        self.limit = limit
        let starts = fitted.keys.sorted()
        var keys: [BakedKey] = []
        for t in starts {
            let p = point(t, false), fit = fitted[t]!
            keys.append(BakedKey(time: t, value: p.value, velocity: p.velocity, outInfluence: fit.a, inInfluence: fit.b))
        }
        keys.append(BakedKey(time: end, value: 1, velocity: spring.velocity(at: end), outInfluence: 0, inInfluence: 0))
        self.keys = keys
        maxError = fitted.values.map(\.error).max() ?? 0
    }

    /// Seconds from the first key to the last.
    public var duration: Double { keys.last?.time ?? 0 }

    /// The segment from key `index` to the next.
    func segment(_ index: Int) -> BakedSegment {
        let k = keys[index], next = keys[index + 1]
        return BakedSegment(start: (k.time, k.value, k.velocity), end: (next.time, next.value, next.velocity))
    }

    /// Lottie's handles of the segment from key `index`: (o.x, o.y, i.x, i.y).
    public func handles(_ index: Int) -> (ox: Double, oy: Double, ix: Double, iy: Double) {
        segment(index).handles(out: keys[index].outInfluence, in: keys[index].inInfluence)
    }

    /// The influences (a, b) with the smallest largest error, from a few starts (the cubic
    /// Hermite's 1/3 among them), and that error on the dense check.
    static func influences(_ segment: BakedSegment, spring: Spring) -> (a: Double, b: Double, error: Double) {
        func clamped(_ p: [Double]) -> [Double] { p.map { min(influenceRange.upperBound, max(influenceRange.lowerBound, $0)) } }
        func cost(_ p: [Double]) -> Double {
            let q = clamped(p)
            return segment.maxError(out: q[0], in: q[1], spring: spring, samples: searchSamples)
        }
        var best = [1.0 / 3, 1.0 / 3], bestCost = cost(best)
        for start in [[1.0 / 3, 1.0 / 3], [0.6, 0.6], [0.2, 0.6], [0.6, 0.2]] {
            let found = clamped(NelderMead.minimize(cost, from: start, scale: 0.2, iterations: 120))
            let value = cost(found)
            if value < bestCost { (best, bestCost) = (found, value) }
        }
        return (best[0], best[1], segment.maxError(out: best[0], in: best[1], spring: spring, samples: checkSamples))
    }
}
