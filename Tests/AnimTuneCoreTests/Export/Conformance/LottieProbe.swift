import Foundation
@testable import AnimTuneCore

/// The Lottie player the matrix plays the lottie export in: rlottie (the player Telegram ships),
/// through PyPI `rlottie-python`, and the official Lottie schema from PyPI `lottie-specs`. The
/// file is first loaded as exported. For each job (a null layer's `ind` in the main composition
/// or the reduced-motion one) the script renders every frame of a copy with a 16 px probe
/// square whose split x carries the null's Slider Control keyframes (rlottie evaluates no
/// effects, but plays the same keyframes with its keyframe code), reading the value from the
/// probe's alpha-weighted centroid; and a second copy with a probe parented to the null (the
/// null parented to a still null at the canvas centre), which must not move.
enum LottieProbe {
    static let python = PresetSchemaAgreementTests.python

    /// Whether python3 imports rlottie_python, lottie_specs, jsonschema and numpy.
    static let available: Bool = {
        guard let python else { return false }
        return (try? python.check("import rlottie_python, lottie_specs, jsonschema, numpy\n", fileName: "probe.py", arguments: []))?.status == 0
    }()

    static let missing = "rlottie-python or lottie-specs is not installed (scripts/deps.sh installs them)"

    struct Job {
        let id: Int
        let layer: Int
        /// "main", or the id of the precomposition asset (`reduced-motion`).
        let composition: String
        var json: String { "{\"id\": \(id), \"ind\": \(layer), \"comp\": \(JSONValue.quoted(composition))}" }
    }

    /// What rlottie played for a job: the slider's value at frames 0, 1, …, and how far (px) a
    /// probe parented to the null moved.
    struct Played {
        let track: [Double]
        let moved: Double
    }

    /// job id → what rlottie played (or the error it gave), and the first schema errors (none
    /// when the file is valid).
    typealias Outcome = (tracks: [Int: Result<Played, ConformanceError>], schemaErrors: [String])

    static func run(_ lottie: String, jobs: [Job]) throws -> Outcome {
        guard let python else { throw ConformanceError("python3 is not installed") }
        let run = try ToolRun(python, files: ["probe.py": script, "export.json": lottie, "jobs.json": "[" + jobs.map(\.json).joined(separator: ", ") + "]"],
                              arguments: ["probe.py", "export.json", "jobs.json"])
        guard run.status == 0, let line = run.output.split(separator: "\n").last,
              let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let tracks = object["tracks"] as? [String: Any], let schema = object["schema"] as? [String] else {
            throw ConformanceError("the rlottie probe failed: \(run.output.suffix(1500))")
        }
        var result: [Int: Result<Played, ConformanceError>] = [:]
        for (key, value) in tracks {
            guard let id = Int(key) else { continue }
            if let object = value as? [String: Any], let track = object["track"] as? [Double], let moved = object["moved"] as? Double {
                result[id] = .success(Played(track: track, moved: moved))
            } else {
                result[id] = .failure(ConformanceError("\(value)"))
            }
        }
        return (result, schema)
    }

    static let script = #"""
import json, sys, numpy as np
import jsonschema, lottie_specs
from rlottie_python import LottieAnimation
text = open(sys.argv[1]).read()
doc = json.loads(text)
jobs = json.load(open(sys.argv[2]))
W, H = int(doc["w"]), int(doc["h"])
CX, CY, R = W / 2, H / 2, 120.0
def still(v): return {"a": 0, "k": v}
def transform(p): return {"a": still([0, 0]), "p": p, "s": still([100, 100]), "r": still(0), "o": still(100)}
def probe(ind, parent, p):
    layer = {"ddd": 0, "ty": 4, "ind": ind, "ip": 0, "op": doc["op"], "st": 0, "nm": "probe", "ks": transform(p),
             "shapes": [{"ty": "rc", "p": still([0, 0]), "s": still([16, 16]), "r": still(0)},
                        {"ty": "fl", "c": still([1, 1, 1, 1]), "o": still(100)}]}
    if parent is not None: layer["parent"] = parent
    return layer
def centre(ind): return {"ddd": 0, "ty": 3, "ind": ind, "ip": 0, "op": doc["op"], "st": 0, "nm": "centre", "ks": transform(still([CX, CY]))}
ys, xs = np.mgrid[0:H, 0:W]
def centroids(layers, frames):
    d = dict(doc); d["layers"] = layers
    anim = LottieAnimation.from_data(json.dumps(d))
    if anim.lottie_animation_get_size() != (W, H): raise Exception("rlottie loaded no animation (size %s)" % (anim.lottie_animation_get_size(),))
    out = []
    for f in frames:
        a = np.frombuffer(anim.lottie_animation_render(frame_num=f), dtype=np.uint8).reshape(H, W, 4)[:, :, 3].astype(np.float64)
        s = a.sum()
        if s == 0: raise Exception("frame %d: the probe is not drawn" % f)
        out.append(((a * xs).sum() / s + 0.5, (a * ys).sum() / s + 0.5))
    return out
result = {}
try:
    whole = LottieAnimation.from_data(text)
    if whole.lottie_animation_get_size() != (W, H): raise Exception("rlottie loaded no animation from the file (size %s)" % (whole.lottie_animation_get_size(),))
    frames = list(range(0, whole.lottie_animation_get_totalframe()))
    for job in jobs:
        try:
            root = json.loads(text)
            layers = root["layers"] if job["comp"] == "main" else next(a for a in root["assets"] if a.get("id") == job["comp"])["layers"]
            target = next(l for l in layers if l["ind"] == job["ind"])
            top = max(l["ind"] for l in layers) + 1
            # The Slider Control's keyframes on a probe's split x (rlottie does not evaluate effects), played by rlottie's keyframe code.
            slider = target["ef"][0]["ef"][0]["v"]
            p = {"s": True, "x": slider, "y": still(0)}
            track = [c[0] - CX for c in centroids([probe(top, top + 1, p), centre(top + 1)], frames)]
            # A probe parented to the null: it must not move (nothing parented to the nulls moves).
            target["parent"] = top + 1
            held = centroids([probe(top, job["ind"], still([0, 0])), target, centre(top + 1)], frames)
            moved = max(abs(h[0] - held[0][0]) + abs(h[1] - held[0][1]) for h in held)
            result[str(job["id"])] = {"track": [round(float(v), 6) for v in track], "moved": round(float(moved), 6)}
        except Exception as error:
            result[str(job["id"])] = "error: %s" % error
except Exception as error:
    result = {str(job["id"]): "error: %s" % error for job in jobs}
# The official Lottie schema (lottie-specs), draft 2020-12.
errors = sorted(jsonschema.Draft202012Validator(lottie_specs.load_specs()).iter_errors(doc), key=lambda e: list(e.absolute_path))
print(json.dumps({"tracks": result, "schema": ["%s: %s" % ("/".join(map(str, e.absolute_path)), e.message[:200]) for e in errors[:3]]}))
"""#
}
