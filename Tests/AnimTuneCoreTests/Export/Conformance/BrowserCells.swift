import Foundation
@testable import AnimTuneCore

/// The css, css-js and waapi cells of the matrix: every element of every scene played in
/// Chromium (one page for the full timings and the waapi reduced branches, one more with
/// `--force-prefers-reduced-motion` for css's reduced rules), each track compared with
/// ``ConformanceReference`` at every millisecond. A css-js element is the css export's element
/// with the css-js module's calls made on it first (`applySpring` for each spring it uses, the
/// `apply…` function of each spring function at the scene's position), so its custom
/// properties are the module's `linear()`s, computed in the browser.
enum BrowserCells {
    static let tool = "Chromium (headless), paused and sought every 1 ms"
    /// linear() is written within this of the spring; Chromium's progress is printed to 1e-7.
    static let tolerance = LinearEasing.defaultTolerance

    struct Planned {
        let cell: ConformanceCell
        let job: BrowserJob
        let element: ElementTransition
        let branch: ReducedPlan.Branch
        let plan: ExportPlan
    }

    static func run(formats: [String] = ["css", "css-js", "waapi"]) throws -> [ConformanceCell: ConformanceResult] {
        var planned: [Planned] = []
        var styles: [String] = [], modules: [(scene: String, text: String, functions: [String])] = []
        var scripts: [(scene: String, text: String, exports: [String])] = []
        var results: [ConformanceCell: ConformanceResult] = [:]
        for scene in SceneCatalog.all {
            let preset = Preset(name: scene.name, state: scene.defaultState)
            let plan = ExportPlan(preset), reduced = plan.reduced
            styles.append(CSSExporter().export(preset))
            let transitions = scene.export.transitions
            modules.append((scene.name, WAAPIExporter().export(preset), transitions.map(functionName)))
            scripts.append((scene.name, CSSScriptExporter().export(preset), ["applySpring", cssJsObject(plan)]))
            for branch in reduced.branches {
                for format in formats {
                    for variant in ConformanceCell.Variant.allCases {
                        let cell = ConformanceCell(scene: scene.name, action: branch.action, format: format, variant: variant)
                        guard !branch.elements.isEmpty else {
                            results[cell] = .notRun(tool, "\(branch.action) moves no element of the \(format) export: the finger or a script drives it")
                            continue
                        }
                        for element in branch.elements {
                            let job = Self.job(planned.count, cell: cell, element: element, plan: plan, branch: branch)
                            planned.append(Planned(cell: cell, job: job, element: element, branch: branch, plan: plan))
                        }
                    }
                }
            }
        }
        let onReducedPage = { (p: Planned) in p.cell.format != "waapi" && p.cell.variant == .reduced }
        let cssReduced = planned.filter(onReducedPage)
        let rest = planned.filter { !onReducedPage($0) }
        var samples = try BrowserJob.run(rest.map(\.job), styles: styles, modules: modules, scripts: scripts, reduced: false)
        if !cssReduced.isEmpty {
            samples.merge(try BrowserJob.run(cssReduced.map(\.job), styles: styles, modules: [], scripts: scripts, reduced: true)) { a, _ in a }
        }
        for (cell, jobs) in Dictionary(grouping: planned, by: \.cell) {
            results[cell] = compare(jobs, samples: samples)
        }
        return results
    }

    static func functionName(_ element: ElementTransition) -> String {
        "animate" + SwiftUIReducedMotion.capitalized(ExportIdentifier.camel(element.element))
    }

    static func job(_ id: Int, cell: ConformanceCell, element: ElementTransition, plan: ExportPlan, branch: ReducedPlan.Branch) -> BrowserJob {
        let properties = element.properties.map { BrowserJob.Property(css: $0.property, timing: $0.timing) }
        let ends = properties.compactMap { reference($0, cell: cell, plan: plan, branch: branch)?.end } + [ConformanceReference.fade(plan.reduced).end]
        let keys = element.properties.compactMap { property -> String? in
            if case .animation(let key) = property.timing { key } else { nil }
        }
        let function = plan.functions.first { f in keys.contains(f.key) || f.companions.contains { keys.contains($0.curveKey) } }
        var classes = [String(plan.naming.cssClass(element.element).dropFirst())]
        if cell.variant == .reduced { classes.append(String(plan.naming.cssClass(branch.action).dropFirst())) }
        var job = BrowserJob(id: id, format: cell.format, scene: cell.scene, classes: classes, function: functionName(element),
                             positionArguments: function.map { f in
                                 [plan.preset.state.number(f.positionKey)] + Array(repeating: nil, count: f.arguments.count - 1) } ?? [], reduce: cell.variant == .reduced, action: branch.action,
                             properties: properties, until: Int(((ends.max() ?? 1) * 1000).rounded(.up)) + 20)
        if cell.format == "css-js" { job.prepare = cssJsCalls(keys, plan: plan) }
        return job
    }

