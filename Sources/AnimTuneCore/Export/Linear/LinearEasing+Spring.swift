import Foundation

extension LinearEasing {
    /// A spring written as `linear()` over `duration`: what CSS animates instead of the spring.
    public struct SpringFit: Sendable, Hashable {
        public let easing: LinearEasing
        /// Seconds, in whole milliseconds; from then on the spring stays within the tolerance
        /// of its end, where the finished animation holds the element.
        public let duration: Double
        /// At least the largest |easing − spring| over all time, as a fraction of the distance
        /// (values as rounded in the text; after `duration` the easing is at its end value 1):
        /// the search's own bound, `SpringSampling.errorBound` (measured densely for the RDP
        /// stops a spring with no path gets), above the true maximum by at
        /// most 2 % of the tolerance.
        public let maxError: Double
        /// What was asked for.
        public let tolerance: Double
    }

    /// `--tolerance` when not given: 0.001 of the distance, SwiftUI's settling band.
    public static let defaultTolerance = 0.001
    /// Accepted tolerances.
    public static let toleranceRange = 0.0001...0.1

    /// The `linear()` with the fewest stops whose piecewise-linear curve stays within
    /// `tolerance` of `spring` at every moment, stop values written with 5 decimals and the
    /// rounding counted in the error.
    ///
    /// Method: the stops may lie anywhere inside the band spring ± tolerance, not on the
    /// curve (a chord through curve points uses only half the band). Positions are whole steps
    /// of a grid (0.05 % of the duration at the default tolerance, coarser for loose ones,
    /// finer for springs that oscillate more than 20 times), so the text shows them exactly;
    /// values are free, and the band is narrowed by half a unit of the 5th decimal so that
    /// writing them rounded keeps the curve inside. `MinLinkSearch` finds the fewest segments
    /// from (0, 0) to (100 %, 1) exactly for that grid and band: layer by layer, the values
    /// reachable at every step with one more segment (an interval per step), then back from
    /// the end. The band is checked at samples spaced so that the curve cannot leave the band
    /// between two of them by more than 2 % of the tolerance, and that amount is taken off the
    /// band first. The duration is when the spring last leaves 98 % of the band, rounded up to
    /// a millisecond.
    ///
    /// The stops never go below 0 where the spring does not, nor above 1 for a spring that
    /// does not overshoot: within the tolerance, but a start that backs away or a phantom
    /// overshoot would be visible on a long distance.
    ///
    /// The result is the fewest stops on that grid (a grid twice as fine saves one stop for
    /// some springs, at twice the work), never more than the 4-decimal lattice search it
    /// replaced; `rdpStops` and `uniformStops` are the usual generators, for comparison.
    ///
    /// A spring with no path through its band (one that is still far from its end when the
    /// duration is capped, or whose curvature needs more fine samples than the search takes,
    /// so the band is too narrow for the end stop) gets the fewest Ramer–Douglas–Peucker stops
    /// within the tolerance instead, its `maxError` measured densely.
    ///
    /// The fits `spring(_:tolerance:)` searched last.
    static let fitCache = SpringFitCache<SpringFit>(capacity: 64)

    /// An unchanged spring and tolerance get the fit searched before (`SpringFitCache`).
    public static func spring(_ spring: Spring, tolerance: Double = defaultTolerance) -> SpringFit {
        fitCache.fit(.init(spring: spring, tolerance: tolerance)) { searched(spring, tolerance: tolerance) }
    }

    /// `spring(_:tolerance:)` searched anew.
    static func searched(_ spring: Spring, tolerance: Double) -> SpringFit {
        let sampling = SpringSampling(spring, tolerance: tolerance)
        // A cancelled search keeps nothing (the command shows nothing): a stop at every step
        // costs no more work, where the RDP stops would.
        guard let path = sampling.shortestPath() ?? (Cancellation.isRequested ? sampling.everyStep() : nil) else {
            let easing = rdpStops(spring, duration: sampling.duration, tolerance: tolerance)
            return SpringFit(easing: easing, duration: sampling.duration,
                             maxError: maxError(of: easing, against: spring, duration: sampling.duration),
                             tolerance: tolerance)
        }
        let easing = LinearEasing(points: path.map { ($0.value / sampling.valueScale, $0.step) },
                                  gridSize: sampling.gridSize, valueDecimals: sampling.valueDecimals)
        return SpringFit(easing: easing, duration: sampling.duration, maxError: sampling.errorBound(of: easing),
                         tolerance: tolerance)
    }

    /// How long a spring's `linear()` lasts for `tolerance`: the last time it leaves 98 % of
    /// the band, rounded up to whole milliseconds (capped at `longestDuration` for a spring
    /// that barely settles).
    public static func duration(of spring: Spring, tolerance: Double) -> Double {
        let settle = SpringMetrics.settlingTime(of: spring, band: 0.98 * tolerance)
        guard settle.isFinite else { return longestDuration }
        return min(longestDuration, max(0.001, (settle * 1000 - 1e-9).rounded(.up) / 1000))
    }

    /// Seconds: a spring that settles later is cut here, and its `linear()` misses the tolerance.
    public static let longestDuration = 100.0

    /// The largest |easing − spring| over all time: the easing maps [0, duration]; before it
    /// the element is at 0, after it at 1. Sampled densely (20,000 steps, and at every stop),
    /// so it is the true maximum to about 1e-6 of the distance.
    public static func maxError(of easing: LinearEasing, against spring: Spring, duration: Double) -> Double {
        ErrorMeter(spring, duration: duration).error(of: easing)
    }

    /// Measures many easings against one spring and duration: the spring is sampled once.
    struct ErrorMeter {
        let spring: Spring
        let duration: Double
        let samples: [Double]
        /// max |1 − spring| after the duration, where the finished animation rests at 1.
        let tail: Double

        init(_ spring: Spring, duration: Double, count: Int = 20_000) {
            self.spring = spring
            self.duration = duration
            samples = (0...count).map { spring.progress(at: duration * Double($0) / Double(count)) }
            var tail = 0.0
            for index in 0...2_000 {
                tail = max(tail, abs(1 - spring.progress(at: duration * (1 + 3 * Double(index) / 2_000))))
            }
            self.tail = tail
        }

        func error(of easing: LinearEasing) -> Double {
            var worst = tail
            let stops = easing.stops
            for stop in stops {
                worst = max(worst, abs(stop.value - spring.progress(at: easing.position(stop) * duration)))
            }
            let count = samples.count - 1
            var segment = 0
            samples.withUnsafeBufferPointer { samples in
                for index in 0...count {
                    let x = Double(index) / Double(count)
                    while segment < stops.count - 2 && easing.position(stops[segment + 1]) <= x { segment += 1 }
                    let a = stops[segment], b = stops[segment + 1]
                    let xa = easing.position(a), xb = easing.position(b)
                    let y = x <= xa ? a.value : x >= xb ? b.value : a.value + (b.value - a.value) * (x - xa) / (xb - xa)
                    worst = max(worst, abs(y - samples[index]))
                }
            }
            return worst
        }
    }
}
