@testable import AnimTuneCore

/// The stops the lattice search (`latticeShortestPath`, the search before issue 33) chooses from, numbered as one array of states: at
/// position step i, the values `low[i] + valueStride·k` for k in `0..<width[i]`, states
/// `base[i]..<base[i + 1]`. State 0 is the start (0 %, 0) and `target` the end (100 %, 1).
struct StopCandidates {
    let low: [Int]
    let width: [Int]
    let base: [Int]
    /// The position step of each state.
    let stepOf: [Int32]
    let valueStride: Int

    /// Stop values in units of 1/valueScale, far outside any band a finite spring makes: a
    /// band that is NaN or infinite (a spring whose closed form overflows) converts within it.
    static let valueBounds = -1_000_000_000...1_000_000_000
    /// At most this many candidate values a step (`shortestPath` keeps one bit each).
    static let maximumWidth = 64

    init(_ sampling: SpringSampling) {
        let gridSize = sampling.gridSize, end = Int(sampling.valueScale)
        var low = [Int](repeating: 0, count: gridSize + 1)
        var width = [Int](repeating: 0, count: gridSize + 1)
        var base = [Int](repeating: 0, count: gridSize + 2)
        for i in 0...gridSize {
            if i == 0 {
                (low[i], width[i]) = (0, 1)
            } else if i == gridSize {
                (low[i], width[i]) = (end, 1)
            } else {
                let m = i * sampling.refine
                let first = Int(sampling.lower[m], rounding: .up, clampedTo: Self.valueBounds)
                let last = Int(sampling.upper[m], rounding: .down, clampedTo: Self.valueBounds)
                low[i] = first
                width[i] = last >= first ? min(Self.maximumWidth, (last - first) / sampling.valueStride + 1) : 0
            }
            base[i + 1] = base[i] + width[i]
        }
        var stepOf = [Int32](repeating: 0, count: base[gridSize + 1])
        for i in 0...gridSize where width[i] > 0 {
            for state in base[i]..<base[i + 1] { stepOf[state] = Int32(i) }
        }
        self.low = low
        self.width = width
        self.base = base
        self.stepOf = stepOf
        valueStride = sampling.valueStride
    }

    var count: Int { stepOf.count }
    var target: Int { base[base.count - 2] }

    /// The stop a state stands for, its value in units of 1/valueScale.
    func stop(_ state: Int) -> (step: Int, y: Int) {
        let i = Int(stepOf[state])
        return (i, low[i] + (state - base[i]) * valueStride)
    }

    /// The chain of stops from the start to `state`, following `parent` (the start is its own
    /// parent).
    func chain(to state: Int, parent: [Int32]) -> [(step: Int, y: Int)] {
        var path: [(step: Int, y: Int)] = []
        var state = state
        while true {
            path.append(stop(state))
            if state == 0 { break }
            state = Int(parent[state])
        }
        return path.reversed()
    }
}
