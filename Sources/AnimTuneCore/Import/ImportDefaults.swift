import Synchronization

/// The API defaults one import relied on (a value the snippet leaves out), collected while a
/// dialect parses so every one of them is said in an `assumed:` line.
final class ImportDefaults: Sendable {
    private let used = Mutex<[String]>([])

    /// The log of the import being read on this task, if any.
    @TaskLocal static var current: ImportDefaults?

    /// Notes that `label` was left out and `value` taken for it.
    static func record(_ label: String, _ value: Double) {
        current?.used.withLock { names in
            let entry = "\(label) \(NumberFormatting.short(value, digits: 6))"
            if !names.contains(entry) { names.append(entry) }
        }
    }

    var entries: [String] { used.withLock { $0 } }

    /// The `assumed:` line, nil when nothing was left out.
    var assumption: String? {
        let entries = entries
        guard !entries.isEmpty else { return nil }
        return "defaults for what the snippet leaves out: \(entries.joined(separator: ", ")) (the API's defaults)"
    }
}
