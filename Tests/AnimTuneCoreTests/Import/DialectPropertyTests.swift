import Foundation
import Testing
@testable import AnimTuneCore

/// For every spring dialect, 200 random springs written in its syntax (random spacing, comments
/// where the language has them, named arguments in random order where it allows, positional
/// ones where it has them) import exactly (1e-9 relative) as that dialect and no other; the same
/// snippets with one number's label made unknown are refused. Expected springs come from each
/// owner's documented formula, computed here.
@Suite("Import properties: every dialect, random springs")
struct DialectPropertyTests {
    /// One generated snippet: its dialect, the spring (mass, stiffness, damping, velocity) it
    /// must give, and how to write it with some labels renamed.
    struct Generated {
        let dialect: String
        let expected: [Double]
        let labels: [String]
        let build: ([String: String]) -> String
        var snippet: String { build([:]) }
    }

    struct Writer {
        var generator: SeededGenerator
        let comments: Bool

        mutating func number(_ range: ClosedRange<Double>, minDigits: Int = 0) -> (text: String, value: Double) {
            let raw = Double.random(in: range, using: &generator)
            let digits = Int.random(in: minDigits...4, using: &generator)
            let text = String(format: "%.\(digits)f", raw)
            let value = Double(text)!
            return value == 0 || !range.contains(value) ? number(range, minDigits: minDigits) : (text, value)
        }

        mutating func space() -> String { ["", " ", "  ", "\t"][Int.random(in: 0...3, using: &generator)] }

        /// Spacing and, where the language has them, a comment between arguments.
        mutating func gap() -> String {
            comments && Bool.random(using: &generator) ? space() + "/* c */" + space() : space()
        }

        /// `label: value` pairs in random order (when `shuffle`) with random spacing.
        mutating func pairs(_ items: [(String, String)], separator: String = ":", shuffle: Bool, renamed: [String: String]) -> String {
            var items = items
            if shuffle { items.shuffle(using: &generator) }
            var parts: [String] = []
            for (label, value) in items {
                let before = space(), after = space()
                parts.append("\(renamed[label] ?? label)\(before)\(separator)\(after)\(value)")
            }
            var out = ""
            for (index, part) in parts.enumerated() { out += (index == 0 ? space() : "," + gap()) + part }
            return out + space()
        }
    }

    static func ratioDamping(_ zeta: Double, _ k: Double, mass: Double = 1) -> Double { 2 * zeta * (k * mass).squareRoot() }

    /// k = (2π/d)², c = 4π(1 − b)/d for b ≥ 0, 4π/(d(1 + b)) below (SwiftUI's Spring(duration:bounce:), mass 1).
    static func durationBounce(_ d: Double, _ b: Double) -> (Double, Double) {
        let w = 2 * Double.pi / d
        return (w * w, b >= 0 ? 4 * Double.pi * (1 - b) / d : 4 * Double.pi / (d * (1 + b)))
    }

