import Foundation
@testable import AnimTuneCore

/// Two presets of every scene exported side by side, as an app that ships several of them
/// holds them: ten files in one Dart library, one page of stylesheets, one token set, one
/// JavaScript program. Each consumer lists what every file declares in the space they share
/// (Dart's top-level names from tree-sitter's parse, the stylesheets' classes, custom
/// properties, `@keyframes` and `@property` from Chromium's CSSOM, the token files' groups, the
/// globals the modules define in node); a name two files declare is a collision, charged to the
/// scenes of both. Swift and Kotlin are checked the same way inside ``ToolCells`` (one swiftc,
/// one kotlinc over all ten files); Lottie, After Effects, Figma, JSON and CSV files are
/// documents of their own that share no namespace.
enum SideBySideCells {
    typealias Outcome = ToolCells.Outcome

    /// One exported file: its label, its scene and its text.
    struct File {
        let label: String
        let scene: String
        let text: String
    }

    /// Every scene's two presets (``ToolCells/presets()``) in `format`.
    static func files(_ format: String, extension: String) -> [File] {
        ToolCells.presets().enumerated().map { index, item in
            File(label: "\(item.preset.name)-\(index).\(`extension`)", scene: item.preset.name,
                 text: ExportCatalog.exporter(for: format)!.export(item.preset, options: item.options))
        }
    }

    /// The names declared by more than one file, each with the files that declare it.
    static func collisions(_ declared: [String: Set<String>]) -> [(name: String, files: [String])] {
        var owners: [String: [String]] = [:]
        for (file, names) in declared { for name in names { owners[name, default: []].append(file) } }
        return owners.filter { $0.value.count > 1 }.map { ($0.key, $0.value.sorted()) }.sorted { $0.name < $1.name }
    }

    /// The verdict per scene: a scene passes when none of its files declares a name another file declares.
    static func outcome(_ tool: String, files: [File], declared: [String: Set<String>], shared: String) -> Outcome {
        let found = collisions(declared)
        let scenes = Dictionary(files.map { ($0.label, $0.scene) }) { a, _ in a }
        let failing = Set(found.flatMap { $0.files.compactMap { scenes[$0] } })
        let passed = Dictionary(uniqueKeysWithValues: SceneCatalog.names.map { ($0, !failing.contains($0)) })
        let note = found.isEmpty
            ? "\(files.count) files side by side (two presets of every scene): no \(shared) declared twice"
            : "declared twice side by side: " + found.prefix(4).map { "\($0.name) in \($0.files.joined(separator: " and "))" }.joined(separator: "; ")
        return (tool, passed, note)
    }

    /// Dart's top-level names in one library, from tree-sitter-dart's parse.
    static func flutter() throws -> Outcome? {
        guard FlutterCells.available, let python = FlutterCells.python else { return nil }
        let files = files("flutter", extension: "dart")
        let run = try ToolRun(python, files: Dictionary(uniqueKeysWithValues: files.map { ($0.label, $0.text) }).merging(["names.py": dartNames]) { a, _ in a },
                              arguments: ["names.py"] + files.map(\.label))
        guard run.status == 0 else { throw ConformanceError("tree-sitter-dart: \(run.output.suffix(500))") }
        return outcome("tree-sitter-dart parse, top-level names", files: files, declared: lines(run.output), shared: "top-level name")
    }

