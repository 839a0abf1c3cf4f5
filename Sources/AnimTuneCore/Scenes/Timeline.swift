/// The frames of one `run`, evenly spaced at `fps`, first at t = 0, last at the action's end
/// (the step before it may be shorter).
public struct Timeline: Sendable, Hashable {
    public let action: String
    public let fps: Double
    public let frames: [Frame]
    /// The screen the frames are laid out on; the player draws the phone around it.
    public let screen: Screen

    public init(action: String, fps: Double, frames: [Frame], screen: Screen = .iPhoneX) {
        self.action = action
        self.fps = fps
        self.frames = frames
        self.screen = screen
    }

    /// The most frames one `run` may produce: 10 minutes at 60 fps. UI animations are far
    /// shorter; a longer one is a spring that barely settles, and would exhaust memory.
    public static let maximumFrames = 36_000

    /// Samples `frame(t)` at `fps` from 0, the last frame exactly at `duration`. Throws when
    /// that is more than ``maximumFrames`` frames.
    public static func sampled(action: String, fps: Double, duration: Double, screen: Screen = .iPhoneX,
                               frame: (Double) -> Frame) throws(SceneError) -> Timeline {
        // The last frame is at `duration`; a step that lands on it (within rounding) is not
        // repeated.
        guard duration.isFinite else {
            throw .invalid("run \(action): the motion never ends (it lasts \(NumberFormatting.short(duration)) s): "
                + "settle it sooner (more damping, a shorter duration)")
        }
        // Counted with a clamp: a duration of months is over the limit, not a trap.
        let steps = Int(duration * fps - 1e-9, rounding: .up, clampedTo: 1...(1 << 62))
        guard steps < maximumFrames else {
            throw .invalid("run \(action): the motion lasts \(NumberFormatting.short(duration, digits: 4)) s, "
                + "\(steps + 1) frames at \(NumberFormatting.short(fps)) fps; at most \(maximumFrames) frames: "
                + "settle it sooner (more damping, a shorter duration) or lower --fps")
        }
        var frames: [Frame] = []
        frames.reserveCapacity(steps + 1)
        for index in 0..<steps {
            frames.append(frame(Double(index) / fps))
        }
        frames.append(frame(duration))
        return Timeline(action: action, fps: fps, frames: frames, screen: screen)
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