    /// One random snippet of dialect `index` (see ``dialects``).
    static func generate(_ index: Int, seed: UInt64) -> Generated {
        var w = Writer(generator: SeededGenerator(seed: seed &* 7919 &+ UInt64(index)), comments: true)
        let m = w.number(0.5...3, minDigits: 1), k = w.number(20...900), c = w.number(2...60), z = w.number(0.2...1), v = w.number(-2...2)
        let d = w.number(0.2...1.5), b = w.number(-0.6...0.8, minDigits: 1)
        switch index {
        case 0:
            let spring = w.pairs([("mass", m.text), ("stiffness", k.text), ("damping", c.text), ("initialVelocity", v.text)], shuffle: false, renamed: [:])
            _ = spring
            var ww = w
            return Generated(dialect: "SwiftUI", expected: [m.value, k.value, c.value, v.value], labels: ["mass", "stiffness", "damping", "initialVelocity"]) { r in
                ".interpolatingSpring(" + ww.pairs([("mass", m.text), ("stiffness", k.text), ("damping", c.text), ("initialVelocity", v.text)], shuffle: false, renamed: r) + ")"
            }
        case 1:
            let (kk, cc) = durationBounce(d.value, b.value)
            var ww = w
            return Generated(dialect: "UIKit", expected: [1, kk, cc, v.value], labels: ["springDuration", "bounce", "initialSpringVelocity"]) { r in
                "UIView.animate(" + ww.pairs([("springDuration", d.text), ("bounce", b.text), ("initialSpringVelocity", v.text), ("delay", "0")], shuffle: false, renamed: r)
                    + ", options: [], animations: { view.alpha = 1 })"
            }
        case 2:
            let (kk, cc) = durationBounce(d.value, b.value)
            var ww = w
            return Generated(dialect: "UIKit", expected: [1, kk, cc, 0], labels: ["duration", "bounce"]) { r in
                "let timing = UISpringTimingParameters(" + ww.pairs([("duration", d.text), ("bounce", b.text)], shuffle: false, renamed: r) + ")"
            }
        case 3:
            var ww = w
            return Generated(dialect: "Core Animation", expected: [m.value, k.value, c.value, 0], labels: ["mass", "stiffness", "damping"]) { r in
                "let a = CASpringAnimation(keyPath: \"position.y\")\n" + [("mass", m.text), ("stiffness", k.text), ("damping", c.text)].map {
                    "a.\(r[$0.0] ?? $0.0)\(ww.space())=\(ww.space())\($0.1)" + (ww.comments ? " // set" : "")
                }.joined(separator: "\n")
            }
        case 4:
            var ww = w
            let positional = Bool.random(using: &w.generator)
            return Generated(dialect: "Jetpack Compose", expected: [1, k.value, ratioDamping(z.value, k.value), 0],
                             labels: positional ? [] : ["dampingRatio", "stiffness"]) { r in
                positional ? "spring(\(ww.space())\(z.text)f,\(ww.gap())\(k.text)f)"
                    : "spring(" + ww.pairs([("dampingRatio", z.text + "f"), ("stiffness", k.text + "f")], separator: "=", shuffle: true, renamed: r) + ")"
            }
        case 5:
            var ww = w
            return Generated(dialect: "Flutter", expected: [m.value, k.value, c.value, 0], labels: ["mass", "stiffness", "damping"]) { r in
                "const SpringDescription(" + ww.pairs([("mass", m.text), ("stiffness", k.text), ("damping", c.text)], shuffle: true, renamed: r) + ")"
            }
        case 6:
            var ww = w
            return Generated(dialect: "motion (framer-motion)", expected: [m.value, k.value, c.value, 0], labels: ["mass", "stiffness", "damping"]) { r in
                "transition={{" + ww.pairs([("type", "\"spring\""), ("mass", m.text), ("stiffness", k.text), ("damping", c.text)], shuffle: true, renamed: r) + "}}"
            }
        case 7:
            var ww = w
            return Generated(dialect: "react-spring", expected: [m.value, k.value, c.value, 0], labels: ["mass", "tension", "friction"]) { r in
                "const styles = useSpring({ config: {" + ww.pairs([("mass", m.text), ("tension", k.text), ("friction", c.text)], shuffle: true, renamed: r) + "} })"
            }
        case 8:
            var ww = w
            return Generated(dialect: "Reanimated withSpring (Reanimated 4)", expected: [m.value, k.value, c.value, 0], labels: ["mass", "stiffness", "damping"]) { r in
                "offset.value = withSpring(1, {" + ww.pairs([("mass", m.text), ("stiffness", k.text), ("damping", c.text)], shuffle: true, renamed: r) + "})"
            }
        case 9:
            var ww = w
            return Generated(dialect: "popmotion", expected: [m.value, k.value, c.value, 0], labels: ["mass", "stiffness", "damping"]) { r in
                "spring({" + ww.pairs([("from", "0"), ("to", "100"), ("mass", m.text), ("stiffness", k.text), ("damping", c.text)], shuffle: true, renamed: r) + "})"
            }
        case 10:
            // anime.js v4.5.0 spring(): stiffness and damping rounded to 3 decimals, duration in ms.
            let ms = w.number(100...1500), bounce = w.number(-0.6...0.9, minDigits: 1)
            let seconds = ms.value / 1000, omega = 2 * Double.pi / seconds
            let damping = bounce.value >= 0 ? (1 - bounce.value) * 4 * Double.pi / seconds : 4 * Double.pi / (seconds * (1 + bounce.value))
            let round3 = { (x: Double) in (x * 1000).rounded() / 1000 }
            var ww = w
            return Generated(dialect: "anime.js", expected: [1, round3(omega * omega), round3(min(damping, 300)), 0], labels: ["bounce", "duration"]) { r in
                "import { animate, spring } from 'animejs';\nanimate(el, { x: 100, ease: spring({" + ww.pairs([("bounce", bounce.text), ("duration", ms.text)], shuffle: true, renamed: r) + "}) })"
            }
        case 11:
            var ww = w
            return Generated(dialect: "Remotion", expected: [m.value, k.value, c.value, 0], labels: ["mass", "stiffness", "damping"]) { r in
                "const scale = spring({ frame, fps, config: {" + ww.pairs([("mass", m.text), ("stiffness", k.text), ("damping", c.text)], shuffle: true, renamed: r) + "} })"
            }
        case 12:
            var ww = w
            return Generated(dialect: "Material 3 MotionScheme", expected: [1, k.value, ratioDamping(z.value, k.value), 0], labels: ["damping", "stiffness"]) { r in
                "md.sys.motion.spring.fast.spatial.\(r["damping"] ?? "damping"):\(ww.space())\(z.text)\nmd.sys.motion.spring.fast.spatial.\(r["stiffness"] ?? "stiffness"):\(ww.space())\(k.text)"
            }
        case 13:
            var json = Writer(generator: w.generator, comments: false)
            return Generated(dialect: "Figma", expected: [m.value, k.value, c.value, 0], labels: ["mass", "stiffness", "damping"]) { r in
                "{\"type\": \"CUSTOM_SPRING\", \"easingFunctionSpring\": {" + json.pairs([("\"mass\"", m.text), ("\"stiffness\"", k.text), ("\"damping\"", c.text)], shuffle: true,
                    renamed: Dictionary(uniqueKeysWithValues: r.map { ("\"\($0.key)\"", "\"\($0.value)\"") })) + "}}"
            }
        default:
            var ww = w
            return Generated(dialect: "Android SpringForce", expected: [1, k.value, ratioDamping(z.value, k.value), 0], labels: []) { _ in
                "SpringForce()\(ww.gap()).setStiffness(\(k.text)f)\(ww.gap()).setDampingRatio(\(z.text)f)"
            }
        }
    }

