/// The `fade` strategy of one action: every element stands still and only its opacity changes.
///
/// From the full motion's frames: an element that is visible at the start and gone at the end
/// stays where it started and fades out; every other element stands at its end and fades from
/// its start opacity to its end one, or in from 0 when it moved (a cross-fade of old and new).
/// Blur elements jump to their end strength, as the HIG asks ("avoid animating into and out of
/// blurs"). The fade runs over `duration` on an ease-out curve.
public struct ReducedFade: Sendable {
    /// One element's still frame and the opacities it fades between.
    struct Part: Sendable {
        var still: ElementFrame
        var fromAlpha: Double
        var toAlpha: Double
    }

    let action: String
    let screen: Screen
    let parts: [Part]

    public init(_ full: Timeline, blurElements: Set<String>) {
        action = full.action
        screen = full.screen
        guard let first = full.frames.first, let last = full.frames.last else {
            parts = []
            return
        }
        parts = last.elements.indices.map { index in
            let end = last.elements[index]
            let start = first.elements.indices.contains(index) ? first.elements[index] : end
            if blurElements.contains(end.name) { return Part(still: end, fromAlpha: end.alpha, toAlpha: end.alpha) }
            if end.alpha <= 0, start.alpha > 0 { return Part(still: start, fromAlpha: start.alpha, toAlpha: 0) }
            let moves = full.frames.contains { frame in
                frame.elements.indices.contains(index) && !Self.samePlace(frame.elements[index], end)
            }
            return Part(still: end, fromAlpha: moves ? 0 : start.alpha, toAlpha: end.alpha)
        }
    }

    /// Whether two frames of an element are drawn in the same place, size, scale and rotation.
    static func samePlace(_ a: ElementFrame, _ b: ElementFrame) -> Bool {
        a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height && a.scale == b.scale
            && a.rotation == b.rotation && a.rotationAxis == b.rotationAxis
    }

    /// The fade sampled at `fps` over `duration` seconds.
    public func timeline(duration: Double, fps: Double) throws(SceneError) -> Timeline {
        try Timeline.sampled(action: action, fps: fps, duration: duration, screen: screen) { t in
            let progress = TimingCurve.easeOut.progress(at: duration > 0 ? min(1, t / duration) : 1)
            let elements = parts.map { part in
                var element = part.still
                element.alpha = part.fromAlpha + (part.toAlpha - part.fromAlpha) * progress
                return element
            }
            return Frame(time: t, elements: elements, readouts: [Frame.Readout("fade", progress, .ratio)])
        }
    }
}
