import Foundation
@testable import AnimTuneCore

/// The cells whose consumer parses, compiles or validates the export rather than playing it:
/// one swiftc, one kotlinc, one tsc, one node and one python run for the whole matrix, each
/// over every scene (and a second preset of each, named, for the compiled formats: two presets
/// of a scene must build side by side). The verdict applies to the scene's every action and
/// both variants, whose reduced branches are in the same file.
enum ToolCells {
    /// Every scene's default preset and a second one exported under another name.
    static func presets() -> [(preset: Preset, options: ExportOptions)] {
        SceneCatalog.all.flatMap { scene -> [(Preset, ExportOptions)] in
            var named = ExportOptions()
            named.name = "Soft" + SwiftUIReducedMotion.capitalized(ExportIdentifier.camel(scene.name))
            return [(Preset(name: scene.name, state: scene.defaultState), ExportOptions()), (Preset(name: scene.name, state: scene.defaultState), named)]
        }
    }

    /// scene → (passed, diagnostics) from one run of a tool over every scene's files.
    typealias Outcome = (tool: String, passed: [String: Bool], note: String)

    static func swift() throws -> Outcome? {
        guard let swiftc = ExportSyntaxTests.swiftc, let modules = AppleStubs.modules else { return nil }
        var files: [String: String] = [:]
        for (index, item) in presets().enumerated() {
            for format in ["swiftui", "uikit"] {
                files["\(item.preset.name)-\(format)-\(index).swift"] = ExportCatalog.exporter(for: format)!.export(item.preset, options: item.options)
            }
        }
        let run = try ToolRun(swiftc, files: files, arguments: ["-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules] + files.keys.sorted())
        return ("swiftc -typecheck -swift-version 6 against AppleStubs", perScene(run.status == 0, run.output), "type-checked only: no Apple runtime here"
                + (run.status == 0 ? "" : ": " + String(run.output.prefix(300))))
    }

    static func kotlin() throws -> Outcome? {
        guard let kotlin = KotlinCompiler.found else { return nil }
        var files: [(name: String, text: String)] = []
        for (index, item) in presets().enumerated() {
            for format in ["compose", "android"] {
                files.append(("\(item.preset.name)\(format.capitalized)\(index).kt", ExportCatalog.exporter(for: format)!.export(item.preset, options: item.options)))
            }
        }
        let run = try kotlin.compile(files)
        return ("kotlinc -Werror against AndroidStubs", perScene(run.status == 0, run.output), "compiled only: no Android runtime here"
                + (run.status == 0 ? "" : ": " + String(run.output.prefix(300))))
    }

    static func figma() throws -> Outcome? {
        guard FigmaTypeCheckTests.tsc != nil else { return nil }
        let problems = try FigmaTypeCheckTests.check(try FigmaTypeCheckTests.variants())
        return ("tsc --strict against Figma's Transition typings", perScene(problems == nil, problems ?? ""),
                "types only: not run in Figma" + (problems.map { ": " + String($0.prefix(300)) } ?? ""))
    }

    static func motion() throws -> Outcome? {
        guard let node = AfterEffectsExportTests.node else { return nil }
        var files: [String: String] = [:]
        for scene in SceneCatalog.all { files["\(scene.name).mjs"] = MotionExporter().export(Preset(name: scene.name, state: scene.defaultState)) }
        let script = files.keys.sorted().map { "await import(\"./\($0)\");" }.joined(separator: "\n") + "\nconsole.log(\"ok\");\n"
        files["run.mjs"] = script
        let run = try ToolRun(node, files: files, arguments: ["run.mjs"])
        return ("node (module imported)", perScene(run.status == 0, run.output),
                "imported only: motion's source is neither in the repository nor in a registry here; ANIMTUNE_MOTION_SOURCE, a checkout"
                    + " of it, plays these cells (MotionCells); Runtimes/ compares animtune's port of motion with numbers made from its source"
                    + (run.status == 0 ? "" : ": " + String(run.output.prefix(300))))
    }

    static func tokens() -> Outcome {
        var passed: [String: Bool] = [:], problems: [String] = []
        for scene in SceneCatalog.all {
            let text = TokensExporter().export(Preset(name: scene.name, state: scene.defaultState))
            guard let root = try? JSONReader().parse(text) else { passed[scene.name] = false; problems.append("\(scene.name): not JSON"); continue }
            let checker = DTCGChecker(root)
            passed[scene.name] = checker.problems.isEmpty
            problems += checker.problems.prefix(2).map { "\(scene.name): \($0)" }
        }
        return ("DTCG 2025.10 rules (DTCGChecker)", passed, "the format module's rules as DTCGChecker encodes them, not an official schema"
                + (problems.isEmpty ? "" : ": " + problems.joined(separator: "; ")))
    }

    static func json() throws -> Outcome? {
        guard PresetSchemaAgreementTests.validatorAvailable, let python = PresetSchemaAgreementTests.python else { return nil }
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../Presets/schema/animtune-preset.schema.json").standardized
        var passed: [String: Bool] = [:], problems: [String] = []
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(sys.stdin)))
        print(len(errors), errors[0].message if errors else "")
        """
        for scene in SceneCatalog.all {
            let text = JSONExporter().export(Preset(name: scene.name, state: scene.defaultState))
            let run = try ToolRun(python, files: ["check.py": script, "preset.json": text], arguments: ["-c", script.replacingOccurrences(of: "json.load(sys.stdin)", with: "json.load(open(sys.argv[2]))"), schema.path, "preset.json"])
            passed[scene.name] = run.status == 0 && run.output.hasPrefix("0 ")
            if passed[scene.name] != true { problems.append("\(scene.name): \(run.output.prefix(200))") }
        }
        return ("python jsonschema (draft 2020-12) against Presets/schema", passed, "validated only"
                + (problems.isEmpty ? "" : ": " + problems.joined(separator: "; ")))
    }

    private static func perScene(_ passed: Bool, _ output: String) -> [String: Bool] {
        // One run over every scene: a failure is charged to each scene its messages name, else to all.
        let named = SceneCatalog.names.filter { output.contains("\($0)-") || output.contains("animtune.\($0)") || output.contains("\($0).") }
        return Dictionary(uniqueKeysWithValues: SceneCatalog.names.map { ($0, passed || !(named.isEmpty || named.contains($0))) })
    }
}
