import Foundation

/// The reference vectors in Vectors/ (see Vectors/README.md for how they were made), as JSON.
enum RuntimeVectors {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Vectors")

    /// The top-level array of `name`.json.
    static func cases(_ name: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
        return try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    }

    /// `[[x, y], …]` pairs of a case.
    static func pairs(_ value: Any?) -> [(Double, Double)] {
        (value as? [[Double]] ?? []).map { ($0[0], $0[1]) }
    }
}

extension Dictionary where Key == String, Value == Any {
    func number(_ key: String) -> Double { (self[key] as? NSNumber)?.doubleValue ?? .nan }
}
