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
        /// The API defaults the import must name in its 'defaults …' assumed line.
        let defaults: [String]
        var description: String { "\(dialect): \(snippet.prefix(50))" }
    }

    /// A snippet that must be refused, and a word its one-line error must contain.
    struct Refusal: CustomStringConvertible, Sendable {
        let word: String
        let snippet: String
        var description: String { "refused: \(snippet.prefix(50))" }
    }

    static let cases: [Case] = corpus.cases
    static let refusals: [Refusal] = corpus.refusals

    static let corpus: (cases: [Case], refusals: [Refusal]) = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ImportCorpus.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var cases: [Case] = []
        var refusals: [Refusal] = []
        var header: String?
        var lines: [String] = []
        func flush() {
            guard let header else { return }
            let parts = header.dropFirst(3).split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let snippet = lines.joined(separator: "\n")
            if parts[0] == "refused" {
                refusals.append(Refusal(word: parts[1], snippet: snippet))
                return
            }
            let assumed = Int(parts[2].split(separator: " ")[1]) ?? -1
            let defaults = parts.count > 3 ? parts[3].split(separator: " ").dropFirst().map(String.init) : []
            if parts[1].hasPrefix("curve ") {
                cases.append(Case(dialect: parts[0], snippet: snippet, spring: nil, curve: String(parts[1].dropFirst(6)), assumed: assumed,
                                  defaults: defaults))
            } else {
                let numbers = parts[1].split(separator: " ").dropFirst().compactMap { Double($0) }
                cases.append(Case(dialect: parts[0], snippet: snippet, spring: numbers, curve: nil, assumed: assumed, defaults: defaults))
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
        return (cases, refusals)
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
        var assumptions = result.assumptions
        if corpusCase.defaults.isEmpty {
            #expect(!(assumptions.first ?? "").hasPrefix("defaults"), "assumed: \(assumptions)")
        } else {
            let line = assumptions.isEmpty ? "" : assumptions.removeFirst()
            let named = line.split(separator: ":", maxSplits: 1).last.map { $0.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) } } ?? []
            #expect(line.hasPrefix("defaults for what the snippet leaves out:") && named == corpusCase.defaults, "assumed: \(line)")
        }
        #expect(assumptions.count == corpusCase.assumed, "assumed: \(result.assumptions)")
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

    @Test("each refused snippet is refused in one line under 200 characters naming what is closest and help import", arguments: refusals)
    func refused(_ refusal: Refusal) throws {
        let error = try #require(throws: ImportError.self) { try DialectDetector.read(refusal.snippet) }
        let line = error.description
        #expect(!line.contains("\n") && line.count < 200 && line.hasSuffix("see 'help import'"), "\(line.count): \(line)")
        #expect(line.contains(refusal.word), "\(line)")
    }

    @Test("tension and friction alone name every dialect they could be and the word that decides, in one line")
    func ambiguous() throws {
        let error = try #require(throws: ImportError.self) { try DialectDetector.read("tension: 280, friction: 20.5") }
        #expect(error.description == "ambiguous: it could be react-spring or Origami (Rebound physical) or Origami (Quartz Composer values) "
            + "or ProtoPie; write 'useSpring', 'Rebound', 'Origami', 'ProtoPie' to decide; see 'help import'")
    }

    @Test("text that is no spring says so in one line and points at help import")
    func noMatch() throws {
        let error = try #require(throws: ImportError.self) { try DialectDetector.read("hello world") }
        #expect(error.description == "no spring or timing curve recognised, nor anything close; see 'help import'")
    }

    @Test("text that resembles a dialect names the closest form")
    func closest() throws {
        let error = try #require(throws: ImportError.self) { try DialectDetector.read("the Core Animation one") }
        #expect(error.description.hasPrefix("no spring or timing curve recognised; closest: Core Animation CASpringAnimation"))
    }

    @Test("a value that is not a number says which and the constant it resembles")
    func badValue() {
        #expect(throws: ImportError.invalid(dialect: "Jetpack Compose",
                                            reason: "stiffness 'Spring.StiffnessLoww' is not a number or a known constant, did you mean 'Spring.StiffnessLow'?")) {
            try DialectDetector.read("spring(stiffness = Spring.StiffnessLoww)")
        }
    }
}