    static let dialects = Array(0...14)

    @Test("200 random springs per dialect import exactly as that dialect", arguments: dialects)
    func exact(_ index: Int) throws {
        for seed in 0..<200 as Range<UInt64> {
            let generated = Self.generate(index, seed: seed)
            let result: ImportResult
            do { result = try DialectDetector.read(generated.snippet) } catch {
                Issue.record("\(generated.snippet): \(error)")
                continue
            }
            #expect(result.dialect == generated.dialect, "\(generated.snippet)")
            guard case .spring(let setting) = result.value else { Issue.record("not a spring: \(generated.snippet)"); continue }
            let spring = setting.spring
            let names = ["mass", "stiffness", "damping", "velocity"]
            let got: [Double] = [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity]
            for field in 0..<4 {
                let want = generated.expected[field]
                #expect(abs(got[field] - want) <= 1e-9 * max(abs(want), 1e-9), "\(names[field]) \(got[field]) ≠ \(want): \(generated.snippet)")
            }
        }
    }

    @Test("the same snippets with one number under an unknown label are refused in one line quoting it", arguments: dialects)
    func unknownLabel(_ index: Int) throws {
        for seed in 0..<200 as Range<UInt64> {
            let generated = Self.generate(index, seed: seed)
            guard !generated.labels.isEmpty else { continue }
            let label = generated.labels[Int(seed) % generated.labels.count]
            let snippet = generated.build([label: label + "Zq"])
            do {
                let result = try DialectDetector.read(snippet)
                Issue.record("read as \(result.dialect) \(result.value): \(snippet)")
            } catch {
                #expect(!error.description.contains("\n") && error.description.hasSuffix("see 'help import'"), "\(error.description)")
            }
        }
    }
}
