import Foundation
@testable import AnimTuneCore

/// The aftereffects cells of the matrix. Each scene's expression and `--jsx` script are parsed
/// as ES3 by acorn (Debian `node-acorn`: `ecmaVersion` 3, `allowReserved` "never", so a
/// reserved word is refused even as a property name, as ExtendScript's parser does) and run in
/// node (``harness``): for every spring an action moves, the spring is picked on the line the
/// file says to change, the expression evaluated at every millisecond for a property keyed
/// 0 → 100, and the script's keys and eases interpolated per frame the way After Effects
/// defines temporal Bézier keys. Both compared with ``ConformanceReference``.
enum AfterEffectsCells {
    static let tool = "acorn (ES3 parse) + node: the expression per ms, the --jsx keys per frame"
    /// The expression is the closed form, its constants printed to 10 significant digits.
    static let expressionTolerance = 1e-6
    /// The script's keys are the Lottie bake's: `--tolerance`.
    static let tolerance = LinearEasing.defaultTolerance

    static let acorn = ["/usr/share/nodejs/acorn", "/usr/lib/nodejs/acorn", "/usr/local/lib/node_modules/acorn"]
        .first { FileManager.default.fileExists(atPath: $0) }
    static var available: Bool { AfterEffectsExportTests.node != nil && acorn != nil }
    static let missing = "node or acorn (Debian node-acorn) is not installed"

    struct Job {
        let id: Int
        let cell: ConformanceCell
        let spring: NamedSpring
        let reference: ConformanceReference
    }

