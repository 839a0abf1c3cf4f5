/// A whole file animtune wrote: a preset (`"format": "animtune-preset"`), design tokens
/// (`dev.animtune.spring` extensions), or any code export. Code exports are read by meaning,
/// not layout: every "Set in the … form: …" note and every curve note ("easeInOut (0.42, 0,
/// 0.58, 1)") belongs to the first spring group or timing curve named after it, in any of the
/// exported spellings (`dismissSpring`, `--card-dismiss-spring`, `DISMISS_SPRING_…`); the
/// header's values note gives every other parameter. The notes (``ExportNote``) carry the
/// values as typed, so everything comes back exactly; what a file does not carry is listed.
struct AnimtuneFileDialect: DialectFamily {
    static let name = "animtune file"
    let accepted = ["any animtune export or preset file (every group it names)"]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        guard snippet.text.contains("animtune export for") || snippet.text.contains("\"animtune-preset\"")
            || snippet.text.contains("dev.animtune.") || snippet.text.hasPrefix(Self.csvHeader) else { return [] }
        return [DialectMatch(dialect: Self.name, specificity: 10) { () throws(ImportError) in try Self.parse(snippet.text) }]
    }

    static func parse(_ text: String) throws(ImportError) -> ImportResult {
        if text.contains("\"animtune-preset\"") {
            do {
                let preset = try PresetDecoder.decode(text)
                var result = result(preset.state, format: "preset")
                for parameter in preset.scene.parameters where parameter.kind != .timingCurve {
                    result.values[parameter.key] = preset.state.values[parameter.key] ?? parameter.defaultValue
                }
                return result
            } catch {
                throw .invalid(dialect: name, reason: error.description)
            }
        }
        if text.hasPrefix(csvHeader) { return try samples(text) }
        if let json = try? JSONReader().parse(text), json["$extensions"]?["dev.animtune.preset"] != nil {
            return try tokens(json)
        }
        return try code(text)
    }

    private static func result(_ state: SceneState, format: String) -> ImportResult {
        var springs: [String: SpringSetting] = [:], curves: [String: TimingCurve] = [:]
        for group in state.scene.springGroups { springs[group.prefix] = state.setting(group.prefix) }
        for parameter in state.scene.parameters where parameter.kind == .timingCurve { curves[parameter.key] = state.curve(parameter.key) }
        return ImportResult(dialect: "animtune \(format)", value: .file(scene: state.scene.name, springs: springs, curves: curves))
    }

    private static func scene(named name: String?) throws(ImportError) -> any Scene {
        guard let name, let scene = SceneCatalog.all.first(where: { $0.name == name }) else {
            throw .invalid(dialect: Self.name, reason: "the file names no scene animtune knows (\(SceneCatalog.names.joined(separator: ", ")))")
        }
        return scene
    }

    private static func tokens(_ json: JSONValue) throws(ImportError) -> ImportResult {
        guard case .string(let sceneName)? = json["$extensions"]?["dev.animtune.preset"]?["scene"] else {
            throw .invalid(dialect: name, reason: "tokens without a scene in $extensions[\"dev.animtune.preset\"]")
        }
        let scene = try scene(named: sceneName)
        var springs: [String: SpringSetting] = [:], curves: [String: TimingCurve] = [:]
        func visit(_ node: JSONValue) throws(ImportError) {
            guard case .object(let members) = node else { return }
            for (key, value) in members {
                if let set = value["$extensions"]?["dev.animtune.spring"]?["set"],
                   let group = scene.springGroups.first(where: { ExportIdentifier.camel($0.prefix) == key }) {
                    do {
                        springs[group.prefix] = try PresetDecoder.spring(set, group: group, place: key)
                    } catch {
                        throw .invalid(dialect: name, reason: error.description)
                    }
                } else if case .string("cubicBezier")? = value["$type"], case .array(let points)? = value["$value"],
                          let parameter = scene.parameters.first(where: { ExportIdentifier.camel($0.key) == key }) {
                    let numbers = points.compactMap { if case .number(let n) = $0 { n } else { nil } }
                    if case .curve(let curve, _) = try AppleDialect.bezier(numbers, dialect: name).value {
                        curves[parameter.key] = ExportNote.named(curve)
                    }
                } else {
                    try visit(value)
                }
            }
        }
        try visit(json)
        var result = ImportResult(dialect: "animtune tokens", value: .file(scene: scene.name, springs: springs, curves: curves))
        if case .string(let description)? = json["$description"] { result.values = try values(in: description, scene: scene) }
        result.missing = missing(scene, springs: springs, curves: curves, values: result.values)
        return result
    }

    /// The values note of a file, its bad value one error.
    private static func values(in text: String, scene: any Scene) throws(ImportError) -> [String: ParameterValue] {
        do { return try ExportNote.values(in: text, scene: scene) } catch { throw .invalid(dialect: name, reason: error.description) }
    }

    /// The scene's spring groups, curves and other parameters the file does not give.
    private static func missing(_ scene: any Scene, springs: [String: SpringSetting], curves: [String: TimingCurve],
                                values: [String: ParameterValue]) -> [String] {
        scene.springGroups.map(\.prefix).filter { springs[$0] == nil }
            + scene.parameters.map(\.key).filter { key in curves[key] == nil && values[key] == nil && !scene.springGroups.contains { key.hasPrefix($0.prefix + ".") } }
    }

    // MARK: CSV samples

    static let csvHeader = "curve,x_axis,x,y\n"

    /// `export csv`: the scene whose curves the file holds; each spring group's spring fitted
    /// to its samples (a CSV keeps neither the form nor the timing curves).
    private static func samples(_ text: String) throws(ImportError) -> ImportResult {
        var series: [String: [FitSample]] = [:]
        for (index, line) in text.split(separator: "\n").enumerated().dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == 4, let x = Double(fields[2]), let y = Double(fields[3]) else {
                throw .invalid(dialect: name, reason: "line \(index + 1) is not 'curve,x_axis,x,y'")
            }
            series[String(fields[0]), default: []].append(FitSample(t: x, value: y))
        }
        let names = Set(series.keys)
        guard let scene = SceneCatalog.all.first(where: { Set($0.curves.map(\.name)) == names }) else {
            throw .invalid(dialect: name, reason: "these curves are not all of one scene's")
        }
        var springs: [String: SpringSetting] = [:]
        for group in scene.springGroups {
            guard let samples = series[group.prefix], samples.count >= 4 else { continue }
            springs[group.prefix] = .physical(SpringFitter.fit(samples).spring)
        }
        var result = ImportResult(dialect: "animtune csv export", value: .file(scene: scene.name, springs: springs, curves: [:]),
                                  notes: ["a CSV holds samples: springs fitted to them (physical form), timing curves left as they are"])
        result.missing = missing(scene, springs: springs, curves: [:], values: [:])
        return result
    }

    // MARK: Code exports

    private static func code(_ text: String) throws(ImportError) -> ImportResult {
        let sceneName = text.range(of: "of scene '").flatMap { start in
            text[start.upperBound...].firstIndex(of: "'").map { String(text[start.upperBound..<$0]) }
        }
        let scene = try scene(named: sceneName)
        let format = text.range(of: "animtune export for ").flatMap { start in
            text[start.upperBound...].range(of: " of scene").map { String(text[start.upperBound..<$0.lowerBound]) }
        } ?? "code"
        let plain = uncommented(text)
        var springs: [String: SpringSetting] = [:], curves: [String: TimingCurve] = [:]
        let springNames = scene.springGroups.map { ($0.prefix, spellings(of: $0.prefix, scene: scene.name)) }
        let curveNames = scene.parameters.filter { $0.kind == .timingCurve }.map { ($0.key, spellings(of: $0.key, scene: scene.name)) }
        let springNamed = NameOccurrences(springNames.map { (key: $0.0, spellings: $0.1) }, in: plain)
        let curveNamed = NameOccurrences(curveNames.map { (key: $0.0, spellings: $0.1) }, in: plain)
        var searchStart = plain.startIndex
        while let marker = plain.range(of: "Set in the ", range: searchStart..<plain.endIndex) {
            searchStart = marker.upperBound
            let note = plain[marker.upperBound...].prefix(300).prefix { $0 != ";" }
            guard let setting = ExportNote.form(parsing: note), let key = springNamed.first(after: marker.upperBound)?.key else { continue }
            springs[key] = setting
        }
        for (curve, range) in ExportNote.curves(in: plain) {
            if let key = curveNamed.first(after: range.upperBound)?.key { curves[key] = curve }
        }
        // A group without its note: the declaration that names it, read as a snippet.
        var fromCode: [String] = []
        for (key, names) in springNames where springs[key] == nil {
            guard let declaration = firstNamed([(key, names)], in: text, after: text.startIndex, position: true),
                  case .spring(let setting)? = try? DialectDetector.read(String(text[declaration...].prefix(400)), skippingFiles: true).value
            else { continue }
            springs[key] = setting
            fromCode.append(key)
        }
        guard !springs.isEmpty || !curves.isEmpty else {
            throw .invalid(dialect: name, reason: "no spring or curve notes found; export the file again from animtune")
        }
        var result = ImportResult(dialect: "animtune \(format) export", value: .file(scene: scene.name, springs: springs, curves: curves),
                                  notes: fromCode.isEmpty ? [] : ["\(fromCode.sorted().joined(separator: ", ")) read from the code, whose numbers are rounded"])
        result.values = try values(in: plain, scene: scene)
        result.missing = missing(scene, springs: springs, curves: curves, values: result.values)
        return result
    }

    /// Comment markers and line breaks folded into single spaces, so notes read as one line.
    private static func uncommented(_ text: String) -> String {
        var out = ""
        var lastWasSpace = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var body = line.trimmed
            for marker in ["///", "//", "/**", "/*", "*/", "* ", "*"] where body.hasPrefix(marker) {
                body = String(body.dropFirst(marker.count))
                break
            }
            for character in " " + body.replacing("*/", with: " ") {
                if character == " " { if lastWasSpace { continue }; lastWasSpace = true } else { lastWasSpace = false }
                out.append(character)
            }
        }
        return out
    }

    /// How exports spell a key: `dismissSpring`, `dismiss-spring` (CSS adds the scene),
    /// `DISMISS_SPRING`.
    private static func spellings(of key: String, scene: String) -> [String] {
        // The export's names never repeat a word (`fade` + `fade.curve` → `fade-curve`).
        [ExportIdentifier.camel(key), ExportNaming(base: scene).prefixed(key), ExportIdentifier.screamingSnake(key)]
    }

    /// Where the first spelling of any of `names` appears after `position`.
    private static func firstNamed(_ names: [(String, [String])], in text: String, after position: String.Index,
                                   position _: Bool) -> String.Index? {
        var best: String.Index?
        for (_, spellings) in names {
            for spelling in spellings {
                var start = position
                while let range = text.range(of: spelling, range: start..<text.endIndex) {
                    start = range.upperBound
                    let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
                    let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
                    let continues = after.isLowercase || after.isNumber
                    guard !(before.isLetter || before.isNumber || before == "_" || before == "."), !continues else { continue }
                    if best == nil || range.lowerBound < best! { best = range.lowerBound }
                    break
                }
            }
        }
        return best
    }
}