    /// The stylesheets' names in one Chromium page, from its CSSOM.
    static func css() throws -> Outcome? {
        guard let chromium = ReducedExportTests.chromium else { return nil }
        let files = files("css", extension: "css")
        let styles = files.map { "<style data-file=\"\($0.label)\">\n\($0.text)\n</style>" }.joined(separator: "\n")
        let page = "<!doctype html><html><head>\(styles)</head><body><pre id=\"out\"></pre><script>\(cssNames)</script></body></html>"
        let result = try chromium.check(page, fileName: "page.html", arguments: ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"])
        guard let output = result.output.components(separatedBy: "<pre id=\"out\">").dropFirst().first?.components(separatedBy: "</pre>").first else {
            throw ConformanceError("Chromium printed no names: \(result.output.suffix(500))")
        }
        let declared = lines(output.replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&amp;", with: "&"))
        guard declared.count == files.count else { throw ConformanceError("Chromium read \(declared.count) of \(files.count) stylesheets") }
        return outcome("Chromium CSSOM, one page", files: files, declared: declared, shared: "class, custom property, @keyframes or @property")
    }

    /// The token files' top-level groups, as a tool that merges token files sees them.
    static func tokens() throws -> Outcome {
        let files = files("tokens", extension: "tokens.json")
        var declared: [String: Set<String>] = [:]
        for file in files {
            guard case .object(let members) = try JSONReader().parse(file.text) else { throw ConformanceError("\(file.label): not a JSON object") }
            declared[file.label] = Set(members.map(\.0).filter { !$0.hasPrefix("$") })
        }
        return outcome("JSON, merged token groups", files: files, declared: declared, shared: "token group")
    }

    /// The waapi, css-js and motion modules of every preset imported into one node program: the
    /// globals each one defines (an ES module's own names stay in its scope).
    static func modules() throws -> [String: Outcome]? {
        guard let node = AfterEffectsExportTests.node else { return nil }
        let formats = ["waapi", "css-js", "motion"]
        let all = formats.flatMap { format in files(format, extension: "mjs").map { File(label: format + "-" + $0.label, scene: $0.scene, text: $0.text) } }
        let script = """
        const names = (label, before) => Object.getOwnPropertyNames(globalThis).filter((n) => !before.includes(n)).map((n) => label + "\\t" + n);
        const lines = [];
        for (const file of [\(all.map { JSONValue.quoted($0.label) }.joined(separator: ", "))]) {
          const before = Object.getOwnPropertyNames(globalThis);
          await import("./" + file);
          lines.push(file + "\\t", ...names(file, before));
        }
        console.log(lines.join("\\n"));
        """
        var sources = Dictionary(uniqueKeysWithValues: all.map { ($0.label, $0.text) })
        sources["run.mjs"] = script
        let run = try ToolRun(node, files: sources, arguments: ["run.mjs"])
        guard run.status == 0 else { throw ConformanceError("node: \(run.output.suffix(500))") }
        let globals = lines(run.output)
        return Dictionary(uniqueKeysWithValues: formats.map { format in
            let mine = all.filter { $0.label.hasPrefix(format + "-") }
            let defined = mine.flatMap { file in (globals[file.label] ?? []).sorted().map { (file, $0) } }
            let imported = mine.filter { globals[$0.label] != nil }.count
            let failing = Set(defined.map(\.0.scene) + (imported < mine.count ? SceneCatalog.names : []))
            let note = imported < mine.count ? "node imported \(imported) of \(mine.count) modules"
                : defined.isEmpty ? "\(mine.count) modules in one program (two presets of every scene): no global defined"
                : "a module defines a global: " + defined.prefix(4).map { "\($0.0.label): \($0.1)" }.joined(separator: "; ")
            return (format, ("node, one program", Dictionary(uniqueKeysWithValues: SceneCatalog.names.map { ($0, !failing.contains($0)) }), note))
        })
    }

    /// "file\tname" lines → file → names (a file with no names has a "file\t" line).
    private static func lines(_ output: String) -> [String: Set<String>] {
        var declared: [String: Set<String>] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            declared[String(parts[0]), default: []].formUnion(parts[1].isEmpty ? [] : [String(parts[1])])
        }
        return declared
    }

    /// Prints "file\tname" for every top-level declaration of each Dart file named on the command line.
    static let dartNames = #"""
    import sys, tree_sitter, tree_sitter_dart
    parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_dart.language()))
    named = {"class_definition", "enum_declaration", "mixin_declaration", "extension_declaration", "function_signature", "type_alias"}
    lists = {"static_final_declaration_list", "initialized_identifier_list"}
    skipped = {"comment", "documentation_comment", "import_or_export", "function_body", "const_builtin", "final_builtin",
               "type_identifier", "void_type", ";", "library_name", "part_directive", "part_of_directive"}
    def text(source, node): return source[node.start_byte:node.end_byte].decode()
    for path in sys.argv[1:]:
        source = open(path, "rb").read()
        root = parser.parse(source).root_node
        if root.has_error: sys.exit(path + ": the Dart does not parse")
        print(path + "\t")
        for node in root.children:
            if node.type in named:
                ident = next((c for c in node.children if c.type in ("identifier", "type_identifier")), None)
                if ident is None: sys.exit(path + ": a " + node.type + " without a name")
                print(path + "\t" + text(source, ident))
            elif node.type in lists:
                for declaration in node.children:
                    ident = next((c for c in declaration.children if c.type == "identifier"), None)
                    if ident is not None: print(path + "\t" + text(source, ident))
            elif node.type not in skipped:
                sys.exit(path + ": a top-level " + node.type + " the check does not know")
    """#

    /// Writes "file\tname" lines into #out for every stylesheet's classes, custom properties,
    /// @keyframes and @property names, through nested @media, @supports and @layer rules.
    static let cssNames = #"""
    const out = [];
    const walk = (file, rules) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][-_a-zA-Z0-9]*)/g)) out.push(file + "\tclass ." + match[1]);
          for (const property of rule.style) if (property.startsWith("--")) out.push(file + "\tcustom property " + property);
          if (rule.cssRules) walk(file, rule.cssRules);
        } else if (rule instanceof CSSKeyframesRule) out.push(file + "\t@keyframes " + rule.name);
        else if (typeof CSSPropertyRule !== "undefined" && rule instanceof CSSPropertyRule) out.push(file + "\t@property " + rule.name);
        else if (rule.cssRules) walk(file, rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) {
      const file = sheet.ownerNode.dataset.file;
      out.push(file + "\t");
      walk(file, sheet.cssRules);
    }
    document.getElementById("out").textContent = [...new Set(out)].join("\n");
    """#
}