    static func run() throws -> [ConformanceCell: ConformanceResult] {
        guard let node = AfterEffectsExportTests.node, let acorn else { throw ConformanceError(missing) }
        var results: [ConformanceCell: ConformanceResult] = [:]
        var files: [String: String] = [:], jobs: [Job] = [], lines: [String] = []
        let fps = ExportOptions().fps
        for scene in SceneCatalog.all {
            let preset = Preset(name: scene.name, state: scene.defaultState)
            let plan = ExportPlan(preset)
            var jsx = ExportOptions()
            jsx.jsx = true
            files["\(scene.name).js"] = AfterEffectsExporter().export(preset)
            files["\(scene.name)-jsx.js"] = AfterEffectsExporter().export(preset, options: jsx)
            let springs = NamedSpring.all(plan)
            let reducedSprings = AfterEffectsExporter.reducedSprings(plan)
            for branch in plan.reduced.branches {
                for variant in ConformanceCell.Variant.allCases {
                    let cell = ConformanceCell(scene: scene.name, action: branch.action, format: "aftereffects", variant: variant)
                    if variant == .reduced, [.fade, .snap].contains(branch.strategy) {
                        results[cell] = ConformanceResult(tool: tool, verdict: .pass, note: "parsed only: \(branch.strategy.rawValue) plays no spring;"
                                                          + " the file's reduced-motion comment says what to key")
                        continue
                    }
                    let keys = Set(branch.elements.flatMap(\.properties).compactMap { property -> String? in
                        if case .animation(let key) = property.timing { key } else { nil }
                    })
                    // Reduced: the table's `…Reduced<Action>` entry where the strategy has one, else the full spring (none).
                    let moved: [NamedSpring] = springs.filter { keys.contains($0.key) }.map { full in
                        guard variant == .reduced else { return full }
                        return reducedSprings.first { $0.key == "\(full.key).reduced.\(branch.action)" } ?? full
                    }
                    if moved.isEmpty {
                        results[cell] = ConformanceResult(tool: tool, verdict: .pass, note: "parsed only: \(branch.action) moves no spring;"
                                                          + " its timing curves are keyframe eases the file names in a comment")
                    }
                    for spring in moved {
                        let timing = ElementTransition.Timing.animation(String(spring.key.split(separator: ".reduced.").first ?? Substring(spring.key)))
                        let reference = variant == .normal ? ConformanceReference.full(timing, plan: plan)
                            : ConformanceReference.reduced(timing, property: "transform", branch: branch, plan: plan, reducedPlan: plan.reduced)
                        guard let reference else { continue }
                        let job = Job(id: jobs.count, cell: cell, spring: spring, reference: reference)
                        jobs.append(job)
                        lines.append("{\"id\": \(job.id), \"expression\": \"\(scene.name).js\", \"jsx\": \"\(scene.name)-jsx.js\", "
                                     + "\"spring\": \(JSONValue.quoted(spring.identifier)), \"until\": \(Int((reference.end * 1000).rounded(.up))), \"fps\": \(ExportNumber.typed(fps))}")
                    }
                }
            }
        }
        files["jobs.json"] = "[" + lines.joined(separator: ",\n") + "]"
        files["harness.js"] = harness
        let run = try ToolRun(node, files: files, arguments: ["harness.js", acorn])
        guard run.status == 0, let object = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
              let parse = object["parse"] as? [String: Any], let tracks = object["tracks"] as? [String: [String: Any]] else {
            throw ConformanceError("the After Effects harness failed: \(run.output.suffix(1500))")
        }
        let parseErrors = parse.compactMapValues { $0 as? String }
        for (cell, cellJobs) in Dictionary(grouping: jobs, by: \.cell) {
            var failures = parseErrors.filter { $0.key.hasPrefix(cell.scene + "-") || $0.key == cell.scene + ".js" }.map { "\($0.key): not ES3: \($0.value)" }
            var worstExpression = 0.0, worstFrames = 0.0, note = ""
            for job in cellJobs {
                let track = tracks[String(job.id)] ?? [:]
                if let error = track["error"] as? String { failures.append("\(job.spring.identifier): \(error)"); continue }
                guard let expression = track["expression"] as? [Double], let frames = track["frames"] as? [Double] else {
                    failures.append("\(job.spring.identifier): no track"); continue
                }
                if track["pinned"] as? Bool != true { failures.append("\(job.spring.identifier): --jsx leaves a Position's spatial tangents unpinned") }
                for (ms, value) in expression.enumerated() {
                    worstExpression = max(worstExpression, abs(value / 100 - job.reference.progress(Double(ms) / 1000)))
                }
                for (frame, value) in frames.enumerated() {
                    let error = abs(value / 100 - job.reference.progress(Double(frame) / fps))
                    if error > worstFrames { worstFrames = error; note = "worst at \(job.spring.identifier) --jsx, frame \(frame)" }
                }
            }
            if worstExpression > expressionTolerance {
                failures.append("the expression is \(ExportNumber.plain(worstExpression, digits: 3)) of the travel off (tolerance \(expressionTolerance))")
            }
            let facts = "; expression worst \(String(format: "%.2g", worstExpression)) over every ms; --jsx keys read as After Effects' temporal Bézier (speed, influence), a Position's spatial tangents pinned; not run in After Effects"
            results[cell] = failures.isEmpty ? .measured(tool, worst: worstFrames, tolerance: tolerance, note: note + facts)
                : ConformanceResult(tool: tool, worstError: worstFrames, tolerance: tolerance, verdict: .fail, note: failures.joined(separator: "; "))
        }
        // A scene whose file does not parse fails its parse-only cells too.
        for (cell, result) in results where result.verdict == .pass && result.worstError == nil {
            let errors = parseErrors.filter { $0.key == cell.scene + ".js" || $0.key == cell.scene + "-jsx.js" }
            if !errors.isEmpty { results[cell] = ConformanceResult(tool: tool, verdict: .fail, note: errors.map { "\($0.key): not ES3: \($0.value)" }.joined(separator: "; ")) }
        }
        return results
    }

