/// A finger's path along one axis: samples at strictly increasing times, the first at time 0.
/// The finger lets go at the last sample. Between samples it moves in a straight line (the
/// scene follows the finger as the touch events arrive, and a touch event is a point in time).
public struct Gesture: Sendable, Hashable {
    public let samples: [GestureSample]

    /// Most samples a gesture takes.
    public static let maximumSamples = 100_000
    /// The longest gesture, seconds.
    public static let maximumDuration = 60.0
    /// The shortest time between two samples, seconds: touch events come at most a few
    /// thousand a second, and a velocity over a shorter step overflows to infinity.
    public static let minimumStep = 1e-6
    /// Accepted positions, points.
    public static let positionRange = -100_000.0...100_000.0

    /// `samples` shifted so the first is at time 0; throws unless there are 2 to `maximumSamples`
    /// of them, finite, in range and increasing in time by at least `minimumStep`.
    public init(_ samples: [GestureSample]) throws(GestureError) {
        guard samples.count >= 2 else {
            throw GestureError(line: 0, "a gesture needs at least 2 samples (t,position), got \(samples.count)")
        }
        guard samples.count <= Self.maximumSamples else {
            throw GestureError(line: 0, "\(samples.count) samples is too many; at most \(Self.maximumSamples)")
        }
        let start = samples[0].time
        var shifted: [GestureSample] = []
        shifted.reserveCapacity(samples.count)
        for (index, sample) in samples.enumerated() {
            let time = sample.time - start
            if index > 0, !(time > shifted[index - 1].time) {
                throw GestureError(line: 0, "sample \(index + 1) is not later than the one before; times must increase")
            }
            if index > 0, time - shifted[index - 1].time < Self.minimumStep {
                throw GestureError(line: 0, "sample \(index + 1) is less than 1 µs after the one before; "
                                   + "samples must be at least \(NumberFormatting.short(Self.minimumStep)) s apart")
            }
            guard time <= Self.maximumDuration else {
                throw GestureError(line: 0, "the gesture lasts more than \(NumberFormatting.short(Self.maximumDuration)) s")
            }
            shifted.append(GestureSample(time: time, position: sample.position))
        }
        self.samples = shifted
    }

    /// When and where the finger lets go.
    public var release: GestureSample { samples[samples.count - 1] }

    /// The samples that moved the finger: all of them, but for a last one at the position of the
    /// sample before it, which is the lift-off alone — the up event that Android's `ACTION_UP`,
    /// Compose's up change and a browser's `pointerup` report at the last known position. The
    /// platforms take its time, not a position: a velocity tracker fits the moves.
    public var moves: ArraySlice<GestureSample> {
        let count = samples.count
        guard samples[count - 1].position == samples[count - 2].position else { return samples[...] }
        return samples[..<(count - 1)]
    }

    /// Seconds the finger rested between its last move and the lift-off (0 when the last
    /// sample moved: a move lifted at once).
    public var restBeforeRelease: Double {
        release.time - samples[moves.endIndex - 1].time
    }

    /// The finger's position at `t` (the first sample's before it, the last's after it).
    public func position(at t: Double) -> Double {
        guard t > samples[0].time else { return samples[0].position }
        guard t < release.time else { return release.position }
        var low = 0, high = samples.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if samples[mid].time <= t { low = mid } else { high = mid }
        }
        let a = samples[low], b = samples[high]
        return a.position + (b.position - a.position) * (t - a.time) / (b.time - a.time)
    }
}
