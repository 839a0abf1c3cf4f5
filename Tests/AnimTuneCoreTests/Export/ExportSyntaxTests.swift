import Foundation
import Testing
@testable import AnimTuneCore

/// Each export is text its platform reads: Swift type-checks with `swiftc -typecheck` in the
/// Swift 6 language mode against declarations of the Apple APIs it uses (`AppleStubs/`, with
/// Apple's signatures), JavaScript with `node --check`, JSON with the JSON reader and the DTCG
/// rules, CSS as custom-property declarations with well-formed `linear()` and `cubic-bezier()`,
/// Kotlin with balanced delimiters and the expected shape (``KotlinCompileTests`` compiles it
/// with Kotlin 2.4 against the Android and Compose declarations in `AndroidStubs/`).
@Suite("Export syntax")
struct ExportSyntaxTests {
    static let swiftc = ExternalTool("swiftc", candidates: ["/opt/swift/usr/bin/swiftc"])
    static let node = ExternalTool("node")

    static func cases(_ formats: Set<String>) -> [ExportCase] {
        ExportCase.all.filter { formats.contains($0.exporter.format) }
    }

    @Test("Swift exports type-check against Apple's signatures", arguments: cases(["swiftui", "uikit"]))
    func swift(_ exportCase: ExportCase) throws {
        let text = try exportCase.export()
        #expect(DelimiterCheck.problem(in: text) == nil)
        let platform = exportCase.exporter.format == "swiftui" ? SwiftUIExporter().platform.typeName : UIKitExporter().platform.typeName
        #expect(text.contains("enum \(ExportIdentifier.typeName(scene: exportCase.scene.name, platform: platform)) {"))
        #expect(Self.duplicates(in: text, declaredBy: ["static let ", "static var ", "static func "]) == [])
        guard let swiftc = Self.swiftc else { return }
        let modules = try #require(AppleStubs.modules, "the Apple API stubs do not compile")
        let result = try swiftc.check(text, fileName: "Export.swift", arguments: ["-typecheck", "-swift-version", "6", "-I", modules])
        #expect(result.status == 0, "swiftc -typecheck failed for \(exportCase):\n\(result.output)")
    }

    @Test("the SwiftUI and UIKit exports of one scene compile together in one module", arguments: SceneCatalog.names)
    func swiftTogether(_ scene: String) throws {
        guard let swiftc = Self.swiftc, let modules = AppleStubs.modules else { return }
        let preset = Preset(name: scene, state: try SceneCatalog.scene(named: scene).defaultState)
        let both = SwiftUIExporter().export(preset) + UIKitExporter().export(preset)
        let result = try swiftc.check(both, fileName: "Both.swift", arguments: ["-typecheck", "-swift-version", "6", "-I", modules])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("Motion exports are JavaScript modules node accepts", arguments: cases(["motion"]))
    func javaScript(_ exportCase: ExportCase) throws {
        let text = try exportCase.export()
        #expect(DelimiterCheck.problem(in: text) == nil)
        #expect(text.contains("export const \(ExportIdentifier.camel(ExportIdentifier.typeName(scene: exportCase.scene.name))) = {"))
        guard let node = Self.node else { return }
        let result = try node.check(text, fileName: "export.mjs", arguments: ["--check"])
        #expect(result.status == 0, "node --check failed for \(exportCase):\n\(result.output)")
    }

    @Test("JSON exports parse; tokens follow the DTCG 2025.10 rules", arguments: cases(["json", "tokens"]))
    func json(_ exportCase: ExportCase) throws {
        let value = try JSONReader().parse(try exportCase.export())
        guard exportCase.exporter.format == "tokens" else { return }
        let checker = DTCGChecker(value)
        #expect(checker.problems == [], "\(exportCase)")
        // One token per constant and curve, a transition per curve with a duration and per spring.
        let plan = ExportPlan(try exportCase.preset())
        let types = Dictionary(checker.tokens.map { ($0.path, $0.type) }, uniquingKeysWith: { a, _ in a })
        let group = ExportIdentifier.camel(exportCase.scene.name)
        for curve in plan.curves {
            #expect(types["\(group).\(curve.identifier)"] == "cubicBezier")
            if curve.durationKey != nil { #expect(types["\(group).\(curve.identifier)Transition"] == "transition") }
        }
        for spring in plan.springs {
            #expect(types["\(group).\(spring.identifier)"] == "transition")
            #expect(value[group]?[spring.identifier]?["$extensions"]?[TokensExporter.springExtension] != nil)
        }
    }

    @Test("the DTCG checker catches what the format forbids")
    func checkerCatches() throws {
        let bad = try JSONReader().parse("""
        {"g": {"a.b": {"$type": "duration", "$value": "300ms"},
               "c": {"$type": "cubicBezier", "$value": [1.2, 0, 0.5, 1]},
               "d": {"$type": "transition", "$value": {"duration": "{g.missing}", "timingFunction": [0, 0, 1, 1]}},
               "e": {"$type": "dimension", "$value": {"value": 2, "unit": "pt"}},
               "f": {"$type": "color", "$value": "#ffffff"},
               "h": {"$value": 1, "$extensions": {"animtune": {}}},
               "i": {"$value": "camera"}}}
        """)
        let problems = DTCGChecker(bad).problems.joined(separator: "\n")
        for expected in ["may not contain '.'", "expected {\"value\"", "x values must be in [0, 1]", "exactly duration, delay",
                         "does not name a token", "unit 'pt'", "colorSpace and components", "reverse domain",
                         "g.i: no $type on the token or a group above it"] {
            #expect(problems.contains(expected), "missing: \(expected)\n\(problems)")
        }
    }

    @Test("CSS exports are custom-property declarations with valid easings", arguments: cases(["css"]))
    func css(_ exportCase: ExportCase) throws {
        let text = try exportCase.export()
        #expect(DelimiterCheck.problem(in: text) == nil)
        let body = try #require(Self.block(text, after: ":root {"))
        let prefix = "--\(ExportIdentifier.kebab(exportCase.scene.name))-"
        var names: Set<String> = []
        for declaration in Self.declarations(body) {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            #expect(parts.count == 2 && parts[0].hasPrefix(prefix) && !parts[1].isEmpty, "bad declaration: \(declaration)")
            guard parts.count == 2 else { continue }
            #expect(names.insert(parts[0]).inserted, "\(parts[0]) declared twice")
            let value = parts[1]
            if value.hasPrefix("linear(") {
                let easing = try CSSLinearFunction(value)
                #expect(easing.points.first?.y == 0 && easing.points.last?.y == 1)
            } else if value.hasPrefix("cubic-bezier(") {
                let numbers = value.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",")
                    .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
                #expect(numbers.count == 4 && (0...1).contains(numbers[0]) && (0...1).contains(numbers[2]), "\(value)")
            } else if parts[0].hasSuffix("-duration") {
                #expect(value.hasSuffix("ms") && Double(value.dropLast(2)) != nil, "\(declaration)")
            }
        }
        // Every var(--x) the file uses is declared in it; each animated element has a rule, and
        // reduced motion makes them instant.
        var declared = names
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") { declared.insert(String(trimmed[..<colon])) }
        }
        var rest = text[...]
        while let start = rest.range(of: "var(") {
            let name = rest[start.upperBound...].prefix { $0 != ")" && $0 != "," }
            #expect(declared.contains(String(name)), "\(name) is used but never declared")
            rest = rest[start.upperBound...]
        }
        let transitions = exportCase.scene.export.transitions
        for transition in transitions {
            let naming = ExportNaming(preset: try exportCase.preset(), options: exportCase.options)
            #expect(text.contains("\n\(naming.cssClass(transition.element)) {\n"))
        }
        #expect(text.contains("@media (prefers-reduced-motion: reduce) {") == !transitions.isEmpty)
        // Each spring: an easing and its duration.
        for spring in ExportPlan(try exportCase.preset()).springs {
            let name = prefix + ExportIdentifier.kebab(spring.key)
            #expect(names.contains(name) && names.contains(name + "-duration"))
            #expect(names.contains(name + "-bezier") == exportCase.options.bezier)
        }
    }