    static let harness = #"""
// Parses each After Effects export as ES3 (acorn, ecmaVersion 3, reserved words refused even as
// property names, as ExtendScript's parser does) and plays it: the expression evaluated at every
// millisecond with AE's expression globals for a property keyed 0 → 100 at 0 s; the --jsx script
// run against a stand-in comp with one such property, its keys and eases recorded, then
// interpolated per frame as After Effects defines temporal Bézier keys (speed in units per
// second, influence in % of the time to the neighbouring key).
const fs = require("fs"), vm = require("vm");
const acorn = require(process.argv[2]);
const jobs = JSON.parse(fs.readFileSync("jobs.json", "utf8"));
const out = { parse: {}, tracks: {} };
for (const file of new Set(jobs.flatMap((j) => [j.expression, j.jsx]))) {
  try { acorn.parse(fs.readFileSync(file, "utf8"), { ecmaVersion: 3, allowReserved: "never", sourceType: "script" }); out.parse[file] = null; }
  catch (error) { out.parse[file] = error.message; }
}
const pick = (text, variable, spring) => {
  const line = new RegExp("^var " + variable + " = springs\\.\\w+;$", "m");
  if (!line.test(text)) throw new Error("no line 'var " + variable + " = springs.…;' to pick the spring on");
  return text.replace(line, "var " + variable + " = springs." + spring + ";");
};
function expressionTrack(job) {
  const script = new vm.Script(pick(fs.readFileSync(job.expression, "utf8"), "s", job.spring));
  const keys = [{ time: 0, value: 0 }, { time: 1, value: 100 }];
  const track = [];
  for (let ms = 0; ms <= job.until; ms++) {
    const context = vm.createContext({ numKeys: 2, key: (i) => keys[i - 1], time: ms / 1000, value: 0,
      add: (a, b) => a.map((x, i) => x + b[i]), sub: (a, b) => a.map((x, i) => x - b[i]), mul: (a, k) => a.map((x) => x * k) });
    track.push(script.runInContext(context));
  }
  return track;
}
function jsxKeys(job, spatial) {
  const keys = spatial ? [{ time: 0, value: [0, 0] }, { time: 1, value: [100, 0] }] : [{ time: 0, value: 0 }, { time: 1, value: 100 }];
  class Property {
    constructor() { this.isSpatial = !!spatial; }
    setSpatialTangentsAtKey(i, inTangent, outTangent) { keys[i - 1].spatial = [inTangent, outTangent]; }
    get numKeys() { return keys.length; }
    keyTime(i) { return keys[i - 1].time; }
    keyValue(i) { return keys[i - 1].value; }
    removeKey(i) { keys.splice(i - 1, 1); }
    // A key at the same time is replaced, as After Effects does.
    setValueAtTime(time, value) {
      const same = keys.find((k) => Math.abs(k.time - time) < 1e-9);
      if (same) same.value = value; else { keys.push({ time, value }); keys.sort((a, b) => a.time - b.time); }
    }
    setInterpolationTypeAtKey(i, inType, outType) { keys[i - 1].outType = outType; }
    setTemporalEaseAtKey(i, easeIn, easeOut) { keys[i - 1].easeIn = easeIn[0]; keys[i - 1].easeOut = easeOut[0]; }
  }
  class CompItem {}
  const comp = new CompItem();
  comp.selectedProperties = [new Property()];
  const alerts = [];
  const context = vm.createContext({ app: { project: { activeItem: comp }, beginUndoGroup() {}, endUndoGroup() {} },
    CompItem, Property, alert: (m) => alerts.push(m), KeyframeEase: function (speed, influence) { this.speed = speed; this.influence = influence; },
    KeyframeInterpolationType: { BEZIER: "bezier", HOLD: "hold", LINEAR: "linear" } });
  vm.runInContext(pick(fs.readFileSync(job.jsx, "utf8"), "keys", job.spring), context);
  if (alerts.length) throw new Error("the script alerted: " + alerts.join("; "));
  return keys;
}
function temporal(keys, t) {
  if (t <= keys[0].time) return keys[0].value;
  for (let i = 0; i + 1 < keys.length; i++) {
    const a = keys[i], b = keys[i + 1];
    if (t > b.time) continue;
    if (a.outType === "hold") return a.value;
    const dt = b.time - a.time, o = a.easeOut.influence / 100, n = b.easeIn.influence / 100;
    const x = [a.time, a.time + o * dt, b.time - n * dt, b.time];
    const y = [a.value, a.value + a.easeOut.speed * o * dt, b.value - b.easeIn.speed * n * dt, b.value];
    const at = (p, u) => (1 - u) ** 3 * p[0] + 3 * (1 - u) ** 2 * u * p[1] + 3 * (1 - u) * u * u * p[2] + u ** 3 * p[3];
    let lo = 0, hi = 1;
    for (let k = 0; k < 60; k++) { const mid = (lo + hi) / 2; if (at(x, mid) < t) lo = mid; else hi = mid; }
    return at(y, (lo + hi) / 2);
  }
  return keys[keys.length - 1].value;
}
for (const job of jobs) {
  try {
    const keys = jsxKeys(job);
    const frames = [];
    for (let f = 0; f <= Math.ceil(job.until / 1000 * job.fps); f++) frames.push(temporal(keys, f / job.fps));
    // A Position run through the script: every key's spatial tangents pinned to zero.
    const pinned = jsxKeys(job, true).every((k) => k.spatial && k.spatial.every((t) => t.length === 2 && t.every((v) => v === 0)));
    out.tracks[job.id] = { expression: expressionTrack(job), frames, pinned };
  } catch (error) { out.tracks[job.id] = { error: error.message }; }
}
console.log(JSON.stringify(out));
"""#
}
