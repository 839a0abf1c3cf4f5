import Synchronization

/// What one import relied on, collected while a dialect parses: the API defaults taken for
/// what the snippet leaves out (the `assumed:` line), every number read (with its label and
/// text) and every number the dialect names as ignored with its reason, so that
/// ``NumberAccount`` can hold each numeric literal of the snippet to one of them.
final class ImportLog: Sendable {
    /// A number the parse read or named as ignored: `text` is as written (`0.5f`, `300ms`).
    struct Entry: Sendable {
        let label: String
        let text: String
        /// nil when read; the reason when the dialect ignores it.
        let ignored: String?
    }

    private let state = Mutex<(defaults: [String], entries: [Entry], ignoredLabels: [String: String])>(([], [], [:]))

    /// The log of the import being read on this task, if any.
    @TaskLocal static var current: ImportLog?

    /// Notes that `label` was left out and `value` taken for it.
    static func record(_ label: String, _ value: Double) {
        recordDefault("\(label) \(NumberFormatting.short(value, digits: 6))")
    }

    /// Notes a default that is not a number ("motionScheme standard()").
    static func recordDefault(_ entry: String) {
        current?.state.withLock { state in
            if !state.defaults.contains(entry) { state.defaults.append(entry) }
        }
    }

    /// Notes that the number written `text` under `label` was read.
    static func use(_ label: String, _ text: String) {
        current?.state.withLock { $0.entries.append(Entry(label: label, text: text, ignored: nil)) }
    }

    /// Notes that the number written `text` under `label` is left out of the spring, and why.
    static func ignore(_ label: String, _ text: String, because reason: String) {
        current?.state.withLock { $0.entries.append(Entry(label: label, text: text, ignored: reason)) }
    }

    /// Notes that every number written under `label` (`*`: any number not read) is left out of the spring, and why.
    static func ignore(label: String, because reason: String) {
        current?.state.withLock { $0.ignoredLabels[label.lowercased()] = reason }
    }

    var entries: [Entry] { state.withLock { $0.entries } }
    var ignoredLabels: [String: String] { state.withLock { $0.ignoredLabels } }

    /// The `assumed:` line, nil when nothing was left out.
    var assumption: String? {
        let entries = state.withLock { $0.defaults }
        guard !entries.isEmpty else { return nil }
        return "defaults for what the snippet leaves out: \(entries.joined(separator: ", ")) (the API's defaults)"
    }
}
