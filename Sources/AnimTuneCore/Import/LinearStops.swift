/// The stops of a CSS `linear()` easing as CSS Easing Functions Level 2 reads them: each stop
/// is `<number> <percentage>{0,2}`; a missing first input is 0 %, a missing last input is
/// max(100 %, the largest so far), an input below an earlier one is raised to it, and runs of
/// missing inputs are spread evenly between their neighbours.
public struct LinearStops: Sendable {
    /// (input fraction, output), in order.
    public let points: [(x: Double, y: Double)]

    public init(parsing text: String) throws(ImportError) {
        let dialect = "CSS linear()"
        guard let open = text.range(of: "linear("), let close = text[open.upperBound...].firstIndex(of: ")") else {
            throw .invalid(dialect: dialect, reason: "expected linear(…) with a closing parenthesis")
        }
        var outputs: [Double] = []
        var inputs: [Double?] = []
        for stop in text[open.upperBound..<close].split(separator: ",", omittingEmptySubsequences: false) {
            let words = stop.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = words.first, let value = Double(first), value.isFinite, words.count <= 3 else {
                throw .invalid(dialect: dialect, reason: "stop '\(stop.trimmed.prefix(30))' is not a number with up to two percentages")
            }
            var positions: [Double] = []
            for word in words.dropFirst() {
                guard word.hasSuffix("%"), let percent = Double(word.dropLast()), percent.isFinite else {
                    throw .invalid(dialect: dialect, reason: "'\(word.prefix(20))' is not a percentage")
                }
                positions.append(percent / 100)
            }
            if positions.isEmpty {
                outputs.append(value)
                inputs.append(nil)
            }
            for position in positions {
                outputs.append(value)
                inputs.append(position)
            }
        }
        guard outputs.count >= 2 else { throw .invalid(dialect: dialect, reason: "linear() needs at least two stops") }
        if inputs[0] == nil { inputs[0] = 0 }
        if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = max(1, inputs.compactMap { $0 }.max() ?? 1) }
        var largest = -Double.infinity
        for index in inputs.indices {
            if let input = inputs[index] {
                largest = max(largest, input)
                inputs[index] = largest
            }
        }
        var index = 0
        while index < inputs.count {
            guard inputs[index] == nil else { index += 1; continue }
            var end = index
            while inputs[end] == nil { end += 1 }
            let from = inputs[index - 1]!, to = inputs[end]!
            for missing in index..<end {
                inputs[missing] = from + (to - from) * Double(missing - index + 1) / Double(end - index + 1)
            }
            index = end
        }
        points = zip(inputs, outputs).map { (x: $0!, y: $1) }
    }

    /// Progress at an input fraction, interpolated between stops (flat outside them). The
    /// segment is found by bisection: a pasted `linear()` may have a hundred thousand stops.
    public func progress(at x: Double) -> Double {
        if x <= points[0].x { return points[0].y }
        // The first stop whose input is above x (inputs never decrease).
        var low = 1, high = points.count
        while low < high {
            let middle = (low + high) / 2
            if x < points[middle].x { high = middle } else { low = middle + 1 }
        }
        guard low < points.count else { return points[points.count - 1].y }
        let a = points[low - 1], b = points[low]
        return b.x > a.x ? a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x) : b.y
    }
}
