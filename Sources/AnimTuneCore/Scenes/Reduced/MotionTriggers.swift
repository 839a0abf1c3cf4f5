/// The vestibular motion triggers left in one played action (Apple's Reduced Motion criteria:
/// translation, scaling, rotation, depth and blur), measured on its frames: what
/// `metrics --reduced` reports for the full and the reduced variant.
///
/// Only frames where an element is visible (alpha > 0) count for its movement, each compared
/// with its first visible frame, so an element that fades out in place has not moved.
public struct MotionTriggers: Sendable, Hashable {
    /// The farthest any visible element's centre gets from where it was first seen, in points.
    public let maxTranslation: Double
    /// The largest |drawn size / first drawn size − 1| of a visible element, width or height,
    /// `scale` included: a card growing to the screen counts as scaling.
    public let maxScaleDeviation: Double
    /// The largest change of a visible element's rotation, in degrees.
    public let maxRotation: Double
    /// The largest change of a blur element's strength (0…1).
    public let maxBlur: Double
    /// The largest travel past the end value of any property, as a fraction of that property's
    /// start-to-end change (0.05 is 5 %).
    public let overshoot: Double
    /// Seconds from the start until the action's last animation completes (its last frame).
    public let duration: Double

    /// Below these, a change is rounding, not motion: 0.01 pt, 1e-4 of a size, 0.01°, 1e-4 blur.
    public static let tolerances = (translation: 0.01, scale: 1e-4, rotation: 0.01, blur: 1e-4)

    /// Whether any trigger remains: translation, scaling, rotation or blur above rounding.
    public var vestibular: Bool {
        let limit = Self.tolerances
        return maxTranslation > limit.translation || maxScaleDeviation > limit.scale
            || maxRotation > limit.rotation || maxBlur > limit.blur
    }

    public init(maxTranslation: Double, maxScaleDeviation: Double, maxRotation: Double, maxBlur: Double,
                overshoot: Double, duration: Double) {
        self.maxTranslation = maxTranslation
        self.maxScaleDeviation = maxScaleDeviation
        self.maxRotation = maxRotation
        self.maxBlur = maxBlur
        self.overshoot = overshoot
        self.duration = duration
    }

    public init(_ timeline: Timeline, blurElements: Set<String>) {
        var translation = 0.0, scale = 0.0, rotation = 0.0, blur = 0.0, overshoot = 0.0
        let frames = timeline.frames
        let count = frames.first?.elements.count ?? 0
        for index in 0..<count {
            let track = frames.compactMap { $0.elements.indices.contains(index) ? $0.elements[index] : nil }
            guard let start = track.first, let end = track.last else { continue }
            if blurElements.contains(start.name) {
                let alphas = track.map(\.alpha)
                blur = max(blur, (alphas.max() ?? 0) - (alphas.min() ?? 0))
                continue
            }
            let visible = track.filter { $0.alpha > 0 }
            if let first = visible.first {
                for element in visible {
                    let dx = (element.x + element.width / 2) - (first.x + first.width / 2)
                    let dy = (element.y + element.height / 2) - (first.y + first.height / 2)
                    translation = max(translation, (dx * dx + dy * dy).squareRoot())
                    for (size, firstSize) in [(element.width, first.width), (element.height, first.height)]
                    where firstSize * first.scale > 0 {
                        scale = max(scale, abs(size * element.scale / (firstSize * first.scale) - 1))
                    }
                    rotation = max(rotation, abs(element.rotation - first.rotation))
                }
            }
            let properties: [(ElementFrame) -> Double] = [\.x, \.y, \.width, \.height, \.scale, \.rotation, \.alpha]
            for property in properties {
                let travel = property(end) - property(start)
                guard abs(travel) > 1e-9 * max(1, abs(property(end))) else { continue }
                for element in track {
                    overshoot = max(overshoot, (property(element) - property(end)) / travel)
                }
            }
        }
        self.init(maxTranslation: translation, maxScaleDeviation: scale, maxRotation: rotation, maxBlur: blur,
                  overshoot: overshoot, duration: frames.last?.time ?? 0)
    }
}