    @Test("Kotlin exports are balanced, import what they use and declare one object", arguments: cases(["compose", "android"]))
    func kotlin(_ exportCase: ExportCase) throws {
        let text = try exportCase.export()
        #expect(DelimiterCheck.problem(in: text) == nil)
        let platform = exportCase.exporter.format == "compose" ? ComposeExporter().platform.typeName : AndroidExporter().platform.typeName
        #expect(text.contains("object \(ExportIdentifier.typeName(scene: exportCase.scene.name, platform: platform)) {"))
        let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
        #expect(!imports.isEmpty)
        let code = text.split(separator: "\n").filter { !$0.hasPrefix("import ") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("*") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("/**") }
            .joined(separator: "\n")
        for name in imports {
            let simple = String(name.split(separator: ".").last!)
            #expect(code.contains(simple), "unused import \(name)")
        }
        for used in ["SpringForce", "SpringAnimation", "PathInterpolator", "CubicBezierEasing", "tween(", "spring(", "Color("] {
            let simple = used.hasSuffix("(") ? String(used.dropLast()) : used
            if code.contains(used) { #expect(imports.contains { $0.hasSuffix("." + simple) }, "\(used) is not imported") }
        }
        #expect(!code.contains(";\n"), "Kotlin needs no semicolons")
        // Members of the object (one level in); locals of different functions may share names.
        let members = code.split(separator: "\n").filter { $0.hasPrefix("    ") && !$0.hasPrefix("     ") }.joined(separator: "\n")
        #expect(Self.duplicates(in: members, declaredBy: ["val ", "fun ", "fun <T> "]) == [])
    }

    /// Names declared more than once (`static let x`, `fun x(`): the compilers would refuse them.
    static func duplicates(in text: String, declaredBy keywords: [String]) -> [String] {
        var seen: Set<String> = [], repeated: [String] = []
        for line in text.split(separator: "\n") {
            for keyword in keywords {
                guard let range = line.range(of: keyword) else { continue }
                let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
                guard !name.isEmpty else { continue }
                if !seen.insert(String(name)).inserted { repeated.append(String(name)) }
            }
        }
        return repeated
    }

    /// The text between `marker` and its matching closing brace.
    static func block(_ text: String, after marker: String) -> String? {
        guard let start = text.range(of: marker) else { return nil }
        var depth = 1, index = start.upperBound
        while index < text.endIndex {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" { depth -= 1; if depth == 0 { return String(text[start.upperBound..<index]) } }
            index = text.index(after: index)
        }
        return nil
    }

    /// Declarations of a CSS block, comments removed, split on top-level semicolons.
    static func declarations(_ body: String) -> [String] {
        var text = body
        while let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        var result: [String] = [], current = "", depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == ";" && depth == 0 {
                result.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { result.append("unterminated: " + current) }
        return result.filter { !$0.isEmpty }
    }
}
