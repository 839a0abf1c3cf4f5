import Testing
@testable import AnimTuneCore

/// A scene's `export` names its parameters, curves and springs by key; a key that is not the
/// scene's would only show up as a crash or a dangling `var(--…)` in one export format.
@Suite("scene exports name only their scene's keys")
struct SceneExportKeyTests {
    @Test("every key a scene's export names is a parameter, spring group, spring function or derived spring of the scene",
          arguments: SceneCatalog.all.map(\.name))
    func exportKeysBelongToTheScene(_ name: String) throws {
        let scene = try #require(SceneCatalog.all.first { $0.name == name })
        for (key, place) in Self.unknownKeys(in: scene.export, of: scene) {
            Issue.record("scene '\(name)': \(place) names '\(key)', which is not one of its keys")
        }
    }

    @Test("an unknown key in an export is found")
    func unknownKeyIsFound() throws {
        let scene = try #require(SceneCatalog.all.first { $0.name == "notch" })
        let export = SceneExport(transitions: [.init("drop-view", help: "", [("transform", .animation("drop.curv"))])])
        #expect(Self.unknownKeys(in: export, of: scene).map(\.key) == ["drop.curv"])
    }

    /// The keys `export` names that are neither a parameter of `scene` nor something its
    /// exporters animate (what `ExportPlan` writes as a curve, spring or spring function).
    static func unknownKeys(in export: SceneExport, of scene: any Scene) -> [(key: String, place: String)] {
        let plan = ExportPlan(Preset(name: scene.name, state: scene.defaultState))
        let animated = Set(plan.curves.map(\.key) + plan.springs.map(\.key) + plan.functions.map(\.key))
        return namedKeys(export).filter { key, _ in !animated.contains(key) && scene.parameter(forKey: key) == nil }
    }

    /// Every key `export` names, with where it names it.
    static func namedKeys(_ export: SceneExport) -> [(key: String, place: String)] {
        var keys: [(key: String, place: String)] = []
        for transition in export.transitions {
            for (property, timing) in transition.properties {
                switch timing {
                case .animation(let key): keys.append((key, "transition \(transition.element) \(property)"))
                case .linear(let key): keys.append((key, "transition \(transition.element) \(property) duration"))
                }
            }
        }
        for (curve, duration) in export.curveDurations {
            keys.append((curve, "curveDurations"))
            keys.append((duration, "curveDurations[\(curve)]"))
        }
        for derived in export.derivedSprings {
            keys += derived.from.map { ($0, "derived spring \(derived.key)") }
        }
        for function in export.springFunctions {
            let place = "spring function \(function.key)"
            keys.append((function.positionKey, place))
            for companion in function.companions {
                keys.append((companion.curveKey, place))
                keys.append((companion.fractionKey, place))
            }
            var expressions = [function.dampingRatio, function.duration] + function.steps.map(\.value)
            expressions += function.arguments.compactMap(\.defaultValue)
            for expression in expressions {
                keys += parameters(of: expression).map { ($0, place) }
            }
        }
        return keys
    }

    /// The parameters an expression reads, in every branch.
    static func parameters(of expression: ExportExpression) -> [String] {
        var found: [String] = []
        _ = expression.render(.init(parameter: { found.append($0); return $0 }, argument: { $0 }, number: { "\($0)" },
                                    absolute: "abs", minimum: "min", maximum: "max",
                                    conditional: { "\($0) ? \($1) : \($2)" }))
        return found
    }
}
