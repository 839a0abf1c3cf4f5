/// One animated transform property of a Lottie layer (bodymovin JSON: `fr` frames per second,
/// `layers[].nm`, `ks.p|s|r|o|a` with keyframes `t`, `s` (and old files' `e`), Bézier easing
/// `o`/`i`, hold `h`), as the motion of its first component.
public struct LottieTrack: Sendable {
    /// The keyframes' times (seconds) and first-component values, with the easing to the next.
    public let keys: [(t: Double, value: Double, easing: CubicBezier?, hold: Bool)]

    static let properties = ["position": "p", "scale": "s", "rotation": "r", "opacity": "o", "anchor": "a"]

    public init(json: String, layer: String, property: String) throws(FitError) {
        let root: JSONValue
        do { root = try JSONReader().parse(json) } catch { throw FitError("not JSON: \(error.description)") }
        guard case .number(let rate)? = root["fr"], rate > 0 else { throw FitError("not a Lottie file: no frame rate 'fr'") }
        guard case .array(let layers)? = root["layers"] else { throw FitError("not a Lottie file: no 'layers'") }
        let names = layers.compactMap { if case .string(let name)? = $0["nm"] { name } else { nil } }
        guard let found = layers.first(where: { $0["nm"] == .string(layer) }) else {
            throw FitError("no layer '\(OneLine.text(layer))'" + Suggestion.didYouMean(layer, in: names)
                + " (layers: \(names.prefix(12).map(OneLine.text).joined(separator: ", ")))")
        }
        let code = Self.properties[property.lowercased()] ?? property
        guard Self.properties.values.contains(code) else {
            throw FitError("unknown property '\(OneLine.text(property))'; accepted: position, scale, rotation, opacity, anchor")
        }
        guard var track = found["ks"]?[code] else { throw FitError("layer '\(OneLine.text(layer))' has no \(property)") }
        if case .bool(true)? = track["s"], let x = track["x"] { track = x }
        guard case .number(1)? = track["a"], case .array(let frames)? = track["k"], frames.count >= 2 else {
            throw FitError("\(property) of layer '\(OneLine.text(layer))' is not animated (needs at least two keyframes)")
        }
        var keys: [(t: Double, value: Double, easing: CubicBezier?, hold: Bool)] = []
        for (index, frame) in frames.enumerated() {
            guard case .number(let time)? = frame["t"] else { throw FitError("keyframe \(index + 1) has no time 't'") }
            var value = Self.first(frame["s"])
            if value == nil, index > 0 { value = Self.first(frames[index - 1]["e"]) }
            guard let value else { throw FitError("keyframe \(index + 1) has no value 's'") }
            var easing: CubicBezier?
            if let ox = Self.first(frame["o"]?["x"]), let oy = Self.first(frame["o"]?["y"]),
               let ix = Self.first(frame["i"]?["x"]), let iy = Self.first(frame["i"]?["y"]) {
                easing = try? CubicBezier(min(max(ox, 0), 1), oy, min(max(ix, 0), 1), iy)
            }
            keys.append((time / rate, value, easing, frame["h"] == .number(1)))
        }
        self.keys = keys
    }

    /// A number or the first number of an array.
    private static func first(_ value: JSONValue?) -> Double? {
        switch value {
        case .number(let number)?: number
        case .array(let values)?: values.first.flatMap { if case .number(let n) = $0 { n } else { nil } }
        default: nil
        }
    }

    /// The value at time t (seconds): eased between keyframes, held outside them.
    public func value(at t: Double) -> Double {
        if t <= keys[0].t { return keys[0].value }
        for index in 1..<keys.count where t < keys[index].t {
            let a = keys[index - 1], b = keys[index]
            if a.hold { return a.value }
            let fraction = (t - a.t) / (b.t - a.t)
            let progress = a.easing.map { $0.progress(at: fraction) } ?? fraction
            return a.value + (b.value - a.value) * progress
        }
        return keys[keys.count - 1].value
    }

    /// From the first keyframe to the last, 240 samples, start and target the first and last values.
    public var data: FitData {
        get throws(FitError) {
            let start = keys[0].value, target = keys[keys.count - 1].value
            guard target != start else { throw FitError("the property ends where it starts: no travel") }
            let t0 = keys[0].t, span = keys[keys.count - 1].t - t0
            let count = 240
            let samples = (0...count).map { index in
                let t = t0 + span * Double(index) / Double(count)
                return FitSample(t: t - t0, value: (value(at: t) - start) / (target - start))
            }
            return FitData(samples: samples, start: start, target: target,
                           source: "\(keys.count) keyframes over \(NumberFormatting.short(span)) s")
        }
    }
}
