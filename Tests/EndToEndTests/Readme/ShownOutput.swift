import Foundation

/// Compares the output a README example shows with the output the command printed; returns
/// nil when they agree, else what differs (the first line that does not match).
enum ShownOutput {
    static func mismatch(shown: [String], printed: [String], abridged: Bool) -> String? {
        let shown = shown.map(trimmed), printed = printed.map(trimmed)
        if !abridged {
            if let cut = shown.firstIndex(where: isGap) {
                return "line \(cut + 1) of the shown output is '…' but the example is not marked abridged"
            }
            guard shown != printed else { return nil }
            let first = zip(shown, printed).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(shown.count, printed.count)
            return "output line \(first + 1): shown '\(line(shown, first))', printed '\(line(printed, first))'"
                + (shown.count == printed.count ? "" : " (\(shown.count) lines shown, \(printed.count) printed)")
        }
        return abridgedMismatch(shown: shown, printed: printed)
    }

    /// Each run of shown lines between gaps must be printed as consecutive lines, the runs in
    /// order; without a gap at the start (end) the first (last) run starts (ends) the output.
    private static func abridgedMismatch(shown: [String], printed: [String]) -> String? {
        var runs: [[String]] = [[]]
        for line in shown { if isGap(line) { runs.append([]) } else { runs[runs.count - 1].append(line) } }
        var position = 0
        for (index, run) in runs.enumerated() where !run.isEmpty {
            let anchoredStart = index == 0, anchoredEnd = index == runs.count - 1
            let candidates = anchoredStart ? [0] : Array(position...max(position, printed.count - run.count))
            guard let start = candidates.first(where: { matches(run, printed, at: $0) }) else {
                return "shown lines from '\(run[0])' are not printed \(anchoredStart ? "at the start" : "in order") of the output:\n"
                    + printed.joined(separator: "\n")
            }
            position = start + run.count
            if anchoredEnd, position != printed.count {
                return "the output goes on after '\(run[run.count - 1])' (mark the end with a line '…'): '\(printed[position])'"
            }
        }
        return nil
    }

    private static func matches(_ run: [String], _ printed: [String], at start: Int) -> Bool {
        guard start >= 0, start + run.count <= printed.count else { return false }
        for (offset, shown) in run.enumerated() {
            let actual = printed[start + offset]
            if shown.hasSuffix("…"), !isGap(shown) {
                guard actual.hasPrefix(String(shown.dropLast()).trimmingTrailingSpaces()) else { return false }
            } else if shown != actual {
                return false
            }
        }
        return true
    }

    static func isGap(_ line: String) -> Bool {
        let core = line.trimmingCharacters(in: .whitespaces)
        return core == "…" || core == "..."
    }

    private static func trimmed(_ line: String) -> String { line.trimmingTrailingSpaces() }

    private static func line(_ lines: [String], _ index: Int) -> String { index < lines.count ? lines[index] : "(none)" }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
