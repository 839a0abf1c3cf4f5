import AnimTuneCore

/// The pointer events of one gesture as a page sends them: `samples` of `[time ms, x pt, y pt]`
/// (times as `PointerEvent.timeStamp` gives them, positions on the scene's screen), and whether
/// the page's record toggle keeps it. Bounded: 2 to ``maximumSamples`` samples, finite numbers,
/// positions within ±100,000 pt, times increasing by at least 1 µs and spanning at most 60 s.
struct PageGesture: Equatable {
    let samples: [PointerSample]
    let record: Bool

    static let maximumSamples = 10_000
    /// The longest gesture, milliseconds.
    static let maximumDuration = Gesture.maximumDuration * 1000
    /// The largest time a page may give, milliseconds (`timeStamp` counts from the page's load).
    static let maximumTime = 1e12

    init(_ value: JSONValue) throws(PageMessage.Refusal) {
        guard case .array(let items)? = value["samples"] else {
            throw PageMessage.Refusal(reason: "gesture: samples must be an array of [time ms, x pt, y pt]")
        }
        guard (2...Self.maximumSamples).contains(items.count) else {
            throw PageMessage.Refusal(reason: "gesture: \(items.count) samples; a gesture has 2 to \(Self.maximumSamples)")
        }
        var samples: [PointerSample] = []
        samples.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .array(let fields) = item, fields.count == 3,
                  case .number(let time) = fields[0], case .number(let x) = fields[1], case .number(let y) = fields[2] else {
                throw PageMessage.Refusal(reason: "gesture: sample \(index + 1) is not [time ms, x pt, y pt]")
            }
            guard time.isFinite, (0...Self.maximumTime).contains(time) else {
                throw PageMessage.Refusal(reason: "gesture: sample \(index + 1): time must be a finite number of ms from 0 to 1e12")
            }
            guard x.isFinite, y.isFinite, Gesture.positionRange.contains(x), Gesture.positionRange.contains(y) else {
                throw PageMessage.Refusal(reason: "gesture: sample \(index + 1): x and y must be finite points within ±100000")
            }
            if let last = samples.last, !(time - last.time * 1000 >= Gesture.minimumStep * 1000) {
                throw PageMessage.Refusal(reason: "gesture: sample \(index + 1) is not at least 1 µs after the one before; times must increase")
            }
            if let first = samples.first, time - first.time * 1000 > Self.maximumDuration {
                throw PageMessage.Refusal(reason: "gesture: sample \(index + 1) is more than 60 s after the first; a gesture lasts at most 60 s")
            }
            samples.append(PointerSample(time: time / 1000, x: x, y: y))
        }
        self.samples = samples
        switch value["record"] {
        case .bool(let on)?: record = on
        case nil: record = false
        default: throw PageMessage.Refusal(reason: "gesture: record must be true or false")
        }
    }
}
