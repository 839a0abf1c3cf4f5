/// UIKit and Core Animation (Apple documentation): `UIView.animate(withDuration:delay:
/// usingSpringWithDamping:initialSpringVelocity:…)`, `UISpringTimingParameters(dampingRatio:
/// initialVelocity:)` with the animator's duration, `UIViewPropertyAnimator(duration:
/// dampingRatio:)`, `(duration:controlPoint1:controlPoint2:)` and `(duration:curve:)`, `UISpringTimingParameters(mass:stiffness:
/// damping:initialVelocity:)`, `CASpringAnimation` (defaults mass 1, stiffness 100, damping 10,
/// initialVelocity 0; iOS 17's `(perceptualDuration:bounce:)` read as SwiftUI's
/// `Spring(duration:bounce:)`), and `CAMediaTimingFunction(controlPoints:)` / `(name:)` for
/// timing curves.
/// How UIKit turns a duration into a stiffness is not documented (see UIKitSpring).
struct AppleDialect: DialectFamily {
    static let uikit = "UIKit", coreAnimation = "Core Animation"
    let accepted = ["UIKit UIView.animate(…usingSpringWithDamping:…)/UIView.animate(springDuration:bounce:…)/UISpringTimingParameters(…)",
                    "Core Animation CASpringAnimation/CAMediaTimingFunction(…)"]

