/// What a frame-driven runtime put on screen: progress at frames 0, 1, 2, … (frame i at
/// `times[i]` seconds), and the frame at which it ended and jumped to the target.
struct FrameSamples: Sendable {
    var times: [Double] = []
    var values: [Double] = []
    /// Index of the frame that ended the animation (shows the target); nil: never, within the horizon.
    var endFrame: Int?
    /// |target − value| just before that frame snapped, as a fraction of the distance.
    var remaining: Double?

    /// Frame times computed two ways (i/fps, whole ms) may differ by rounding; a frame this
    /// close after `t` counts as shown at `t`.
    static let timeSlack = 1e-9

    /// The last frame at or before `t`; 1 after the end.
    func progress(at t: Double) -> Double {
        guard t >= 0, !values.isEmpty else { return 0 }
        let t = t + Self.timeSlack
        var low = 0, high = times.count - 1
        if t >= times[high] { return endFrame != nil ? 1 : values[high] }
        while low < high {
            let mid = (low + high + 1) / 2
            if times[mid] <= t { low = mid } else { high = mid - 1 }
        }
        return values[low]
    }

    var endTime: Double? { endFrame.map { times[$0] } }
}
