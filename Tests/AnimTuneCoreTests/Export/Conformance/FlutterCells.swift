import Foundation
@testable import AnimTuneCore

/// The flutter cells of the matrix. No Dart SDK installs here, so: every scene's Dart is parsed
/// with tree-sitter's Dart grammar (PyPI `tree-sitter-dart` 0.1.0 on `tree-sitter`), and the
/// numbers it declares are run through Flutter's own formulas ported in ``FlutterPhysics``:
/// each spring an action moves read from its `SpringDescription(mass:, stiffness:, damping:)`
/// and `…Velocity` constants (a spring function such as `presentSpring(cardTop)` evaluated by
/// node through ``DartSubset`` at the scene's position), each timing curve from its
/// `Cubic(a, b, c, d)` and its `Duration`, then compared with ``ConformanceReference`` at
/// every millisecond.
enum FlutterCells {
    static let tool = "tree-sitter-dart parse; Flutter's SpringSimulation and Cubic (ported) on the Dart's numbers"
    /// A spring is exact in Flutter: the constants are printed to 17 digits.
    static let springTolerance = 1e-6

    static let python = PresetSchemaAgreementTests.python
    static let available: Bool = {
        guard let python, AfterEffectsExportTests.node != nil else { return false }
        return (try? python.check("import tree_sitter, tree_sitter_dart\n", fileName: "probe.py", arguments: []))?.status == 0
    }()
    static let missing = "tree-sitter-dart (PyPI) or node is not installed (scripts/deps.sh installs it)"

    /// A timing an action's element runs on, as the Dart declares it.
    enum Declared {
        case spring(FlutterPhysics.SpringDescription, velocity: Double)
        case cubic(Double, Double, Double, Double, seconds: Double)
        case linear(seconds: Double)
        /// At its end value from the start (fade's transforms, snap).
        case jump

        func progress(_ t: Double) -> Double {
            switch self {
            case .spring(let spring, let velocity): FlutterPhysics.springX(spring, start: 0, end: 1, velocity: velocity, time: t)
            case .cubic(let a, let b, let c, let d, let seconds): FlutterPhysics.cubic(a, b, c, d, min(max(t / seconds, 0), 1))
            case .linear(let seconds): min(max(t / seconds, 0), 1)
            case .jump: 1
            }
        }

        var tolerance: Double {
            switch self {
            case .spring, .linear, .jump: FlutterCells.springTolerance
            case .cubic(let a, let b, let c, let d, _): FlutterPhysics.cubicTolerance(a, b, c, d) + 1e-9
            }
        }
    }