    static let durationAssumption = "UIKit's duration-to-stiffness mapping is reverse-engineered (Framer, motion.dev); Apple does not document it"

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        var result: [DialectMatch] = []
        if snippet.has("usingSpringWithDamping") || snippet.has("UISpringTimingParameters") || snippet.has("UIViewPropertyAnimator")
            || snippet.has("springDuration") {
            result.append(DialectMatch(dialect: Self.uikit, specificity: 4) { () throws(ImportError) in try Self.parseUIKit(snippet) })
        } else if snippet.has("CASpringAnimation") || snippet.has("CAMediaTimingFunction") {
            result.append(DialectMatch(dialect: Self.coreAnimation, specificity: 4) { () throws(ImportError) in
                try Self.parseCoreAnimation(snippet)
            })
        }
        return result
    }

    static func parseUIKit(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        if let values = snippet.call("UISpringTimingParameters") {
            let args = SnippetArguments(uikit, values)
            if values["initialVelocity"] == nil { ImportLog.record("initialVelocity", 0) }
            let velocity = try vectorVelocity(values["initialVelocity"])
            if !args.has("stiffness"), !args.has("dampingRatio"), args.has("duration") || args.has("bounce") {
                return try perceptual(duration: try args.number("duration", default: 0.5), bounce: try args.number("bounce", default: 0),
                                      velocity: velocity)
            }
            if args.has("stiffness") {
                return .physical(uikit, mass: try args.number("mass", default: 1), stiffness: try args.number("stiffness"),
                                 damping: try args.number("damping"), velocity: velocity)
            }
            let ratio = try args.number("dampingRatio")
            // The duration is the animator's: UIViewPropertyAnimator(duration: …, timingParameters: …).
            var duration: Double?
            if let animator = snippet.call("UIViewPropertyAnimator") {
                duration = try SnippetArguments(uikit, animator).number("duration")
            } else if let text = snippet.assignments()["duration"] {
                duration = try SnippetArguments.read(text, label: "duration", dialect: uikit)
            }
            guard let duration else {
                throw .invalid(dialect: uikit, reason: "UISpringTimingParameters(dampingRatio:) needs the animator's duration: "
                    + "add UIViewPropertyAnimator(duration: 0.5, timingParameters: …) or duration = 0.5")
            }
            return try uikitSpring(duration: duration, ratio: ratio, velocity: velocity)
        }
        if !snippet.has("usingSpringWithDamping"), let values = snippet.call("UIViewPropertyAnimator") {
            return try propertyAnimator(values)
        }
        let values = snippet.call("UIView.animate") ?? snippet.call(".animate") ?? snippet.call("animate") ?? [:]
        let args = SnippetArguments(uikit, values)
        if args.has("springDuration") || (!args.has("usingSpringWithDamping") && args.has("bounce")) {
            return try perceptual(duration: try args.number("springDuration", default: 0.5), bounce: try args.number("bounce", default: 0),
                                  velocity: try args.number("initialSpringVelocity", default: 0))
        }
        return try uikitSpring(duration: try args.number("withDuration"), ratio: try args.number("usingSpringWithDamping"),
                               velocity: try args.number("initialSpringVelocity", default: 0))
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:)`, `(duration:controlPoint1:controlPoint2:)`
    /// or `(duration:curve:)`.
    private static func propertyAnimator(_ values: [String: String]) throws(ImportError) -> ImportResult {
        let args = SnippetArguments(uikit, values)
        let duration = try args.optional("duration")
        if let ratio = try args.optional("dampingRatio") {
            return try uikitSpring(duration: try args.number("duration"), ratio: ratio, velocity: 0)
        }
        if let first = values["controlPoint1"], let second = values["controlPoint2"] {
            var numbers: [Double] = []
            for text in [first, second] {
                let point = SnippetArguments(uikit, Snippet(text).call("CGPoint") ?? [:])
                numbers += [try point.number("x"), try point.number("y")]
            }
            return try bezier(numbers, dialect: uikit, duration: duration)
        }
        let named: [String: TimingCurve] = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut]
        guard let curve = values["curve"].flatMap({ named[$0.trimming(". ")] }) else {
            throw .invalid(dialect: uikit, reason: "UIViewPropertyAnimator needs controlPoint1/controlPoint2, curve: .easeInOut (or .easeIn, .easeOut, .linear), or spring timing parameters")
        }
        return ImportResult(dialect: uikit, value: .curve(curve, duration: duration))
    }

    /// iOS 17's `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:…)` and
    /// `UISpringTimingParameters(duration:bounce:initialVelocity:)` (defaults 0.5 s, 0, 0): Apple
    /// documents the duration as the perceptual duration and the bounce from −1 to 1 in the words
    /// of SwiftUI's `Spring(duration:bounce:)`, so they are read as that spring.
    private static func perceptual(duration: Double, bounce: Double, velocity: Double) throws(ImportError) -> ImportResult {
        let spring = SwiftUISpring(duration: duration, bounce: bounce)
        do { try spring.validate() } catch { throw .invalid(dialect: uikit, reason: error.description) }
        var result = ImportResult(dialect: uikit, value: .spring(.swiftui(spring, velocity: velocity, notation: .bounce)))
        result.widerRanges = [WiderRange(.bounce, -1...1, reason: "UIKit takes a bounce from -1 to 1")]
        return result
    }

    private static func uikitSpring(duration: Double, ratio: Double, velocity: Double) throws(ImportError) -> ImportResult {
        let spring = UIKitSpring(duration: duration, dampingRatio: ratio, velocity: velocity)
        do { try spring.validate() } catch { throw .invalid(dialect: uikit, reason: error.description) }
        var result = ImportResult(dialect: uikit, value: .spring(.uikit(spring)), assumptions: [durationAssumption])
        result.widerRanges = [dampingAboveOne]
        return result
    }

    /// UIKit's documented behaviour for `usingSpringWithDamping` above 1.
    static let dampingAboveOne = WiderRange(.damping, 1...Double.greatestFiniteMagnitude, reason: "UIKit treats damping above 1 as 1")

    /// `CGVector(dx: v, dy: v)` or a number; UIKit uses dx for one-dimensional animations.
    private static func vectorVelocity(_ text: String?) throws(ImportError) -> Double {
        guard let text, text.trimmed != ".zero", text.trimmed != "CGVector.zero" else { return 0 }
        let snippet = Snippet(text)
        if let vector = snippet.call("CGVector") {
            if let dy = vector["dy"] { ImportLog.ignore("dy", dy, because: "UIKit uses dx for a one-dimensional animation") }
            return try SnippetArguments(uikit, vector).number("dx", default: 0)
        }
        return try SnippetArguments.read(text, label: "initialVelocity", dialect: uikit)
    }

    static func parseCoreAnimation(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        if let values = snippet.call("CAMediaTimingFunction") {
            if let name = values["name"] {
                let key = name.split(separator: ".").last.map(String.init) ?? name
                let named: [String: TimingCurve] = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
                                                    "easeInEaseOut": .easeInOut, "default": .default,
                                                    "kCAMediaTimingFunctionLinear": .linear, "kCAMediaTimingFunctionEaseIn": .easeIn,
                                                    "kCAMediaTimingFunctionEaseOut": .easeOut,
                                                    "kCAMediaTimingFunctionEaseInEaseOut": .easeInOut,
                                                    "kCAMediaTimingFunctionDefault": .default]
                guard let curve = named[key.trimmed] else {
                    throw .invalid(dialect: coreAnimation, reason: "unknown timing function '\(key.trimmed)'; accepted: linear, easeIn, easeOut, easeInEaseOut, default")
                }
                return ImportResult(dialect: coreAnimation, value: .curve(curve, duration: nil))
            }
            let points = values["controlPoints"] != nil ? [values["controlPoints"], values["0"], values["1"], values["2"]]
                : [values["0"], values["1"], values["2"], values["3"]]
            var numbers: [Double] = []
            for (index, text) in points.enumerated() {
                numbers.append(try SnippetArguments.read(text ?? "", label: "control point \(index + 1)", dialect: coreAnimation))
            }
            return try bezier(numbers, dialect: coreAnimation)
        }
        var assigned = snippet.assignments()
        for (label, value) in snippet.call("CASpringAnimation") ?? [:] { assigned[label] = value }
        let args = SnippetArguments(coreAnimation, assigned)
        if args.has("perceptualDuration") || args.has("bounce") {
            let spring = SwiftUISpring(duration: try args.number("perceptualDuration", default: 0.5), bounce: try args.number("bounce", default: 0))
            do { try spring.validate() } catch { throw .invalid(dialect: coreAnimation, reason: error.description) }
            var result = ImportResult(dialect: coreAnimation, value: .spring(.swiftui(spring, velocity: 0, notation: .bounce)),
                                      assumptions: ["CASpringAnimation(perceptualDuration:bounce:) is read as SwiftUI's Spring(duration:bounce:), "
                                          + "whose parameters Apple documents in the same words"])
            result.widerRanges = [WiderRange(.bounce, -1...1, reason: "Core Animation takes a bounce from -1 to 1")]
            return result
        }
        return .physical(coreAnimation, mass: try args.number("mass", default: 1), stiffness: try args.number("stiffness", default: 100),
                         damping: try args.number("damping", default: 10), velocity: try args.number("initialVelocity", default: 0))
    }

    static func bezier(_ numbers: [Double], dialect: String, duration: Double? = nil) throws(ImportError) -> ImportResult {
        guard numbers.count == 4 else { throw .invalid(dialect: dialect, reason: "a cubic Bézier needs four numbers x1, y1, x2, y2") }
        do {
            return ImportResult(dialect: dialect, value: .curve(.cubicBezier(try CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])),
                                                                duration: duration))
        } catch {
            throw .invalid(dialect: dialect, reason: error.description)
        }
    }
}
