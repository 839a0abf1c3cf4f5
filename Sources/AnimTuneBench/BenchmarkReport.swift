import Foundation

/// The rows of one `make bench` run: a Markdown table for the terminal and the README, and
/// JSON for machines.
struct BenchmarkReport: Codable, Sendable {
    var machine: String
    var rows: [BenchmarkRow] = []
    /// Extra lines printed under the table (per-spring stop counts and the like).
    var details: [String] = []

    var markdown: String {
        var lines = ["| benchmark | animtune | compared with | ratio | |", "|---|---:|---:|---:|---|"]
        for row in rows {
            lines.append("| \(row.name) | \(row.animtune) | \(row.baseline) | \(Self.ratio(row.ratio)) | \(row.note) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// `0.092×`, `1.4×`, `37×`, `1200×`: three significant digits at most.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3
        return String(format: "%.\(digits)f×", value)
    }
}
