import Foundation

/// An independent reading of a CSS `linear()` easing, as CSS Easing Functions Level 2 defines
/// it, for checking what animtune writes: stops are `<number> <percentage>{0,2}`; a missing
/// first input is 0 %, a missing last input is max(100 %, largest so far), an input below a
/// preceding one is raised to it, and runs of missing inputs are spread evenly between their
/// neighbours.
struct CSSLinearFunction {
    enum Failure: Error, CustomStringConvertible {
        case malformed(String)
        var description: String { if case .malformed(let why) = self { why } else { "" } }
    }

    /// (input, output) in order, inputs as fractions.
    let points: [(x: Double, y: Double)]
    /// How many stops wrote an input.
    let writtenInputs: Int

    init(_ text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("linear("), trimmed.hasSuffix(")") else { throw Failure.malformed("not linear(…): \(text)") }
        let body = trimmed.dropFirst("linear(".count).dropLast()
        var outputs: [Double] = []
        var inputs: [[Double]] = []
        var written = 0
        for stop in body.split(separator: ",", omittingEmptySubsequences: false) {
            let words = stop.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            guard let first = words.first, let value = Double(first), (1...3).contains(words.count) else {
                throw Failure.malformed("bad stop '\(stop)'")
            }
            var stopInputs: [Double] = []
            for word in words.dropFirst() {
                guard word.hasSuffix("%"), let percent = Double(word.dropLast()) else {
                    throw Failure.malformed("bad input '\(word)' in '\(stop)'")
                }
                stopInputs.append(percent / 100)
            }
            if !stopInputs.isEmpty { written += 1 }
            // A stop with two inputs is two points with the same output.
            if stopInputs.count == 2 {
                outputs.append(value); inputs.append([stopInputs[0]])
                outputs.append(value); inputs.append([stopInputs[1]])
            } else {
                outputs.append(value); inputs.append(stopInputs)
            }
        }
        guard outputs.count >= 2 else { throw Failure.malformed("fewer than two stops") }
        var x: [Double?] = inputs.map(\.first)
        if x[0] == nil { x[0] = 0 }
        var largest = 0.0
        for index in x.indices {
            if let value = x[index] {
                x[index] = max(value, largest)
                largest = x[index]!
            } else if index == x.count - 1 {
                x[index] = max(1, largest)
            }
        }
        var index = 0
        while index < x.count {
            if x[index] == nil {
                let start = index - 1
                var end = index
                while x[end] == nil { end += 1 }
                let a = x[start]!, b = x[end]!
                for k in index..<end { x[k] = a + (b - a) * Double(k - start) / Double(end - start) }
                index = end
            }
            index += 1
        }
        points = zip(x, outputs).map { ($0!, $1) }
        writtenInputs = written
    }

    /// The output at input `x`; outside the inputs, the end outputs.
    func callAsFunction(_ x: Double) -> Double {
        if x <= points[0].x { return points[0].y }
        if x >= points[points.count - 1].x { return points[points.count - 1].y }
        var index = 1
        while points[index].x <= x { index += 1 }
        let a = points[index - 1], b = points[index]
        return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }
}
