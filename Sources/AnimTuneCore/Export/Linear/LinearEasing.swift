/// A CSS `linear()` easing function (CSS Easing Functions Level 2): output values at input
/// positions joined by straight lines, as browsers evaluate it.
///
/// Positions are kept as whole steps of a grid (`gridSize` steps from 0 % to 100 %), so the
/// text shows them exactly and a position CSS can infer (evenly spaced between two written
/// ones) is left out. `LinearEasing.spring(_:tolerance:)` builds the shortest one for a spring.
public struct LinearEasing: Sendable, Hashable {
    public struct Stop: Sendable, Hashable {
        /// The output, already rounded as written.
        public var value: Double
        /// The input position in grid steps, 0...gridSize.
        public var step: Int
        /// Whether the text writes the position; otherwise CSS infers the same one.
        public var isPositionWritten: Bool
    }

    public let stops: [Stop]
    /// Grid steps between 0 % and 100 %.
    public let gridSize: Int
    /// Decimals of the written values.
    public let valueDecimals: Int

    /// Stops at `(value, step)`, steps strictly increasing from 0 to `gridSize`; values are
    /// rounded to `valueDecimals` here, so the easing is exactly what its text says.
    public init(points: [(value: Double, step: Int)], gridSize: Int, valueDecimals: Int = 4) {
        precondition(points.count >= 2 && points.first?.step == 0 && points.last?.step == gridSize,
                     "linear() needs stops at 0 % and 100 %")
        self.gridSize = gridSize
        self.valueDecimals = valueDecimals
        let written = Self.writtenPositions(points.map(\.step))
        stops = points.indices.map { index in
            Stop(value: ExportNumber.rounded(points[index].value, valueDecimals), step: points[index].step,
                 isPositionWritten: written[index])
        }
    }

    /// The input position of a stop as a fraction of the duration.
    public func position(_ stop: Stop) -> Double { Double(stop.step) / Double(gridSize) }

    /// `linear(0, 0.0436 3.3%, …, 1)`.
    public var css: String { "linear(" + cssStops.joined(separator: ", ") + ")" }

    /// The stops as `linear()` lists them: `0`, `0.5 40%`.
    var cssStops: [String] {
        stops.map { stop in
            let value = ExportNumber.decimals(stop.value, valueDecimals)
            guard stop.isPositionWritten else { return value }
            return value + " " + ExportNumber.decimals(100 * position(stop), percentDecimals) + "%"
        }
    }

    /// Decimals that show every grid position exactly (1000 steps: 0.1 %).
    var percentDecimals: Int {
        var decimals = 0, scale = 100
        while scale % gridSize != 0 && decimals < 6 {
            decimals += 1
            scale *= 10
        }
        return decimals
    }

    /// The output at input `x` (a fraction of the duration), clamped to the end values outside.
    public func progress(at x: Double) -> Double {
        Self.evaluate(stops.map { (position($0), $0.value) }, at: x)
    }

    /// A piecewise-linear function through `points` (positions non-decreasing) at `x`; at a
    /// repeated position the later point wins, as in CSS.
    static func evaluate(_ points: [(x: Double, y: Double)], at x: Double) -> Double {
        guard let first = points.first, let last = points.last else { return x }
        if x < first.x { return first.y }
        if x >= last.x { return last.y }
        var lo = 0, hi = points.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if points[mid].x <= x { lo = mid } else { hi = mid }
        }
        let a = points[lo], b = points[hi]
        guard b.x > a.x else { return b.y }
        return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }

    /// Which positions the text must write: the fewest, such that CSS's rule (a run of stops
    /// without positions is spread evenly between the written ones around it; the first is
    /// 0 %, the last 100 %) gives back every step exactly.
    static func writtenPositions(_ steps: [Int]) -> [Bool] {
        let count = steps.count
        guard count > 2 else { return Array(repeating: false, count: count) }
        // cost[b]: fewest written positions among stops 1...b when stop b is an anchor (its
        // position known: written, or the first/last stop). A run a → b may be inferred when
        // all steps between are equal, so b's candidates a are every stop back to the start of
        // the run of equal steps that ends at b: kept as the run's cheapest anchor so far (the
        // later one on a tie), one stop at a time, where a scan back over the run made evenly
        // spaced stops (every sample of a spring that never settles) cost their count squared.
        var cost = Array(repeating: Int.max, count: count)
        var from = Array(repeating: 0, count: count)
        cost[0] = 0
        var cheapest = 0
        for b in 1..<count {
            let own = b == count - 1 ? 0 : 1
            let a = b - 1
            let sameRun = b > 1 && steps[b] - steps[b - 1] == steps[b - 1] - steps[b - 2]
            if !sameRun || cost[a] <= cost[cheapest] { cheapest = a }
            if cost[cheapest] != Int.max {
                cost[b] = cost[cheapest] + own
                from[b] = cheapest
            }
        }
        var written = Array(repeating: false, count: count)
        var b = count - 1
        while b > 0 {
            let a = from[b]
            if b != count - 1 { written[b] = true }
            b = a
        }
        return written
    }
}
