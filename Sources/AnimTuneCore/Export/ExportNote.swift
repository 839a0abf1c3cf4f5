/// What a code export states in its comments so `import --from` can read it back exactly: one
/// type renders each note and parses it, so the exporters and the importer cannot drift apart.
/// - `form`: a spring as the user set it, "UIKit form: duration 0.5 s, damping 0.7, velocity 0"
///   (also "SwiftUI form: …", "physical form: …"); exports write it after "Set in the ".
/// - `curve`: a timing curve, "easeInOut (0.42, 0, 0.58, 1)" or "cubic-bezier(0.2, 0, 0, 1)".
/// - `values`: every other parameter of the preset as `set` accepts it, "Values as set:
///   card.top 150, present.dampingInterval 0.4, card.colour #2F7FB8." in the file's header.
public enum ExportNote: Sendable {
    case form(SpringSetting)
    case curve(TimingCurve)
    case values([(key: String, value: ParameterValue)])

    static let valuesOpener = "Values as set: "

    /// The note as exports write it.
    public var text: String {
        let n = ExportNumber.typed
        switch self {
        case .form(.uikit(let uikit)):
            return "UIKit form: duration \(n(uikit.duration)) s, damping \(n(uikit.dampingRatio)), velocity \(n(uikit.velocity))"
        case .form(.swiftui(let swiftui, let velocity, _)):
            return "SwiftUI form: response \(n(swiftui.response)) s, damping fraction \(n(swiftui.dampingRatio))"
                + " (bounce \(n(swiftui.bounce))), velocity \(n(velocity))"
        case .form(.physical(let spring)):
            return "physical form: mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping)),"
                + " velocity \(n(spring.initialVelocity))"
        case .curve(let curve):
            let b = curve.bezier
            let points = [b.x1, b.y1, b.x2, b.y2].map(n).joined(separator: ", ")
            if case .cubicBezier = curve { return "cubic-bezier(\(points))" }
            return "\(curve.description) (\(points))"
        case .values(let values):
            return Self.valuesOpener + values.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "."
        }
    }

    /// The spring of a form note (the text after "Set in the "), nil when it is none.
    static func form(parsing note: some StringProtocol) -> SpringSetting? {
        let note = String(note)
        func value(_ label: String) -> Double? {
            guard let range = note.range(of: label + " ") else { return nil }
            return Double(note[range.upperBound...].prefix { !($0 == " " || $0 == "," || $0 == ")" || $0 == ";") })
        }
        if note.hasPrefix("UIKit form:"), let duration = value("duration"), let damping = value("damping") {
            return .uikit(UIKitSpring(duration: duration, dampingRatio: damping, velocity: value("velocity") ?? 0))
        }
        if note.hasPrefix("SwiftUI form:"), let response = value("response"), let fraction = value("damping fraction") {
            let notation: SwiftUINotation = note.contains("(bounce ") && value("(bounce") != nil ? .bounce : .dampingFraction
            let spring = notation == .bounce ? SwiftUISpring(duration: response, bounce: value("(bounce") ?? 0)
                : SwiftUISpring(response: response, dampingRatio: fraction)
            return .swiftui(spring, velocity: value("velocity") ?? 0, notation: notation)
        }
        if note.hasPrefix("physical form:"), let mass = value("mass"), let stiffness = value("stiffness"), let damping = value("damping") {
            return .physical(Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: value("velocity") ?? 0))
        }
        return nil
    }

    /// Every curve note in `text`, where it stands.
    static func curves(in text: String) -> [(TimingCurve, Range<String.Index>)] {
        var notes: [(TimingCurve, Range<String.Index>)] = []
        for name in ["linear", "easeIn", "easeOut", "easeInOut", "default", "cubic-bezier"] {
            let opener = name == "cubic-bezier" ? "cubic-bezier(" : name + " ("
            var start = text.startIndex
            while let range = text.range(of: opener, range: start..<text.endIndex) {
                start = range.upperBound
                // A note's numbers close within a few dozen characters; looking further would
                // make a file of unclosed openers quadratic.
                guard let close = text[range.upperBound...].prefix(200).firstIndex(of: ")") else { continue }
                let numbers = text[range.upperBound..<close].split(separator: ",").compactMap { Double($0.trimmed) }
                guard numbers.count == 4, let bezier = try? CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]) else { continue }
                let curve = name == "cubic-bezier" ? named(.cubicBezier(bezier)) : ((try? TimingCurve(parsing: name)) ?? .cubicBezier(bezier))
                notes.append((curve, range.lowerBound..<text.index(after: close)))
            }
        }
        return notes.sorted { $0.1.lowerBound < $1.1.lowerBound }
    }

    /// A Bézier that is one of the named curves, by that name.
    static func named(_ curve: TimingCurve) -> TimingCurve {
        [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default].first { $0.bezier == curve.bezier } ?? curve
    }

    /// The values note of `text` (comment markers and line breaks folded to spaces) read for
    /// `scene`: each key the scene has, with a value `set` accepts, by key. Throws the first
    /// value that is not one.
    static func values(in text: String, scene: any Scene) throws(ParameterError) -> [String: ParameterValue] {
        guard let start = text.range(of: valuesOpener) else { return [:] }
        var body = text[start.upperBound...]
        // The note ends at its full stop: the first "." before a space, a line break, the quote
        // closing a JSON string (lottie, figma) or the end (values hold none of them).
        var index = body.startIndex
        while index < body.endIndex {
            let next = body.index(after: index)
            if body[index] == ".", next == body.endIndex || [" ", "\n", "\""].contains(body[next]) { break }
            index = next
        }
        body = body[..<index]
        var values: [String: ParameterValue] = [:]
        for entry in body.split(separator: ",") {
            let parts = entry.trimmed.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let parameter = scene.parameters.first(where: { $0.key == parts[0] }) else { continue }
            values[parameter.key] = try ValueParser.parse(String(parts[1]), for: parameter)
        }
        return values
    }
}
