import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// `export aftereffects` run in node with After Effects' expression and scripting objects
/// stubbed (`numKeys`, `key()`, `time`, `add`/`sub`/`mul`; `app`, `CompItem`, `Property`,
/// `KeyframeEase`).
@Suite("After Effects export")
struct AfterEffectsExportTests {
    static let node = ExternalTool("node")

    static func export(_ assignments: [(key: String, text: String)], jsx: Bool = false) throws -> String {
        var options = ExportOptions()
        options.jsx = jsx
        return AfterEffectsExporter().export(Preset(name: "spring", state: try SpringScene().defaultState.setting(assignments)), options: options)
    }

    static func run(_ node: ExternalTool, _ script: String) throws -> Any {
        let result = try node.check(script, fileName: "run.js", arguments: [])
        #expect(result.status == 0, "\(result.output)")
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    }

    /// Under-damped with a start velocity, critical, over-damped with a start velocity.
    static let springs: [(assignments: [(key: String, text: String)], reference: ClosedFormSpring)] = [
        ([("spring.mass", "1"), ("spring.stiffness", "157.91"), ("spring.dampingCoefficient", "5"), ("spring.velocity", "2")],
         ClosedFormSpring(mass: 1, stiffness: 157.91, damping: 5, velocity: 2)),
        ([("spring.mass", "2"), ("spring.stiffness", "200"), ("spring.dampingCoefficient", "40"), ("spring.velocity", "0")],
         ClosedFormSpring(mass: 2, stiffness: 200, damping: 40, velocity: 0)),
        ([("spring.mass", "1"), ("spring.stiffness", "100"), ("spring.dampingCoefficient", "35"), ("spring.velocity", "-1.5")],
         ClosedFormSpring(mass: 1, stiffness: 100, damping: 35, velocity: -1.5)),
    ]

    @Test("the expression, on a 1-D and a 2-D property with two keys, equals the spring to 1e-6 of the travel in every regime",
          .enabled(if: node != nil, "node is not installed; the expression was not run"))
    func expression() throws {
        let node = try #require(Self.node)
        for (assignments, reference) in Self.springs {
            let expression = try Self.export(assignments)
            #expect(!expression.contains("=>") && !expression.contains("let ") && !expression.contains("const "), "ES3 only")
            let script = """
            const expression = \(JSONValue.quoted(expression));
            function at(a, b, t) {
              var numKeys = 2, time = 0.25 + t, value = a;
              function key(i) { return i === 1 ? { time: 0.25, value: a } : { time: 1.25, value: b }; }
              function add(x, y) { return x.map(function (v, i) { return v + y[i]; }); }
              function sub(x, y) { return x.map(function (v, i) { return v - y[i]; }); }
              function mul(x, s) { return x.map(function (v) { return v * s; }); }
              return eval(expression);
            }
            const rows = [];
            for (let i = 0; i <= 400; i++) { const t = i / 200; rows.push([t, at(10, 110, t), at([0, 300], [100, 100], t)]); }
            console.log(JSON.stringify(rows));
            """
            let rows = try #require(try Self.run(node, script) as? [[Any]])
            #expect(rows.count == 401)
            for row in rows {
                let t = try #require(row[0] as? Double), scalar = try #require(row[1] as? Double), vector = try #require(row[2] as? [Double])
                let p = reference.progress(at: t)
                assertClose((scalar - 10) / 100, p, .absolute(1e-6), "t \(t): \(scalar)")
                #expect(abs(vector[0] / 100 - p) < 1e-6 && abs((300 - vector[1]) / 200 - p) < 1e-6, "t \(t): \(vector)")
            }
        }
    }

