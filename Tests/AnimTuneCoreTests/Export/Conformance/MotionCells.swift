import Foundation
@testable import AnimTuneCore

/// The motion cells of the matrix, played by motion itself when its source is here: the
/// directory `ANIMTUNE_MOTION_SOURCE` names (a checkout of motiondivision/motion, e.g. v13.1.1,
/// holding `packages/motion-dom/src` and `packages/motion-utils/src`) is bundled by Debian's
/// esbuild, and node imports every scene's `export motion` module beside it. Each element's
/// transition is read from the module as an app reads it (the object's member, a spring
/// function called at the scene's position, the reduced object's function with `reduce` true)
/// and played on a `motionValue` by `animateMotionValue`, frames every millisecond from 0
/// (`performance.now` and `requestAnimationFrame` faked, as the runtime vectors were made), over
/// 1000 px so motion's rest thresholds (0.5 px, 2 px/s) end a spring within 0.0005 of the travel.
/// motion's source is not in this repository and no registry here serves it: without it the
/// cells are imported only (``ToolCells/motion()``).
enum MotionCells {
    static let tool = "node + esbuild: motion's own animateMotionValue, a frame every 1 ms"
    static let tolerance = LinearEasing.defaultTolerance
    static let travel = 1000.0

    static let source: URL? = {
        guard let path = ProcessInfo.processInfo.environment["ANIMTUNE_MOTION_SOURCE"], !path.isEmpty else { return nil }
        let url = URL(fileURLWithPath: path)
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("packages/motion-dom/src/index.ts").path) ? url : nil
    }()
    static let esbuild = ExternalTool("esbuild")
    static var available: Bool { source != nil && esbuild != nil && AfterEffectsExportTests.node != nil }
    static let missing = "imported only: motion's source is not here (ANIMTUNE_MOTION_SOURCE names a checkout of motiondivision/motion to play these cells)"

    /// One track to play: a transition read from a scene's module and the curve it must follow.
    struct Job {
        let id: Int
        let cell: ConformanceCell
        let label: String
        /// JavaScript evaluating to the transition, with the scene's module as `m`.
        let transition: String
        let reference: ConformanceReference
        let strategy: ReducedStrategy
    }

    /// A played track's progress at 0, 1, 2 … ms, or what node threw.
    typealias Played = (samples: [Double], error: String?)

    static func run() throws -> [ConformanceCell: ConformanceResult] {
        guard let source, let esbuild, let node = AfterEffectsExportTests.node else {
            throw ConformanceError("motion's source (ANIMTUNE_MOTION_SOURCE), esbuild or node is missing")
        }
        var jobs: [Job] = [], modules: [String: String] = [:]
        var results: [ConformanceCell: ConformanceResult] = [:]
        for scene in SceneCatalog.all {
            let plan = ExportPlan(Preset(name: scene.name, state: scene.defaultState))
            modules[scene.name] = MotionExporter().export(plan.preset)
            for branch in plan.reduced.branches {
                for variant in ConformanceCell.Variant.allCases {
                    let cell = ConformanceCell(scene: scene.name, action: branch.action, format: "motion", variant: variant)
                    let planned = self.jobs(cell, branch: branch, plan: plan, next: jobs.count)
                    if planned.isEmpty {
                        results[cell] = ConformanceResult(tool: tool, verdict: .pass, note: note(branch, variant: variant, played: false))
                    }
                    jobs += planned
                }
            }
        }
        let samples = try play(jobs, modules: modules, source: source, esbuild: esbuild, node: node)
        for (cell, cellJobs) in Dictionary(grouping: jobs, by: \.cell) { results[cell] = compare(cellJobs, samples: samples) }
        return results
    }

    /// The tracks of `cell`: each element's timings, one per distinct timing; under fade, the
    /// opacity's fade (transforms jump under `<MotionConfig reducedMotion="user">`, not played).
    static func jobs(_ cell: ConformanceCell, branch: ReducedPlan.Branch, plan: ExportPlan, next: Int) -> [Job] {
        let object = ExportIdentifier.camel(plan.typeName(platform: "")), reducedObject = object + "Reduced"
        let entries = plan.reduced.entries.filter { $0.branch.action == branch.action }
        var jobs: [Job] = [], seen = Set<String>()
        for element in branch.elements {
            for (property, timing) in element.properties {
                let key = ElementMotion.key(timing)
                guard case .animation(let animationKey) = timing, seen.insert(key).inserted else { continue }
                let full = fullTransition(animationKey, plan: plan, object: object)
                let label = "\(element.element) \(property) (\(key))"
                if cell.variant == .normal {
                    if let reference = ConformanceReference.full(timing, plan: plan) {
                        jobs.append(Job(id: next + jobs.count, cell: cell, label: label, transition: full, reference: reference, strategy: branch.strategy))
                    }
                    continue
                }
                guard let entry = entries.first(where: { $0.animation.key == animationKey }) else { continue }
                let reduced = "m.\(reducedObject).\(entry.identifier)(true, \(full))"
                switch branch.strategy {
                case .fade:
                    if !jobs.contains(where: { $0.label.hasPrefix("fade") }) {
                        jobs.append(Job(id: next + jobs.count, cell: cell, label: "fade opacity (\(key))", transition: reduced,
                                        reference: ConformanceReference.fade(plan.reduced), strategy: branch.strategy))
                    }
                case .snap:
                    continue
                default:
                    if let reference = ConformanceReference.reduced(timing, property: property, branch: branch, plan: plan, reducedPlan: plan.reduced) {
                        jobs.append(Job(id: next + jobs.count, cell: cell, label: label, transition: reduced, reference: reference, strategy: branch.strategy))
                    }
                }
            }
        }
        return jobs
    }

    /// How an app reads the full transition of `key` from the module: a member, or a spring
    /// function (or its companion curve) called with the scene's position.
    static func fullTransition(_ key: String, plan: ExportPlan, object: String) -> String {
        let identifier = ExportIdentifier.camel(key)
        guard let function = plan.functions.first(where: { $0.key == key || $0.companions.contains { $0.curveKey == key } }) else {
            return "m.\(object).\(identifier)"
        }
        let position = ExportNumber.plain(plan.preset.state.number(function.positionKey), digits: 17)
        return "m.\(object).\(identifier)(\(position))"
    }

    static func note(_ branch: ReducedPlan.Branch, variant: ConformanceCell.Variant, played: Bool) -> String {
        if branch.elements.isEmpty { return "imported and read only: \(branch.action) moves no element; a script or the finger drives it" }
        if variant == .reduced && branch.strategy == .snap { return "snap: every value at its end at once (the reduced function's transition is not played)" }
        return "nothing to play"
    }

    /// Every job played in one node run, by id.
    static func play(_ jobs: [Job], modules: [String: String], source: URL, esbuild: ExternalTool, node: ExternalTool) throws -> [Int: Played] {
        let src = source.appendingPathComponent("packages").path
        let entry = "export { motionValue, animateMotionValue } from \(JSONValue.quoted(src + "/motion-dom/src/index.ts"));\n"
        let bundled = try ToolRun(esbuild, files: ["entry.ts": entry],
                                  arguments: ["entry.ts", "--bundle", "--format=esm", "--platform=neutral", "--log-level=error",
                                              "--alias:motion-utils=\(src)/motion-utils/src/index.ts", "--define:process.env.NODE_ENV=\"production\""])
        guard bundled.status == 0 else { throw ConformanceError("esbuild could not bundle motion: \(bundled.output.prefix(500))") }
        let until = jobs.map { Int(($0.reference.end * 1000).rounded(.up)) + 20 }
        let list = zip(jobs, until).map { job, until in
            "{ id: \(job.id), scene: \(JSONValue.quoted(job.cell.scene)), until: \(until), transition: (m) => \(job.transition) }"
        }
        let harness = """
        let now = 0;
        const queue = [];
        globalThis.performance = { now: () => now };
        globalThis.requestAnimationFrame = (callback) => { queue.push(callback); return queue.length; };
        globalThis.HTMLElement = class {}; globalThis.SVGElement = class {};
        const flush = () => new Promise((resolve) => setImmediate(resolve));
        const { motionValue, animateMotionValue } = await import("./motion.mjs");
        const modules = {};
        for (const scene of [\(modules.keys.sorted().map(JSONValue.quoted).joined(separator: ", "))]) modules[scene] = await import("./" + scene + ".mjs");
        const results = {};
        for (const job of [\(list.joined(separator: ",\n"))]) {
          try {
            now = 0; queue.length = 0;
            const value = motionValue(0);
            value.start(animateMotionValue("x", value, \(ExportNumber.plain(travel, digits: 6)), job.transition(modules[job.scene])));
            await flush();
            const samples = [];
            for (let ms = 0; ms <= job.until; ms++) {
              now = ms;
              for (const callback of queue.splice(0)) callback(ms);
              await flush();
              samples.push(value.get() / \(ExportNumber.plain(travel, digits: 6)));
            }
            value.stop();
            results[job.id] = samples;
          } catch (error) { results[job.id] = String(error); }
        }
        console.log(JSON.stringify(results));
        """
        var files = Dictionary(uniqueKeysWithValues: modules.map { ($0.key + ".mjs", $0.value) })
        files["motion.mjs"] = bundled.output
        files["run.mjs"] = harness
        let run = try ToolRun(node, files: files, arguments: ["run.mjs"])
        guard run.status == 0, let line = run.output.split(separator: "\n").last,
              let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw ConformanceError("node could not play motion: \(run.output.suffix(800))")
        }
        var played: [Int: Played] = [:]
        for (key, value) in object {
            guard let id = Int(key) else { continue }
            played[id] = (value as? [Double]).map { ($0, nil) } ?? ([], "\(value)")
        }
        return played
    }

    static func compare(_ jobs: [Job], samples: [Int: Played]) -> ConformanceResult {
        var worst = 0.0, note = "", problems: [String] = []
        for job in jobs {
            guard let track = samples[job.id]?.samples, !track.isEmpty else {
                problems.append("\(job.label): \(samples[job.id]?.error ?? "not played")")
                continue
            }
            for (ms, value) in track.enumerated() {
                let error = abs(value - job.reference.progress(Double(ms) / 1000))
                if error > worst { worst = error; note = "worst at \(job.label), \(ms) ms" }
            }
        }
        let facts = "played over \(Int(travel)) px"
            + (jobs.first?.strategy == .fade && jobs.first?.cell.variant == .reduced ? "; fade's transforms jump under <MotionConfig reducedMotion=\"user\">, not played" : "")
        guard problems.isEmpty else {
            return ConformanceResult(tool: tool, worstError: worst, tolerance: tolerance, verdict: .fail, note: problems.joined(separator: "; "))
        }
        return ConformanceResult(tool: tool, worstError: worst, tolerance: tolerance, verdict: worst <= tolerance ? .pass : .fail,
                                 note: [note, facts].filter { !$0.isEmpty }.joined(separator: "; "))
    }
}
