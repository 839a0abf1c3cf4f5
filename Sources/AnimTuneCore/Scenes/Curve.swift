/// A named function of a scene's state and one variable (time, pull, drag or scroll offset):
/// what `table` prints and `plot` draws.
public struct Curve: Sendable {
    public let name: String
    public let summary: String
    public let x: CurveAxis
    public let y: CurveAxis
    /// The x range shown when none is given.
    public let domain: @Sendable (SceneState) -> ClosedRange<Double>
    /// The default step of `table` (a hundredth of the domain unless the curve says otherwise).
    public let step: @Sendable (SceneState) -> Double
    /// The curve in one state as a function of x alone: what depends only on the state (a
    /// spring built from its keys, a scene's layout) is read once, not again at every sample.
    public let function: @Sendable (SceneState) -> @Sendable (Double) -> Double
    /// The spring group behind the curve, when it is one: plots mark its overshoot and settling.
    public let springGroup: String?
    /// The spring the curve follows, settable (a spring group) or derived from other
    /// parameters (the card's present spring): `metrics` measures it.
    public var spring: (@Sendable (SceneState) -> Spring)?
    /// Parameters that alone shape the curve (a timing curve and its duration): plots name
    /// them in their title whether changed or not.
    public var shapingKeys: [String] = []
    /// x positions worth marking on a plot (the profile's offsets 40, 95, 130), with labels.
    public var markers: @Sendable (SceneState) -> [(x: Double, label: String)] = { _ in [] }

    public init(_ name: String, _ summary: String, x: CurveAxis, y: CurveAxis, springGroup: String? = nil,
                domain: @escaping @Sendable (SceneState) -> ClosedRange<Double>,
                step: (@Sendable (SceneState) -> Double)? = nil,
                function: @escaping @Sendable (SceneState) -> @Sendable (Double) -> Double) {
        self.name = name
        self.summary = summary
        self.x = x
        self.y = y
        self.springGroup = springGroup
        self.domain = domain
        self.step = step ?? { state in
            let range = domain(state)
            return (range.upperBound - range.lowerBound) / 100
        }
        self.function = function
    }

    /// A curve whose every value reads the state afresh.
    public init(_ name: String, _ summary: String, x: CurveAxis, y: CurveAxis, springGroup: String? = nil,
                domain: @escaping @Sendable (SceneState) -> ClosedRange<Double>,
                step: (@Sendable (SceneState) -> Double)? = nil,
                evaluate: @escaping @Sendable (SceneState, Double) -> Double) {
        self.init(name, summary, x: x, y: y, springGroup: springGroup, domain: domain, step: step,
                  function: { state in { x in evaluate(state, x) } })
    }

    /// The value at `x` in `state`; to sample many x of one state, take ``function`` once.
    public func evaluate(_ state: SceneState, _ x: Double) -> Double {
        function(state)(x)
    }

    /// The values at each of `xs` in `state`.
    public func values(_ state: SceneState, at xs: [Double]) -> [Double] {
        let value = function(state)
        return xs.map(value)
    }

    /// This curve, following the spring `spring(state)`.
    public func following(_ spring: @escaping @Sendable (SceneState) -> Spring) -> Curve {
        var curve = self
        curve.spring = spring
        return curve
    }

    /// This curve with plot markers.
    public func marking(_ markers: @escaping @Sendable (SceneState) -> [(x: Double, label: String)]) -> Curve {
        var curve = self
        curve.markers = markers
        return curve
    }

    /// A spring group's progress 0 → 1 over time, shown until it has settled (ε = 0.001).
    public static func spring(_ springGroup: SpringGroup, summary: String? = nil) -> Curve {
        let group = springGroup.prefix
        return Curve(group, summary ?? "progress of the '\(group)' spring over time", x: .time, y: .progress,
                     springGroup: group,
                     domain: { state in 0...Curve.springWindow(state.spring(group)) },
                     function: { state in
                         let spring = state.spring(group)
                         return { t in spring.progress(at: t) }
                     })
            .following { state in state.spring(group) }
    }

    /// A timing curve parameter's progress over its duration parameter.
    public static func timing(_ curveKey: ParameterKey<TimingCurve>, duration durationKey: ParameterKey<Double>,
                              summary: String? = nil) -> Curve {
        var curve = Curve(curveKey.key, summary ?? "progress of the '\(curveKey.key)' timing curve over '\(durationKey.key)'",
              x: .time, y: .progress,
              domain: { state in 0...state[durationKey] },
              step: { state in state[durationKey] / 100 },
              function: { state in
                  let duration = state[durationKey], timing = state[curveKey]
                  return { t in timing.progress(at: duration > 0 ? t / duration : 1) }
              })
        curve.shapingKeys = [curveKey.key, durationKey.key]
        return curve
    }

    /// Long enough to show a spring settle: its ε = 0.001 settling time plus a margin, rounded up.
    public static func springWindow(_ spring: Spring) -> Double {
        let settle = SpringMetrics.settlingTime(of: spring, band: SpringMetrics.settlingBandEpsilon)
        guard settle.isFinite, settle > 0 else { return 1 }
        let padded = settle * 1.1
        let grain = padded > 2 ? 0.5 : 0.1
        return (padded / grain).rounded(.up) * grain
    }
}
