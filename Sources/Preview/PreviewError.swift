/// Why the preview could not start, in words for the one-line error.
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    case badPort(Int)
    case cannotListen(port: Int, reason: String)

    public var description: String {
        switch self {
        case .badPort(let port):
            "--port \(port) is not a port; give 1–65535, or 0 for any free one"
        case .cannotListen(let port, let reason):
            reason.contains("in use") || reason.contains("EADDRINUSE") || reason.contains("errno: 98")
                ? "port \(port) on 127.0.0.1 is in use; choose another with --port N, or --port 0 for any free one"
                : "cannot listen on 127.0.0.1:\(port): \(TerminalSafeName.clip(reason)); choose another with --port N"
        }
    }
}
