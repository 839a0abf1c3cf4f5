import AnimTuneCore

/// The text under the phone: the scene, action and time of the frame, then its readouts
/// (`spring 0.874   curve 1.000`). Values are padded to their widest over the timeline so the
/// line does not jitter while it plays.
public struct FrameCaption: Sendable {
    public let timeline: Timeline
    public let sceneName: String
    /// Shown as `0.5×` when not 1.
    public let speed: Double
    /// Shown as `loop` when playing repeatedly.
    public let loops: Bool
    private let valueWidths: [Int]
    private let timeWidth: Int

    public init(timeline: Timeline, sceneName: String, speed: Double = 1, loops: Bool = false) {
        self.timeline = timeline
        self.sceneName = sceneName
        self.speed = speed
        self.loops = loops
        var widths: [Int] = []
        for frame in timeline.frames {
            for (index, readout) in frame.readouts.enumerated() {
                let width = Self.value(readout).count
                if index < widths.count { widths[index] = max(widths[index], width) } else { widths.append(width) }
            }
        }
        valueWidths = widths
        timeWidth = Self.seconds(timeline.frames.last?.time ?? 0).count
    }

    /// `spring · transition   t = 0.350 s   frame 22/62   0.5×` (images leave out the frame).
    public func status(frame index: Int, showsFrameNumber: Bool = true) -> String {
        guard timeline.frames.indices.contains(index) else { return "\(sceneName) · \(timeline.action)" }
        var text = "\(sceneName) · \(timeline.action)   t = \(Self.pad(Self.seconds(timeline.frames[index].time), timeWidth)) s"
        let count = String(timeline.frames.count)
        if showsFrameNumber { text += "   frame \(Self.pad(String(index + 1), count.count))/\(count)" }
        if speed != 1 { text += "   \(NumberFormatting.short(speed, digits: 3))×" }
        if loops { text += "   loop" }
        return text
    }

    /// The readouts of the frame (`name value unit`), each padded to its widest.
    public func readouts(frame index: Int) -> [String] {
        guard timeline.frames.indices.contains(index) else { return [] }
        return timeline.frames[index].readouts.enumerated().map { offset, readout in
            let value = Self.value(readout)
            let width = offset < valueWidths.count ? valueWidths[offset] : value.count
            let unit = readout.unit.symbol.isEmpty ? "" : " " + readout.unit.symbol
            return "\(readout.name) \(Self.pad(value, width))\(unit)"
        }
    }

    /// The readouts joined into lines of at most `width` characters.
    public func readoutLines(frame index: Int, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in readouts(frame: index) {
            if line.isEmpty {
                line = item
            } else if line.count + 3 + item.count <= width {
                line += "   " + item
            } else {
                lines.append(line)
                line = item
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// A readout's value with the decimals its unit deserves.
    static func value(_ readout: Frame.Readout) -> String {
        let decimals: Int
        switch readout.unit {
        case .points, .pointsPerSecond, .degrees: decimals = 1
        case .ratio, .seconds: decimals = 3
        default: decimals = 2
        }
        return NumberFormatting.fixed(readout.value, decimals: decimals)
    }

    static func seconds(_ time: Double) -> String { CaptionNumber.seconds(time) }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
