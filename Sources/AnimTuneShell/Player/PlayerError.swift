import Gnuplot

/// What can stop playback or rendering, as one line a person can act on.
public enum PlayerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The terminal cannot fit the phone and its caption.
    case terminalTooSmall(columns: Int, rows: Int, needs: (columns: Int, rows: Int))
    /// Writing to the terminal failed (it went away).
    case terminalWrite(reason: String)
    /// The timeline has no frames.
    case emptyTimeline
    /// gnuplot failed while rendering images.
    case gnuplot(GnuplotError)
    /// A file or folder could not be created, written or renamed.
    case file(path: String, reason: String)
    /// Rendering was stopped by Ctrl-C; nothing was written.
    case interrupted
    /// The GIF would have more frames than ``GifRenderer/maximumFrames``.
    /// `frames` for `--frames` (a folder of PNGs), else the GIF.
    case tooManyFrames(Int, limit: Int, frames: Bool = false)

    public var description: String {
        switch self {
        case .terminalTooSmall(let columns, let rows, let needs):
            return "the terminal is \(columns)×\(rows); playback needs at least \(needs.columns)×\(needs.rows) "
                + "(enlarge it, or use --table, --gif FILE)"
        case .terminalWrite(let reason):
            return "cannot write to the terminal: \(reason)"
        case .emptyTimeline:
            return "nothing to play: the action has no frames"
        case .gnuplot(let error):
            return error.description
        case .file(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        case .interrupted:
            return "rendering interrupted; nothing was written"
        case .tooManyFrames(let count, let limit, let frames):
            return frames ? "--frames would write \(count) frames, more than \(limit); use a lower --fps"
                : "the GIF would have \(count) frames, more than \(limit); use a higher --speed or a lower --fps"
        }
    }

    public static func == (lhs: PlayerError, rhs: PlayerError) -> Bool {
        lhs.description == rhs.description
    }
}
