import Foundation
import Testing
@testable import AnimTuneCore

/// `load` and a JSON Schema validator (Python's `jsonschema`, draft 2020-12) given the shipped
/// schema accept and refuse the same preset files: the shipped presets and mutations of them
/// at every kind of value the schema constrains.
@Suite("Preset schema and load agree")
struct PresetSchemaAgreementTests {
    static let python = ExternalTool("python3")
    /// Whether python3 can import jsonschema; the suite is skipped, saying so, when not.
    static let validatorAvailable: Bool = {
        guard let python else { return false }
        return (try? python.check("import jsonschema\n", fileName: "probe.py", arguments: []))?.status == 0
    }()

    /// A preset file of `scene` with `parameters` (JSON text) and the top-level members changed.
    static func preset(_ scene: String = "spring", parameters: String = "{}", top: [String: String] = [:]) -> String {
        var members: [(String, String)] = [("$schema", #""schema/animtune-preset.schema.json""#),
                                           ("format", #""animtune-preset""#), ("version", "1"),
                                           ("scene", "\"\(scene)\""), ("name", #""mutant""#), ("parameters", parameters)]
        for (key, value) in top.sorted(by: { $0.key < $1.key }) {
            if let index = members.firstIndex(where: { $0.0 == key }) {
                if value.isEmpty { members.remove(at: index) } else { members[index].1 = value }
            } else {
                members.append((key, value))
            }
        }
        return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    static func curve(_ text: String) -> String { preset(parameters: #"{"curve": {"value": \#(text)}}"#) }
    static func colour(_ text: String) -> String { preset("card", parameters: #"{"card": {"colour": \#(text)}}"#) }
    static func spring(_ members: String) -> String { preset(parameters: #"{"spring": {\#(members)}}"#) }

    /// (what it is, the file, whether it is a valid preset).
    static let corpus: [(String, String, Bool)] = SceneCatalog.all.map { scene in
        ("shipped \(scene.name)", Preset(name: scene.name, state: scene.defaultState).text, true)
    } + [
        ("no $schema, description or parameters", preset(top: ["$schema": "", "parameters": ""]), true),
        ("a prefix key written as its bare value", preset(parameters: #"{"curve": "easeIn"}"#), true),
        ("a cubic-bezier as save writes it", curve(#""cubic-bezier(0.2, 0, 0, 1)""#), true),
        ("a cubic-bezier without spaces", curve(#""cubic-bezier(0.2,0,0,1)""#), true),
        ("a cubic-bezier with leading points, spaces and y outside 0…1", curve(#""cubic-bezier( .5 , -0.25 , 1 , 1.5 )""#), true),
        ("x written as 1.0 and 0.000", curve(#""cubic-bezier(1.0, 0, 0.000, 1)""#), true),
        ("a long decimal x that reads as 1", curve(#""cubic-bezier(0.99999999999999999999, 0, 0, 1)""#), true),
        ("a CSS alias of a named curve", curve(#""ease-in""#), false),
        ("a named curve in another case", curve(#""EASEIN""#), false),
        ("a curve with a trailing line break", curve(#""easeIn\n""#), false),
        ("a curve with a leading space", curve(#"" easeIn""#), false),
        ("x1 above 1", curve(#""cubic-bezier(1.2, 0, 0, 1)""#), false),
        ("x2 below 0", curve(#""cubic-bezier(0.2, 0, -0.1, 1)""#), false),
        ("three numbers", curve(#""cubic-bezier(0.2, 0, 0)""#), false),
        ("five numbers", curve(#""cubic-bezier(0.2, 0, 0, 1, 1)""#), false),
        ("a number in exponent form", curve(#""cubic-bezier(1e-3, 0, 0, 1)""#), false),
        ("nan for y1", curve(#""cubic-bezier(0.5, nan, 0.5, 1)""#), false),
        ("text after the curve", curve(#""cubic-bezier(0.2, 0, 0, 1) x""#), false),
        ("a curve as a number", curve("1"), false),
        ("#RRGGBB in lower case", colour(##""#2f7fb8""##), true),
        ("#RGB", colour(##""#2F7""##), true),
        ("four hex digits", colour(##""#FFFF""##), false),
        ("no hash", colour(#""FFFFFF""#), false),
        ("a leading space", colour(##"" #FFFFFF""##), false),
        ("a sign among the digits", colour(##""#+12345""##), false),
        ("not hex", colour(##""#GGGGGG""##), false),
        ("a number out of range", preset(parameters: #"{"curve": {"duration": 20}}"#), false),
        ("a number with its unit", preset(parameters: #"{"curve": {"duration": "0.3s"}}"#), false),
        ("an unknown parameter", preset(parameters: #"{"curve": {"durtion": 0.3}}"#), false),
        ("a whole number that is not whole", preset("profile", parameters: #"{"blur": {"iterations": 2.5}}"#), false),
        ("a choice in another case", preset("tabbar", parameters: #"{"transition": {"from": "Camera"}}"#), false),
        ("a choice", preset("tabbar", parameters: #"{"transition": {"from": "right"}}"#), true),
        ("a swiftui spring with bounce", spring(#""form": "swiftui", "response": 0.5, "bounce": 0.3"#), true),
        ("a uikit spring without velocity", spring(#""form": "uikit", "duration": 0.5, "damping": 0.7"#), true),
        ("a swiftui spring with both damping fraction and bounce",
         spring(#""form": "swiftui", "response": 0.5, "bounce": 0.3, "dampingFraction": 0.7"#), false),
        ("a swiftui spring with neither", spring(#""form": "swiftui", "response": 0.5"#), false),
        ("a spring without a form", spring(#""duration": 0.5, "damping": 0.7"#), false),
        ("a uikit spring too long", spring(#""form": "uikit", "duration": 20, "damping": 0.7"#), false),
        ("a physical spring with a misspelt key", spring(#""form": "physical", "mass": 1, "stiffnes": 100, "dampingCoefficient": 10"#), false),
        ("a spring velocity out of range", spring(#""form": "physical", "mass": 1, "stiffness": 100, "dampingCoefficient": 10, "velocity": 1000"#), false),
        ("an unknown top-level key", preset(top: ["nmae": #""x""#]), false),
        ("another format", preset(top: ["format": #""animtune""#]), false),
        ("a newer version", preset(top: ["version": "2"]), false),
        ("a version that is not whole", preset(top: ["version": "1.5"]), false),
        ("an empty name", preset(top: ["name": #""""#]), false),
        ("an unknown scene", preset(top: ["scene": #""nope""#]), false),
        ("a description that is a number", preset(top: ["description": "3"]), false),
    ]

    @Test("the corpus has at least 30 mutated presets, valid and invalid")
    func corpusSize() {
        #expect(Self.corpus.count - SceneCatalog.all.count >= 30)
        #expect(Self.corpus.contains { $0.2 } && Self.corpus.contains { !$0.2 })
    }

    @Test("load accepts exactly the presets meant to be valid")
    func load() {
        for (what, text, valid) in Self.corpus {
            let loaded: Bool
            do { _ = try PresetDecoder.decode(text); loaded = true } catch { loaded = false }
            #expect(loaded == valid, "\(what): load \(loaded ? "accepts" : "refuses") \(text)")
        }
    }

    @Test("jsonschema with the shipped schema accepts exactly what load accepts",
          .enabled(if: validatorAvailable, "python3 with the jsonschema package is not installed; schema agreement not checked"))
    func validator() throws {
        let script = """
        import json, sys, jsonschema
        schema = json.loads(sys.stdin.readline())
        validator = jsonschema.Draft202012Validator(schema)
        for line in sys.stdin:
            print("valid" if validator.is_valid(json.loads(line)) else "invalid")
        """
        let input = ([PresetSchema.text] + Self.corpus.map(\.1)).map { Self.oneLine($0) }.joined(separator: "\n") + "\n"
        let result = try Self.python!.run(script: script, input: input)
        let answers = result.split(separator: "\n").map(String.init)
        try #require(answers.count == Self.corpus.count, "jsonschema said: \(result)")
        for ((what, text, valid), answer) in zip(Self.corpus, answers) {
            let loaded: Bool
            do { _ = try PresetDecoder.decode(text); loaded = true } catch { loaded = false }
            #expect((answer == "valid") == loaded, "\(what): jsonschema says \(answer), load \(loaded ? "accepts" : "refuses") \(text)")
            #expect((answer == "valid") == valid, "\(what): jsonschema says \(answer)")
        }
    }

    /// The JSON text on one line (its line breaks are all between tokens or escaped).
    static func oneLine(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