    /// The object the css-js module exports (`cardCSS`).
    static func cssJsObject(_ plan: ExportPlan) -> String { ExportIdentifier.camel(plan.typeName(platform: "CSS")) }

    /// What a page calls in the css-js module before moving an element timed by `keys`: the
    /// spring's `applySpring`, or the spring function's `apply…` at the scene's position.
    static func cssJsCalls(_ keys: [String], plan: ExportPlan) -> [String] {
        let object = "m." + cssJsObject(plan)
        var calls: [String] = []
        for key in keys {
            if let spring = plan.springs.first(where: { $0.key == key }) {
                calls.append("m.applySpring(el, \(JSONValue.quoted(plan.naming.cssProperty(key))), \(object).\(spring.identifier));")
            } else if let function = plan.functions.first(where: { $0.key == key || $0.companions.contains { $0.curveKey == key } }) {
                let name = MotionExporter.code(function, object: object).name
                calls.append("\(object).apply\(name.prefix(1).uppercased() + name.dropFirst())(el, \(ExportNumber.plain(plan.preset.state.number(function.positionKey), digits: 17)));")
            }
        }
        return Array(NSOrderedSet(array: calls).array as! [String])
    }

    static func reference(_ property: BrowserJob.Property, cell: ConformanceCell, plan: ExportPlan,
                          branch: ReducedPlan.Branch) -> ConformanceReference? {
        cell.variant == .normal ? ConformanceReference.full(property.timing, plan: plan)
            : ConformanceReference.reduced(property.timing, property: property.css, branch: branch, plan: plan, reducedPlan: plan.reduced)
    }

    static func worstError(_ track: [Double], _ reference: ConformanceReference) -> Double {
        track.enumerated().map { abs(($0.element < 0 ? 1 : $0.element) - reference.progress(Double($0.offset + 1) / 1000)) }.max() ?? 0
    }

    /// The worst distance over the cell's elements and properties; a property without a track
    /// counts as a jump (a CSS property with no transition changes at once).
    static func compare(_ jobs: [Planned], samples: [Int: [String: [Double]]]) -> ConformanceResult {
        var worst = 0.0, notes: [String] = [], failures: [String] = []
        for planned in jobs {
            let plan = planned.plan
            let tracks = samples[planned.job.id] ?? [:]
            if let error = tracks.keys.first(where: { $0.hasPrefix("error: ") }) {
                failures.append("\(planned.element.element): \(error)")
                continue
            }
            var expected: [(label: String, reference: ConformanceReference)] = planned.job.properties.compactMap { property in
                reference(property, cell: planned.cell, plan: plan, branch: planned.branch).map { (property.css, $0) }
            }
            if planned.cell.variant == .reduced, planned.branch.strategy == .fade, !expected.contains(where: { $0.label == "opacity" }) {
                expected.append(("opacity", ConformanceReference.fade(plan.reduced)))
            }
            for (label, reference) in expected {
                // A shorthand's transition runs as its longhands (border-radius: border-top-left-radius, …).
                let matching = tracks.filter { $0.key == label || (label == "border-radius" && $0.key.hasSuffix("-radius")) }
                guard let track = matching.values.max(by: { worstError($0, reference) < worstError($1, reference) }) else {
                    let jumps = reference.progress(0.001) == 1
                    if !jumps { failures.append("\(planned.element.element) \(label): no animation") }
                    continue
                }
                for (index, value) in track.enumerated() {
                    let t = Double(index + 1) / 1000
                    let error = abs((value < 0 ? 1 : value) - reference.progress(t))
                    if error > worst { worst = error; notes = ["worst at \(planned.element.element) \(label), \(index + 1) ms"] }
                }
            }
        }
        let tool = Self.tool
        guard failures.isEmpty else {
            return ConformanceResult(tool: tool, worstError: worst, tolerance: tolerance, verdict: .fail, note: failures.joined(separator: "; "))
        }
        return ConformanceResult(tool: tool, worstError: worst, tolerance: tolerance, verdict: worst <= tolerance + 1e-6 ? .pass : .fail,
                                 note: (notes + ["progress read as getComputedTiming().progress, not the drawn pixels"]).joined(separator: "; "))
    }
}
