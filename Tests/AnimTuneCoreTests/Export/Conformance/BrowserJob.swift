import Foundation
@testable import AnimTuneCore

/// One element played in Chromium for the matrix: the css export's ready-made rule (class
/// names, start then end values) or the waapi export's element function, each property's
/// Animation paused and sought every millisecond, its eased progress read
/// (`getComputedTiming().progress`).
struct BrowserJob {
    struct Property {
        let css: String
        let timing: ElementTransition.Timing
        var js: String { WAAPIExporter.jsProperty(css) }
        /// Start and end values the element is moved between (any travel: progress is read).
        var values: (String, String) {
            switch css {
            case "transform": ("translateX(0px)", "translateX(100px)")
            case "translate": ("0px 0px", "0px 100px")
            case "clip-path": ("inset(0px)", "inset(20px)")
            case "opacity": ("0", "1")
            case "background-color": ("rgb(0, 0, 0)", "rgb(255, 255, 255)")
            default: ("0px", "100px")
            }
        }
    }

    let id: Int
    let format: String
    let scene: String
    /// The element's classes (css) or its function (waapi).
    let classes: [String]
    let function: String
    /// The position arguments the waapi function takes before `reduce`: the scene's position
    /// for the first, nil (the function's default) for the others.
    let positionArguments: [Double?]
    let reduce: Bool
    let action: String?
    let properties: [Property]
    /// Milliseconds sampled, from 1.
    let until: Int
    /// css-js: the calls into the scene's module (`window.animtuneCssJs[scene]`, as `m`) that set
    /// the element's custom properties before it moves, e.g. `m.applySpring(el, "--card-dismiss-spring", m.cardCSS.dismissSpring)`.
    var prepare: [String] = []

    var json: String {
        let props = properties.map { p in
            "{\"css\": \(JSONValue.quoted(p.css)), \"js\": \(JSONValue.quoted(p.js)), \"from\": \(JSONValue.quoted(p.values.0)), \"to\": \(JSONValue.quoted(p.values.1))}"
        }
        return "{\"id\": \(id), \"format\": \(JSONValue.quoted(format)), \"scene\": \(JSONValue.quoted(scene)), "
            + "\"classes\": \(JSONValue.quoted(classes.joined(separator: " "))), \"fn\": \(JSONValue.quoted(function)), "
            + "\"args\": [\(positionArguments.map { $0.map { ExportNumber.plain($0, digits: 17) } ?? "null" }.joined(separator: ", "))], \"reduce\": \(reduce), \"action\": \(action.map(JSONValue.quoted) ?? "null"), "
            + "\"props\": [\(props.joined(separator: ", "))], \"until\": \(until), \"prepare\": \(JSONValue.quoted(prepare.joined(separator: "\n")))}"
    }

    /// The harness run after every scene's module: plays each job and writes
    /// { id: { label: [progress at 1 ms, 2 ms, …] } } into #out. A css track is labelled by its
    /// transition property (a CSS animation, the reduced fade-in, as opacity); a waapi track by
    /// its keyframe's property in CSS spelling.
    static let harness = """
    const results = {};
    const cssName = (js) => js.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
    for (const job of window.animtuneJobs) { try {
      const el = document.createElement("div");
      document.body.appendChild(el);
      let animations = [];
      if (job.format === "css" || job.format === "css-js") {
        for (const p of job.props) el.style.setProperty(p.css, p.from);
        el.className = job.classes;
        if (job.prepare) new Function("el", "m", job.prepare)(el, window.animtuneCssJs[job.scene]);
        getComputedStyle(el).opacity;
        for (const p of job.props) el.style.setProperty(p.css, p.to);
        getComputedStyle(el).opacity;
        animations = el.getAnimations();
      } else {
        const fn = window.animtuneWaapi[job.scene][job.fn];
        const keyframes = {};
        for (const p of job.props) keyframes[p.js] = [p.from, p.to];
        animations = fn(el, keyframes, ...job.args.map((value) => value ?? undefined), job.reduce, job.action ?? undefined);
      }
      const tracks = {};
      for (const a of animations) {
        a.pause();
        let label;
        if (a.transitionProperty) label = a.transitionProperty;
        else if (a.animationName) label = "opacity";
        else label = cssName(Object.keys(a.effect.getKeyframes()[0]).find((k) => !["offset", "easing", "composite", "computedOffset"].includes(k)));
        const samples = [];
        // A CSS animation eases each keyframe interval, not the effect: its progress is the opacity drawn (0 → 1).
        const read = a.animationName ? () => +getComputedStyle(el).opacity : () => a.effect.getComputedTiming().progress;
        for (let ms = 1; ms <= job.until; ms++) { a.currentTime = ms; const p = read(); samples.push(p === null ? -1 : +p.toFixed(7)); }
        tracks[label] = samples;
        a.cancel();
      }
      results[job.id] = tracks;
      el.remove();
    } catch (error) { results[job.id] = { ["error: " + error.message]: [] }; } }
    document.getElementById("out").textContent = JSON.stringify(results);
    """

    /// Runs `jobs` in one Chromium page with every scene's `styles` and waapi `modules`
    /// (each exposing its element functions as window.animtuneWaapi[scene]) and css-js
    /// `scripts` (each exposing what it exports as window.animtuneCssJs[scene]); `reduced`
    /// forces prefers-reduced-motion. Returns job id → label → samples.
    static func run(_ jobs: [BrowserJob], styles: [String], modules: [(scene: String, text: String, functions: [String])],
                    scripts cssScripts: [(scene: String, text: String, exports: [String])] = [],
                    reduced: Bool) throws -> [Int: [String: [Double]]] {
        guard let chromium = ReducedExportTests.chromium else { throw ConformanceError("Chromium is not installed") }
        let scripts = modules.map { module in
            "<script type=\"module\">\n\(module.text)\nwindow.animtuneWaapi = window.animtuneWaapi || {};\n"
                + "window.animtuneWaapi[\(JSONValue.quoted(module.scene))] = { \(module.functions.joined(separator: ", ")) };\n</script>"
        }
        let cssJs = cssScripts.map { module in
            "<script type=\"module\">\n\(module.text)\nwindow.animtuneCssJs = window.animtuneCssJs || {};\n"
                + "window.animtuneCssJs[\(JSONValue.quoted(module.scene))] = { \(module.exports.joined(separator: ", ")) };\n</script>"
        }
        let page = """
        <!doctype html><html><head><style>\(styles.joined(separator: "\n"))</style></head><body><pre id="out"></pre>
        <script>window.animtuneJobs = [\(jobs.map(\.json).joined(separator: ",\n"))];</script>
        \((scripts + cssJs).joined(separator: "\n"))
        <script type="module">\(harness)</script></body></html>
        """
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"] + (reduced ? ["--force-prefers-reduced-motion"] : [])
        let result = try chromium.check(page, fileName: "page.html", arguments: flags)
        guard let output = result.output.components(separatedBy: "<pre id=\"out\">").dropFirst().first?.components(separatedBy: "</pre>").first,
              let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String: [Double]]] else {
            throw ConformanceError("Chromium printed no results: \(result.output.suffix(2000))")
        }
        return Dictionary(uniqueKeysWithValues: object.compactMap { key, value in Int(key).map { ($0, value) } })
    }
}

struct ConformanceError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
