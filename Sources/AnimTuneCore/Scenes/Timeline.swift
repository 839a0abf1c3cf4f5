/// The frames of one `run`, evenly spaced at `fps`, first at t = 0, last at the action's end.
public struct Timeline: Sendable, Hashable {
    public let action: String
    public let fps: Double
    public let frames: [Frame]

    public init(action: String, fps: Double, frames: [Frame]) {
        self.action = action
        self.fps = fps
        self.frames = frames
    }

    /// Samples `frame(t)` from 0 to `duration` inclusive at `fps`.
    public static func sampled(action: String, fps: Double, duration: Double,
                               frame: (Double) -> Frame) -> Timeline {
        let count = max(1, Int((duration * fps).rounded(.up)))
        var frames: [Frame] = []
        frames.reserveCapacity(count + 1)
        for index in 0...count {
            frames.append(frame(min(Double(index) / fps, duration)))
        }
        return Timeline(action: action, fps: fps, frames: frames)
    }

    /// CSV: `t` then `ELEMENT.PROPERTY` for every element and property.
    public var csv: String {
        guard let first = frames.first else { return "t\n" }
        var header = ["t"]
        for element in first.elements {
            header += ElementFrame.propertyNames.map { "\(element.name).\($0)" }
        }
        var lines = [header.joined(separator: ",")]
        for frame in frames {
            var row = [NumberFormatting.short(frame.time, digits: 9)]
            for element in frame.elements { row += element.propertyValues }
            lines.append(row.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
