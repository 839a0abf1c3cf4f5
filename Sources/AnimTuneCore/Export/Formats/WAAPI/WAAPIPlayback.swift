/// How `preview`'s page plays one action with the module `export waapi` writes.
///
/// Each property of each element that moves in `run ACTION` either follows one timing of that
/// module — `from + (to − from) · easing(t)` with the module's own `{ duration, easing }` — or,
/// where no single timing explains it (a finger's phase, an offset-driven header, a reduced
/// variant that the module picks by `matchMedia`), keyframes the core samples every
/// millisecond. A property is matched to a timing only when the core's curve of that timing
/// reproduces the property's values within a millionth of its travel at every sample, so the
/// plan never claims the module's code where the module would play something else.
public struct WAAPIPlayback: Sendable, Hashable {
    /// Where a track's values over time come from.
    public enum Source: Sendable, Hashable {
        /// `object.member` (an object `{ duration, easing }`), or `object.member(arguments…)` when
        /// the member is one of the module's spring functions.
        case timing(member: String, arguments: [Double])
        /// Linear over `object.member` seconds (the module's `{ duration: … * 1000, easing: "linear" }`).
        case linear(member: String)
        /// The track's own samples (``Track/times``, ``Track/values``), linear between them.
        case sampled
    }

    /// One animated property of one element.
    public struct Track: Sendable, Hashable {
        /// The element's name, as `run --table` names it.
        public let element: String
        /// `x`, `y`, `width`, `height`, `scale`, `rotation`, `cornerRadius`, `alpha` or `z` (the drawing order).
        public let property: String
        public let from: Double
        public let to: Double
        public let source: Source
        /// The core's values of the property at `times` (seconds): what the page draws while it
        /// has not yet imported the module of this state, and always for a sampled track.
        public let times: [Double]
        public let values: [Double]
    }

    /// The colour of one element where it changes during the action: sampled every millisecond,
    /// the samples kept where a straight line between the kept ones would be off by more than
    /// half a step of 8-bit colour.
    public struct ColourTrack: Sendable, Hashable {
        public let element: String
        public let times: [Double]
        public let colours: [RGBColor]
    }

    /// The exported module's object (`cardWaapiMotion`).
    public let object: String
    public let action: String
    /// Seconds from the first frame to the last of `run ACTION`.
    public let duration: Double
    /// The frames of the action at its start, from which the page lays out its elements.
    public let first: Frame
    /// The screen the elements are laid out on.
    public let screen: Screen
    public let tracks: [Track]
    public let colours: [ColourTrack]

    /// The numeric properties a track can move, in `ElementFrame`'s column order.
    public enum Property: String, CaseIterable, Sendable {
        case x, y, width, height, scale, rotation, cornerRadius, alpha
        /// The drawing order.
        case z

        public func value(of element: ElementFrame) -> Double {
            switch self {
            case .x: element.x
            case .y: element.y
            case .width: element.width
            case .height: element.height
            case .scale: element.scale
            case .rotation: element.rotation
            case .cornerRadius: element.cornerRadius
            case .alpha: element.alpha
            case .z: Double(element.zIndex)
            }
        }
    }

    /// Samples per second of the matching and of sampled tracks.
    public static let sampleRate = 1000.0

    /// The plan of `action` in `state`; `reduced` plays the action's reduced-motion variant
    /// (sampled: the module picks its reduced timings by the page's `matchMedia`, not by a toggle).
    /// Without `matchesTimings` every track is sampled at `options.fps` (a runtime's rendering).
    public init(action: SceneAction, state: SceneState, reduced: Bool = false, options: RunOptions = RunOptions(),
                matchesTimings: Bool = true) throws(SceneError) {
        let scene = state.scene
        var options = options
        if matchesTimings { options.fps = Self.sampleRate }
        let timeline = reduced ? try scene.reducedTimeline(for: action, state: state, options: options)
            : try scene.timeline(for: action, state: state, options: options)
        let plan = ExportPlan(Preset(name: scene.name, state: state), options: ExportOptions())
        object = ExportIdentifier.camel(plan.typeName(platform: "Waapi"))
        self.action = action.name
        duration = timeline.frames.last?.time ?? 0
        first = timeline.frames.first ?? Frame(time: 0, elements: [])
        screen = timeline.screen
        let timings = reduced || !matchesTimings ? [] : WAAPITiming.all(plan)
        let times = timeline.frames.map(\.time)
        var tracks: [Track] = []
        for (index, element) in first.elements.enumerated() {
            for (property, values) in zip(Property.allCases, Self.columns(of: index, in: timeline, else: element)) {
                guard let from = values.first, let to = values.last,
                      values.contains(where: { abs($0 - from) > 1e-9 * max(1, abs(from)) }) else { continue }
                let source = timings.first { $0.explains(values, at: times) }?.source ?? .sampled
                tracks.append(Track(element: element.name, property: property.rawValue, from: from, to: to, source: source,
                                    times: times, values: values))
            }
        }
        self.tracks = tracks
        colours = Self.colourTracks(timeline)
    }

    /// The values of each ``Property`` of the element at `index` in every frame (`missing`'s
    /// where a frame has fewer elements): the preview builds a plan for every change it pushes.
    private static func columns(of index: Int, in timeline: Timeline, else missing: ElementFrame) -> [[Double]] {
        Property.allCases.map { property in
            timeline.frames.map { index < $0.elements.count ? property.value(of: $0.elements[index]) : property.value(of: missing) }
        }
    }

    private static func colourTracks(_ timeline: Timeline) -> [ColourTrack] {
        guard let first = timeline.frames.first else { return [] }
        let times = timeline.frames.map(\.time)
        return first.elements.indices.compactMap { index in
            let colours = timeline.frames.map { $0.elements.indices.contains(index) ? $0.elements[index].colour : first.elements[index].colour }
            guard colours.contains(where: { $0 != colours[0] }) else { return nil }
            let channels: [(RGBColor) -> Double] = [{ $0.red }, { $0.green }, { $0.blue }]
            let kept = Set(channels.flatMap { channel in
                PolylineSimplification.indices(times: times, values: colours.map(channel), tolerance: 0.5 / 255)
            }).sorted()
            return ColourTrack(element: first.elements[index].name, times: kept.map { times[$0] }, colours: kept.map { colours[$0] })
        }
    }
}
