/// Repeated timings of one thing, in seconds: their median and 99th percentile.
struct Timings {
    private(set) var values: [Double] = []

    mutating func append(_ seconds: Double) { values.append(seconds) }

    var median: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }

    /// The smallest value at least `fraction` of the values are not above (nearest rank).
    func percentile(_ fraction: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = Int((Double(sorted.count) * fraction).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }
}
