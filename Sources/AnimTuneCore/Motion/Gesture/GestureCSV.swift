/// Reads a recorded gesture from CSV: one `t,position` line per sample (seconds, points), an
/// optional `t,position` header first, blank lines and `#` comments skipped. Strict: any other
/// line is an error naming its line.
public enum GestureCSV {
    /// Accepted header lines (lower-cased, spaces removed).
    static let headers: Set<String> = ["t,position", "time,position"]

    public static func parse(_ text: String) throws(GestureError) -> Gesture {
        var samples: [GestureSample] = []
        var sawData = false
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.trimmed
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if !sawData, headers.contains(trimmed.lowercased().filter { $0 != " " && $0 != "\t" }) {
                sawData = true
                continue
            }
            sawData = true
            let fields = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed }
            guard fields.count == 2 else {
                throw GestureError(line: lineNumber, "expected 2 fields t,position (seconds, points), got \(fields.count)")
            }
            guard let time = number(fields[0]), time.isFinite, time >= 0 else {
                throw GestureError(line: lineNumber, "'\(shown(fields[0]))' is not a time; use seconds 0 or later like 0.016")
            }
            guard let position = number(fields[1]), position.isFinite, Gesture.positionRange.contains(position) else {
                throw GestureError(line: lineNumber, "'\(shown(fields[1]))' is not a position; use points from "
                                   + "\(NumberFormatting.short(Gesture.positionRange.lowerBound)) to \(NumberFormatting.short(Gesture.positionRange.upperBound)) like 120.5")
            }
            if let last = samples.last, !(time > last.time) {
                throw GestureError(line: lineNumber, "time \(NumberFormatting.short(time)) s is not after the line before's "
                                   + "\(NumberFormatting.short(last.time)) s; times must increase")
            }
            if let last = samples.last, time - last.time < Gesture.minimumStep {
                throw GestureError(line: lineNumber, "time \(NumberFormatting.short(time)) s is less than 1 µs after the line before's; "
                                   + "samples must be at least \(NumberFormatting.short(Gesture.minimumStep)) s apart")
            }
            guard samples.count < Gesture.maximumSamples else {
                throw GestureError(line: lineNumber, "too many samples; at most \(Gesture.maximumSamples)")
            }
            samples.append(GestureSample(time: time, position: position))
        }
        return try Gesture(samples)
    }

    /// A plain decimal number (`12`, `-0.5`, `1e-3`); nil for anything else (hex, inf, nan, units).
    static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ "0123456789+-.eE".contains($0) }) else { return nil }
        return Double(text)
    }

    /// A field for an error message: on one line, at most 40 characters.
    static func shown(_ text: String) -> String {
        OneLine.text(text.count > 40 ? String(text.prefix(40)) + "…" : text)
    }
}
