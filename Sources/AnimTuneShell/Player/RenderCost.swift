import AnimTuneCore

/// What rendering some frames cost: time and bytes, in total and per frame.
public struct RenderCost: Sendable, Equatable {
    public let frames: Int
    /// Wall-clock seconds for all frames.
    public let seconds: Double
    /// Bytes of terminal output for all frames.
    public let bytes: Int

    public init(frames: Int, seconds: Double, bytes: Int) {
        self.frames = frames
        self.seconds = seconds
        self.bytes = bytes
    }

    public var secondsPerFrame: Double { frames > 0 ? seconds / Double(frames) : 0 }
    public var bytesPerFrame: Double { frames > 0 ? Double(bytes) / Double(frames) : 0 }

    /// `62 frames, 0.41 ms/frame, 1.2 KB/frame`
    public var description: String {
        "\(frames) frames, \(NumberFormatting.fixed(secondsPerFrame * 1000, decimals: 3)) ms/frame, "
            + "\(NumberFormatting.fixed(bytesPerFrame / 1000, decimals: 2)) KB/frame"
    }
}