    @Test("the --jsx script sets the keyframes export lottie bakes: same times, values, and handles from its speeds and influences",
          .enabled(if: node != nil, "node is not installed; the script was not run"))
    func script() throws {
        let node = try #require(Self.node)
        let assignments: [(key: String, text: String)] = [("spring.response", "0.5"), ("spring.dampingFraction", "0.3")]
        let jsx = try Self.export(assignments, jsx: true)
        let stubs = """
        class CompItem {}
        // A class, so numKeys stays a getter (Object.assign would copy its value once).
        class Property {
          constructor() { this.keys = [{ t: 0.5, v: 10 }, { t: 1.5, v: 110 }]; this.isSpatial = false; }
          get numKeys() { return this.keys.length; }
          keyTime(i) { return this.keys[i - 1].t; }
          keyValue(i) { return this.keys[i - 1].v; }
          removeKey(i) { this.keys.splice(i - 1, 1); }
          setValueAtTime(t, v) {
            const i = this.keys.findIndex(k => Math.abs(k.t - t) < 1e-9);
            if (i >= 0) this.keys[i].v = v; else { this.keys.push({ t, v }); this.keys.sort((a, b) => a.t - b.t); }
          }
          setInterpolationTypeAtKey(i, into, out) { this.keys[i - 1].interpolation = [into, out]; }
          setTemporalEaseAtKey(i, into, out) { this.keys[i - 1].into = into; this.keys[i - 1].out = out; }
        }
        const prop = new Property();
        const app = { project: { activeItem: Object.assign(new CompItem(), { selectedProperties: [prop] }) },
                      beginUndoGroup() {}, endUndoGroup() {} };
        function KeyframeEase(speed, influence) { this.speed = speed; this.influence = influence; }
        const KeyframeInterpolationType = { LINEAR: 6612, BEZIER: 6613, HOLD: 6614 };
        function alert(message) { throw new Error(message); }
        eval(\(JSONValue.quoted(jsx)));
        console.log(JSON.stringify(prop.keys));
        """
        let keys = try #require(try Self.run(node, stubs) as? [[String: Any]])
        let lottie = try LottieExportTests.viewKeys(try LottieExportTests.document(SpringScene(), assignments))
        try #require(keys.count == lottie.keys.count, "jsx \(keys.count) keys, lottie \(lottie.keys.count)")
        for (index, (key, baked)) in zip(keys, lottie.keys).enumerated() {
            let t = try #require(key["t"] as? Double), v = try #require(key["v"] as? Double)
            #expect(abs((t - 0.5) * 60 - baked.frame) < 1e-3 && abs(v - 10 - baked.value) < 1e-5, "key \(index)")
            let interpolation = try #require(key["interpolation"] as? [Int])
            #expect(interpolation == [6613, index == keys.count - 1 ? 6614 : 6613])
            guard index + 1 < keys.count else { continue }
            let next = keys[index + 1]
            let h = try #require(next["t"] as? Double) - t, change = try #require(next["v"] as? Double) - v
            let out = try #require((key["out"] as? [[String: Double]])?.first), into = try #require((next["into"] as? [[String: Double]])?.first)
            let a = out["influence"]! / 100, b = into["influence"]! / 100
            let o = try #require(baked.out), i = try #require(baked.into)
            #expect(abs(a - o.x) < 1e-5 && abs(out["speed"]! * a * h / change - o.y) < 1e-3, "key \(index) out")
            #expect(abs(1 - b - i.x) < 1e-5 && abs(1 - into["speed"]! * b * h / change - i.y) < 1e-3, "key \(index) in")
            #expect((0.1...100).contains(out["influence"]!) && (0.1...100).contains(into["influence"]!))
        }
    }

    @Test("the inertial-bounce comment gives decay σ, freq ω_d/2π and amp 1/ω_d")
    func inertialBounce() throws {
        let text = try Self.export([("spring.mass", "1"), ("spring.stiffness", "100"), ("spring.dampingCoefficient", "4")])
        // σ = 2, ω_d = √96.
        let wd = 96.0.squareRoot()
        #expect(text.contains("decay 2, freq \(ExportNumber.derived(wd / (2 * .pi))), amp \(ExportNumber.derived(1 / wd))"), "\(text)")
    }
}