    static func run() throws -> [ConformanceCell: ConformanceResult] {
        guard let python, let node = AfterEffectsExportTests.node else { throw ConformanceError(missing) }
        var results: [ConformanceCell: ConformanceResult] = [:]
        var files: [String: String] = [:]
        for scene in SceneCatalog.all {
            files["\(scene.name).dart"] = FlutterExporter().export(Preset(name: scene.name, state: scene.defaultState))
        }
        let parse = try ToolRun(python, files: files.merging(["parse.py": parseScript]) { a, _ in a },
                                arguments: ["parse.py"] + files.keys.sorted())
        var parseErrors: [String: String] = [:]
        for line in parse.output.split(separator: "\n") where line.contains(": ") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts[1].trimmingCharacters(in: .whitespaces) != "ok" { parseErrors[String(parts[0]).replacingOccurrences(of: ".dart", with: "")] = String(parts[1]) }
        }
        if parse.status != 0 && parseErrors.isEmpty { throw ConformanceError("tree-sitter failed: \(parse.output.suffix(1000))") }
        for scene in SceneCatalog.all {
            let preset = Preset(name: scene.name, state: scene.defaultState)
            let plan = ExportPlan(preset)
            let dart = files["\(scene.name).dart"]!
            let evaluated = try evaluateFunctions(dart, plan: plan, node: node)
            for branch in plan.reduced.branches {
                for variant in ConformanceCell.Variant.allCases {
                    let cell = ConformanceCell(scene: scene.name, action: branch.action, format: "flutter", variant: variant)
                    if let error = parseErrors[scene.name] {
                        results[cell] = ConformanceResult(tool: tool, verdict: .fail, note: "not Dart by tree-sitter-dart: \(error)")
                        continue
                    }
                    if variant == .reduced, branch.strategy == .shorten {
                        results[cell] = ConformanceResult(tool: tool, verdict: .pass, note: "parsed only: shorten's scaled timings are not read from the Dart")
                        continue
                    }
                    results[cell] = compare(branch, plan: plan, dart: dart, evaluated: evaluated, reduced: variant == .reduced)
                }
            }
        }
        return results
    }

    /// The worst distance over the timings of the elements `branch` moves.
    static func compare(_ branch: ReducedPlan.Branch, plan: ExportPlan, dart: String, evaluated: [String: [Double]], reduced: Bool) -> ConformanceResult {
        var worst = 0.0, worstTolerance = 0.0, ratio = 0.0, note = "", failures: [String] = [], checked = Set<String>()
        for element in branch.elements {
            for (property, timing) in element.properties {
                let key = ElementMotion.key(timing)
                guard !checked.contains(key) else { continue }
                checked.insert(key)
                let reference = reduced ? ConformanceReference.reduced(timing, property: property, branch: branch, plan: plan, reducedPlan: plan.reduced)
                    : ConformanceReference.full(timing, plan: plan)
                guard let reference else { continue }
                let declared: Declared
                do {
                    declared = reduced ? try self.reduced(timing, property: property, branch: branch, plan: plan, dart: dart, evaluated: evaluated)
                        : try self.declared(timing, plan: plan, dart: dart, evaluated: evaluated)
                } catch {
                    failures.append("\(element.element) \(property): \(error)")
                    continue
                }
                let tolerance = declared.tolerance
                for ms in 0...Int((reference.end * 1000).rounded(.up)) {
                    let t = Double(ms) / 1000
                    let error = abs(declared.progress(t) - reference.progress(t))
                    if error / tolerance > ratio { ratio = error / tolerance }
                    if error > worst { worst = error; worstTolerance = tolerance; note = "worst at \(element.element) \(property) (\(key)), \(ms) ms" }
                }
            }
        }
        if checked.isEmpty {
            return ConformanceResult(tool: tool, verdict: .pass, note: "parsed only: \(branch.action) moves no element; a script or the finger drives it")
        }
        if ratio > 1 { failures.append("beyond its tolerance: " + note) }
        let facts = "; springs to \(springTolerance), Cubic to Flutter's bisection bound (0.001 of the time × the curve's steepest slope); not run in Flutter"
        guard failures.isEmpty else {
            return ConformanceResult(tool: tool, worstError: worst, tolerance: worstTolerance, verdict: .fail, note: failures.joined(separator: "; "))
        }
        return ConformanceResult(tool: tool, worstError: worst, tolerance: worstTolerance, verdict: .pass,
                                 note: (note.isEmpty ? "every value at its end from the start, as the strategy jumps it" : note) + facts)
    }

    /// What the Dart declares for `timing` under `branch`'s strategy: fade's opacity on
    /// `Curves.easeOut` (Flutter's `Cubic(0.0, 0.0, 0.58, 1.0)`) over `reducedFadeDuration`, the
    /// rest at their end; snap at the end; tighten and track on the `reduced…` SpringDescription
    /// (`reducedSwipeSpring`, `reducedHighlightSpring`), curves unchanged; none unchanged.
    static func reduced(_ timing: ElementTransition.Timing, property: String, branch: ReducedPlan.Branch, plan: ExportPlan,
                        dart: String, evaluated: [String: [Double]]) throws -> Declared {
        switch branch.strategy {
        case .snap: return .jump
        case .fade:
            return property == "opacity" ? .cubic(0, 0, 0.58, 1, seconds: try microseconds("reducedFadeDuration", dart) / 1e6) : .jump
        case .tighten, .track:
            guard case .animation(let key) = timing, branch.animations.contains(where: { $0.key == key && $0.tightened != nil }) else {
                return try declared(timing, plan: plan, dart: dart, evaluated: evaluated)
            }
            let identifier = ExportIdentifier.camel(key), action = ExportIdentifier.camel(branch.action)
            let capital = { (text: String) in text.prefix(1).uppercased() + text.dropFirst() }
            for name in ["reduced" + capital(action) + capital(identifier), "reduced" + capital(identifier)] {
                if let match = dart.firstMatch(of: try Regex("static const SpringDescription \(name) = SpringDescription\\(mass: ([-0-9.e]+), stiffness: ([-0-9.e]+), damping: ([-0-9.e]+)\\);")),
                   let m = Double(match.output[1].substring ?? ""), let k = Double(match.output[2].substring ?? ""), let c = Double(match.output[3].substring ?? "") {
                    return .spring(.init(mass: m, stiffness: k, damping: c), velocity: 0)
                }
            }
            throw ConformanceError("no reduced SpringDescription for \(identifier) in \(branch.action)")
        case .none, .shorten:
            return try declared(timing, plan: plan, dart: dart, evaluated: evaluated)
        }
    }

    /// What the Dart declares for `timing`.
    static func declared(_ timing: ElementTransition.Timing, plan: ExportPlan, dart: String, evaluated: [String: [Double]]) throws -> Declared {
        switch timing {
        case .linear(let durationKey):
            return .linear(seconds: try microseconds(ExportIdentifier.camel(durationKey), dart) / 1e6)
        case .animation(let key):
            let identifier = ExportIdentifier.camel(key)
            if plan.springs.contains(where: { $0.key == key }) {
                guard let match = dart.firstMatch(of: try Regex("static const SpringDescription \(identifier) = SpringDescription\\(mass: ([-0-9.e]+), stiffness: ([-0-9.e]+), damping: ([-0-9.e]+)\\);")),
                      let m = Double(match.output[1].substring ?? ""), let k = Double(match.output[2].substring ?? ""), let c = Double(match.output[3].substring ?? "") else {
                    throw ConformanceError("no SpringDescription constant \(identifier)")
                }
                return .spring(.init(mass: m, stiffness: k, damping: c), velocity: try number("\(identifier)Velocity", dart))
            }
            if let spring = evaluated[identifier], spring.count == 3 {
                return .spring(.init(mass: spring[0], stiffness: spring[1], damping: spring[2]), velocity: 0)
            }
            guard let curve = plan.curves.first(where: { $0.key == key }) else { throw ConformanceError("\(key) is neither a spring nor a curve of the plan") }
            guard let match = dart.firstMatch(of: try Regex("static const Cubic \(identifier) = Cubic\\(([-0-9.e]+), ([-0-9.e]+), ([-0-9.e]+), ([-0-9.e]+)\\);")),
                  let a = Double(match.output[1].substring ?? ""), let b = Double(match.output[2].substring ?? ""),
                  let c = Double(match.output[3].substring ?? ""), let d = Double(match.output[4].substring ?? "") else {
                throw ConformanceError("no Cubic constant \(identifier)")
            }
            let seconds: Double
            if let micros = evaluated[identifier + "Duration"]?.first {
                seconds = micros / 1e6
            } else if let micros = try? microseconds(identifier + "Duration", dart) {
                seconds = micros / 1e6
            } else if let durationIdentifier = curve.durationIdentifier {
                seconds = try microseconds(durationIdentifier, dart) / 1e6
            } else {
                throw ConformanceError("no Duration for \(identifier)")
            }
            return .cubic(a, b, c, d, seconds: seconds)
        }
    }

    static func microseconds(_ name: String, _ dart: String) throws -> Double {
        guard let match = dart.firstMatch(of: try Regex("static const Duration \(name) = Duration\\(microseconds: ([0-9]+)\\);")),
              let value = Double(match.output[1].substring ?? "") else { throw ConformanceError("no Duration constant \(name)") }
        return value
    }

    static func number(_ name: String, _ dart: String) throws -> Double {
        guard let match = dart.firstMatch(of: try Regex("static const double \(name) = ([-0-9.e]+);")),
              let value = Double(match.output[1].substring ?? "") else { throw ConformanceError("no double constant \(name)") }
        return value
    }

    /// The spring functions (`presentSpring(cardTop)` → [mass, stiffness, damping]) and their
    /// companions' durations (`presentExpansionCurveDuration(cardTop)` → [µs]) at the scene's
    /// position, run by node from the Dart as written (``DartSubset``).
    static func evaluateFunctions(_ dart: String, plan: ExportPlan, node: ExternalTool) throws -> [String: [Double]] {
        guard !plan.functions.isEmpty else { return [:] }
        var calls: [String] = []
        for function in plan.functions {
            let position = ExportNumber.plain(plan.preset.state.number(function.positionKey), digits: 17)
            let name = ExportIdentifier.camel(function.key)
            calls.append("\(JSONValue.quoted(name)): (() => { const s = \(name)(\(position)); return [s.mass, s.stiffness, s.damping]; })()")
            for companion in function.companions {
                let curve = ExportIdentifier.camel(companion.curveKey) + "Duration"
                calls.append("\(JSONValue.quoted(curve)): [\(curve)(\(position)).inMicroseconds]")
            }
        }
        let script = DartSubset.javaScript(dart, type: plan.typeName(platform: "Flutter")) + "console.log(JSON.stringify({ \(calls.joined(separator: ", ")) }));\n"
        let result = try node.check(script, fileName: "flutter.js", arguments: [])
        guard result.status == 0, let object = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: [Double]] else {
            throw ConformanceError("node could not run the Dart's spring functions: \(result.output.suffix(800))")
        }
        return object
    }

    /// Prints "FILE: ok" or "FILE: line:column error …" per Dart file.
    static let parseScript = #"""
    import sys, tree_sitter, tree_sitter_dart
    parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_dart.language()))
    def first_error(node):
        if node.type == "ERROR" or node.is_missing:
            return node
        for child in node.children:
            if child.has_error:
                found = first_error(child)
                if found is not None:
                    return found
        return None
    for path in sys.argv[1:]:
        tree = parser.parse(open(path, "rb").read())
        if not tree.root_node.has_error:
            print(path + ": ok")
        else:
            node = first_error(tree.root_node) or tree.root_node
            print("%s: %d:%d %s" % (path, node.start_point[0] + 1, node.start_point[1] + 1, "missing " + node.type if node.is_missing else "unexpected text"))
    """#
}
