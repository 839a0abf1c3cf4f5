import Foundation
import Testing
@testable import AnimTuneCore

/// `export lottie`, re-evaluated by the tests' own cubic-Bézier solver against the textbook
/// closed form, and validated against lottie-spec's JSON Schema.
@Suite("Lottie export")
struct LottieExportTests {
    static let python = ExternalTool("python3")
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LottieSchema/lottie.schema.json")

    static func document(_ scene: any Scene, _ assignments: [(key: String, text: String)] = [],
                         options: ExportOptions = ExportOptions()) throws -> [String: Any] {
        let text = LottieExporter().export(Preset(name: scene.name, state: try scene.defaultState.setting(assignments)), options: options)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The null layer named `name` (`view.transition.transform`).
    static func layer(_ document: [String: Any], _ name: String) throws -> [String: Any] {
        let layers = try #require(document["layers"] as? [[String: Any]])
        return try #require(layers.first { $0["nm"] as? String == name }, "no layer \(name) in \(layers.compactMap { $0["nm"] as? String })")
    }

    /// The keyframes of a null layer's Slider Control.
    static func slider(_ layer: [String: Any]) throws -> LottieKeyframes {
        let effect = try #require((layer["ef"] as? [[String: Any]])?.first)
        #expect(effect["mn"] as? String == "ADBE Slider Control")
        let value = try #require((effect["ef"] as? [[String: Any]])?.first?["v"] as? [String: Any])
        return try LottieKeyframes(value)
    }

    /// The spring scene's view: its spring runs on the slider of `view.transition.transform`.
    static func viewKeys(_ document: [String: Any]) throws -> LottieKeyframes {
        try slider(try layer(document, "view.transition.transform"))
    }

    /// The largest |bake − spring| over 0…3 s on a 0.25 ms grid, as a fraction of the travel (100).
    static func maxError(_ keys: LottieKeyframes, _ spring: ClosedFormSpring, fps: Double) -> Double {
        var worst = 0.0
        for index in 0...12_000 {
            let t = Double(index) / 4000
            worst = max(worst, abs(keys.value(atFrame: t * fps) / 100 - spring.progress(at: t)))
        }
        return worst
    }

    @Test("response 0.5 s springs at ζ 0.3, 0.5, 0.7, 1.0 stay within 0.001 of the travel with at most 10, 7, 5 and 4 keyframes",
          arguments: [(0.3, 10), (0.5, 7), (0.7, 5), (1.0, 4)])
    func acceptance(_ zeta: Double, _ most: Int) throws {
        let document = try Self.document(SpringScene(), [("spring.response", "0.5"), ("spring.dampingFraction", "\(zeta)")])
        let keys = try Self.viewKeys(document)
        let error = Self.maxError(keys, .response(0.5, dampingRatio: zeta), fps: 60)
        #expect(error <= 0.001, "ζ \(zeta): \(error)")
        #expect(keys.keys.count <= most, "ζ \(zeta): \(keys.keys.count) keyframes")
        for key in keys.keys.dropLast() {
            let o = try #require(key.out), i = try #require(key.into)
            #expect((0...1).contains(o.x) && (0...1).contains(i.x))
            #expect(abs(o.y) <= 100 && abs(i.y) <= 100)
        }
        #expect(keys.keys.last?.hold == true && keys.keys.last?.value == 100)
        #expect(keys.keys.first?.frame == 0 && keys.keys.first?.value == 0)
    }

    @Test("SwiftUI's default ζ 0.825 and over-damped ζ 1.5 stay within 0.001; whole 30 fps frames too",
          arguments: [(0.825, 60.0, false), (1.5, 60, false), (0.3, 60, true), (0.3, 30, true)])
    func otherSprings(_ zeta: Double, _ fps: Double, _ whole: Bool) throws {
        var options = ExportOptions()
        options.fps = fps
        options.wholeFrames = whole
        let document = try Self.document(SpringScene(), [("spring.response", "0.5"), ("spring.dampingFraction", "\(zeta)")], options: options)
        #expect(document["fr"] as? Double == fps)
        let keys = try Self.viewKeys(document)
        #expect(Self.maxError(keys, .response(0.5, dampingRatio: zeta), fps: fps) <= 0.001)
        if whole { #expect(keys.keys.allSatisfy { $0.frame == $0.frame.rounded() }, "\(keys.keys.map(\.frame))") }
        if zeta == 0.825 { #expect(keys.keys.count <= 4) }
    }

    @Test("a tighter --tolerance is kept with more keyframes")
    func tolerance() throws {
        let document = try Self.document(SpringScene(), [("spring.response", "0.5"), ("spring.dampingFraction", "0.3")],
                                         options: ExportOptions(tolerance: 0.0001))
        let keys = try Self.viewKeys(document)
        #expect(Self.maxError(keys, .response(0.5, dampingRatio: 0.3), fps: 60) <= 0.0001)
        #expect(keys.keys.count > 10)
    }

    @Test("the timing curve is one Bézier segment with its control points over its duration")
    func curve() throws {
        let document = try Self.document(SpringScene(), [("curve", "cubic-bezier(0.2, 0, 0, 1)"), ("curve.duration", "0.4")])
        let keys = try Self.slider(try Self.layer(document, "view-eased.transition.transform"))
        #expect(keys.keys.count == 2 && keys.keys[1].frame == 24)
        #expect(keys.keys[0].out! == (0.2, 0) && keys.keys[0].into! == (0, 1))
    }

    @Test("one still null with a Slider Control per animated value, short names (card.present.translate), the prose in meta; a reduced-motion composition and marker")
    func layersAndMarker() throws {
        for scene in SceneCatalog.all {
            let document = try Self.document(scene)
            let layers = try #require(document["layers"] as? [[String: Any]])
            let names = layers.compactMap { $0["nm"] as? String }
            #expect(Set(names).count == names.count, "\(scene.name): \(names)")
            for layer in layers {
                let name = try #require(layer["nm"] as? String)
                #expect(name.wholeMatch(of: /[a-z0-9-]+(\.[a-z0-9-]+){1,3}/) != nil && name.count <= 40, "\(scene.name): \(name)")
                #expect((layer["ef"] as? [[String: Any]])?.first?["mn"] as? String == "ADBE Slider Control", "\(scene.name) \(name)")
                // Nothing parented to the null moves: its transform holds still.
                let transform = try #require(layer["ks"] as? [String: Any])
                for (key, value) in transform { #expect((value as? [String: Any])?["a"] as? Int == 0, "\(scene.name) \(name) \(key)") }
            }
            let prose = try #require((document["meta"] as? [String: Any])?["d"] as? String)
            for element in scene.export.transitions where !element.properties.isEmpty {
                #expect(prose.contains("of \(element.element),"), "\(scene.name) \(element.element) has no prose in meta")
            }
            let assets = document["assets"] as? [[String: Any]] ?? []
            let reduced = assets.first { $0["id"] as? String == "reduced-motion" }
            #expect((reduced?["layers"] as? [[String: Any]])?.isEmpty == false, "\(scene.name): no reduced-motion composition")
            let markers = document["markers"] as? [[String: Any]] ?? []
            #expect(markers.contains { ($0["cm"] as? String)?.hasPrefix("reduced motion: ") == true }, "\(scene.name)")
        }
        let card = try Self.document(CardScene())
        #expect(try Self.layer(card, "card.present.translate")["ty"] as? Int == 3)
    }

    @Test("every scene's export validates against lottie-spec's JSON Schema; a handle x of 1.5 does not",
          .enabled(if: python != nil, "python3 is not installed; the Lottie schema was not checked"))
    func schema() throws {
        let python = try #require(Self.python)
        let script = """
        import json, sys
        from jsonschema import Draft202012Validator
        schema = json.load(open(sys.argv[1]))
        validator = Draft202012Validator(schema)
        documents = {name: json.loads(text) for name, text in json.load(sys.stdin).items()}
        broken = json.loads(json.dumps(documents["spring"]))
        broken["layers"][0]["ks"]["p"] = {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [1.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 10, "s": [1, 1], "h": 1}]}
        documents["broken"] = broken
        for name, document in documents.items():
            errors = list(validator.iter_errors(document))
            print(name, "valid" if not errors else "invalid: " + errors[0].message[:200])
        """
        var documents: [String: String] = [:]
        for scene in SceneCatalog.all {
            documents[scene.name] = LottieExporter().export(Preset(name: scene.name, state: scene.defaultState))
        }
        let input = String(decoding: try JSONSerialization.data(withJSONObject: documents), as: UTF8.self)
        let output = try python.run(script: script.replacingOccurrences(of: "sys.argv[1]", with: "\"\(Self.schema.path)\""), input: input)
        for scene in SceneCatalog.names { #expect(output.contains("\(scene) valid"), "\(output)") }
        #expect(output.contains("broken invalid"), "\(output)")
    }
}
