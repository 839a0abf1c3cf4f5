import Foundation
import Testing
@testable import AnimTuneCore

/// The snippets in ImportCorpus.txt, in the shape their owners' documentation shows them, each
/// with the spring or curve it must give and the number of `assumed:` lines it must print.
@Suite("Import corpus")
struct ImportCorpusTests {
    struct Case: CustomStringConvertible, Sendable {
        let dialect: String
        let snippet: String
        /// mass, stiffness, damping, velocity; nil for a curve
        let spring: [Double]?
        let curve: String?
        let assumed: Int
        var description: String { "\(dialect): \(snippet.prefix(50))" }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ImportCorpus.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var cases: [Case] = []
        var header: String?
        var lines: [String] = []
        func flush() {
            guard let header else { return }
            let parts = header.dropFirst(3).split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let assumed = Int(parts[2].split(separator: " ")[1]) ?? -1
            let snippet = lines.joined(separator: "\n")
            if parts[1].hasPrefix("curve ") {
                cases.append(Case(dialect: parts[0], snippet: snippet, spring: nil, curve: String(parts[1].dropFirst(6)), assumed: assumed))
            } else {
                let numbers = parts[1].split(separator: " ").dropFirst().compactMap { Double($0) }
                cases.append(Case(dialect: parts[0], snippet: snippet, spring: numbers, curve: nil, assumed: assumed))
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#") && header == nil { continue }
            if line.hasPrefix("@@ ") {
                flush()
                header = line
                lines = []
            } else if !line.isEmpty || !lines.isEmpty {
                lines.append(line)
            }
        }
        flush()
        return cases
    }()

    @Test("the corpus has at least 60 snippets across every dialect")
    func corpusSize() {
        #expect(Self.cases.count >= 60)
        #expect(Set(Self.cases.map(\.dialect)).count >= 18)
    }

    @Test("each snippet is detected as its dialect and gives its spring or curve", arguments: cases)
    func snippet(_ corpusCase: Case) throws {
        let result = try DialectDetector.read(corpusCase.snippet)
        #expect(result.dialect == corpusCase.dialect)
        #expect(result.assumptions.count == corpusCase.assumed, "assumed: \(result.assumptions)")
        switch result.value {
        case .spring(let setting):
            let expected = try #require(corpusCase.spring, "got a spring, expected \(corpusCase.curve ?? "")")
            let spring = setting.spring
            for (name, got, want) in [("mass", spring.mass, expected[0]), ("stiffness", spring.stiffness, expected[1]),
                                      ("damping", spring.damping, expected[2]), ("velocity", spring.initialVelocity, expected[3])] {
                #expect(abs(got - want) <= 1e-9 * max(1, abs(want)), "\(name): got \(got), expected \(want)")
            }
        case .curve(let curve, _):
            #expect(curve.description == corpusCase.curve)
        case .file:
            Issue.record("a snippet read as a whole file")
        }
    }

    @Test("tension and friction alone name every dialect they could be, in one line")
    func ambiguous() {
        #expect(throws: ImportError.ambiguous(candidates: ["react-spring", "Origami (Rebound physical)", "Origami (Quartz Composer values)", "ProtoPie"],
                                             hint: "name it in the snippet (e.g. 'react-spring', 'Origami', 'Rebound', 'ProtoPie', 'motion', 'Reanimated')")) {
            try DialectDetector.read("tension: 280, friction: 20.5")
        }
    }

    @Test("text that is no spring lists what is accepted")
    func noMatch() throws {
        let error = try #require(throws: ImportError.self) { try DialectDetector.read("hello world") }
        #expect(error.description.hasPrefix("no spring or timing curve recognised; accepted: "))
        #expect(!error.description.contains("\n"))
    }

    @Test("a value that is not a number says which and what is accepted")
    func badValue() {
        #expect(throws: ImportError.invalid(dialect: "Jetpack Compose", reason: "stiffness 'Spring.StiffnessLoww' is not a number or one of "
            + AndroidDialect.composeConstants.keys.sorted().joined(separator: ", "))) {
            try DialectDetector.read("spring(stiffness = Spring.StiffnessLoww)")
        }
    }
}
