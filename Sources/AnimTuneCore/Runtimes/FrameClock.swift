/// When a frame-driven runtime draws: frame i at i/fps seconds, or at whole milliseconds of
/// that (Android's Choreographer). Frame indices stay Doubles, so no time converts to an Int.
public struct FrameClock: Sendable, Hashable {
    public let frameRate: Double
    public let wholeMilliseconds: Bool

    public init(frameRate: Double, wholeMilliseconds: Bool = false) {
        self.frameRate = frameRate
        self.wholeMilliseconds = wholeMilliseconds
    }

    public var period: Double { 1 / frameRate }

    /// The time of frame `index`.
    public func time(_ index: Double) -> Double {
        let exact = index / frameRate
        return wholeMilliseconds ? (exact * 1000).rounded(.down) / 1000 : exact
    }

    /// The index of the last frame at or before `t` (0 before the first).
    public func frame(atOrBefore t: Double) -> Double {
        guard t.isFinite, t > 0 else { return 0 }
        var index = (t * frameRate).rounded(.down)
        for _ in 0..<4 where index > 0 && time(index) > t + 1e-12 { index -= 1 }
        for _ in 0..<4 where time(index + 1) <= t + 1e-12 { index += 1 }
        return index
    }
}
