/// One animated transform property of a Lottie layer (bodymovin JSON: `fr` frames per second,
/// `layers[].nm`, `ks.p|s|r|o|a` with keyframes `t`, `s` (and old files' `e`), Bézier easing
/// `o`/`i`, hold `h`), as the motion of one component: the one asked for, else the one that
/// moves most (a card moving down is position's second component).
public struct LottieTrack: Sendable {
    /// The keyframes' times (seconds) and first-component values, with the easing to the next.
    public let keys: [(t: Double, value: Double, easing: CubicBezier?, hold: Bool)]
    /// Which component (0 x, 1 y …) the keys follow.
    public let component: Int

    static let properties = ["position": "p", "scale": "s", "rotation": "r", "opacity": "o", "anchor": "a"]

    public init(json: String, layer: String, property: String, component asked: Int? = nil) throws(FitError) {
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
        let count = frames.compactMap { frame -> Int? in if case .array(let values)? = frame["s"] { values.count } else { nil } }.max() ?? 1
        if let asked, !(0..<count).contains(asked) {
            throw FitError("\(property) of layer '\(OneLine.text(layer))' has \(count) component\(count == 1 ? "" : "s"); --component takes 1 to \(count)")
        }
        var best: (keys: [(t: Double, value: Double, easing: CubicBezier?, hold: Bool)], travel: Double, component: Int)?
        for component in asked.map({ [$0] }) ?? Array(0..<count) {
            let keys = try Self.keys(frames, component: component, rate: rate)
            let values = keys.map(\.value)
            let travel = (values.max() ?? 0) - (values.min() ?? 0)
            if best == nil || travel > best!.travel { best = (keys, travel, component) }
        }
        let keys = best?.keys ?? []
        self.component = best?.component ?? 0
        self.keys = keys
    }

    /// The keyframes of one component.
    private static func keys(_ frames: [JSONValue], component: Int, rate: Double) throws(FitError)
        -> [(t: Double, value: Double, easing: CubicBezier?, hold: Bool)] {
        var keys: [(t: Double, value: Double, easing: CubicBezier?, hold: Bool)] = []
        for (index, frame) in frames.enumerated() {
            guard case .number(let time)? = frame["t"] else { throw FitError("keyframe \(index + 1) has no time 't'") }
            var value = Self.element(frame["s"], component)
            if value == nil, index > 0 { value = Self.element(frames[index - 1]["e"], component) }
            guard let value else { throw FitError("keyframe \(index + 1) has no value 's'") }
            var easing: CubicBezier?
            if let ox = Self.element(frame["o"]?["x"], component), let oy = Self.element(frame["o"]?["y"], component),
               let ix = Self.element(frame["i"]?["x"], component), let iy = Self.element(frame["i"]?["y"], component) {
                easing = try? CubicBezier(min(max(ox, 0), 1), oy, min(max(ix, 0), 1), iy)
            }
            keys.append((time / rate, value, easing, frame["h"] == .number(1)))
        }
        return keys
    }

    /// A number, or element `index` of an array (its first when it is shorter: Lottie writes one
    /// easing for every component).
    private static func element(_ value: JSONValue?, _ index: Int) -> Double? {
        switch value {
        case .number(let number)?: return number
        case .array(let values)?:
            guard let element = index < values.count ? values[index] : values.first else { return nil }
            if case .number(let n) = element { return n }
            return nil
        default: return nil
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
                           source: "\(keys.count) keyframes over \(NumberFormatting.short(span)) s, component \(component + 1)")
        }
    }
}
