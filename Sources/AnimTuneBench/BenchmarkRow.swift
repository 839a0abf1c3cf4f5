/// One line of the benchmark table: what animtune measured against what it is compared with,
/// in the same run, and their ratio.
struct BenchmarkRow: Codable, Sendable {
    /// What is measured, e.g. `plot latency, dumb text (200 plots)`.
    let name: String
    /// animtune's figure, with its unit (`412 ms`).
    let animtune: String
    /// What it is compared with, and its figure (`200 gnuplot runs: 5.1 s`).
    let baseline: String
    /// animtune ÷ baseline (times, counts or bytes, as the row says).
    let ratio: Double
    /// How to read the ratio (`lower is better`), or a caveat.
    let note: String
}
