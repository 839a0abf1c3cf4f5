import AnimTuneCore
import Foundation
import Preview

/// The running preview of a shell: the server, and the session observer that hands it every
/// change. Stopping it (or the shell's end) closes every page and the listening socket.
public final class PreviewLink {
    public let server: PreviewServer
    private weak var session: Session?
    private let observer: Int

    /// Starts the server on `port` (0: any free one) showing `session`'s current scene.
    init(session: Session, port: Int, log: @escaping @Sendable (String) -> Void) throws(PreviewError) {
        let hub = PreviewHub(state: session.state)
        server = try PreviewServer.start(hub: hub, port: port, log: log)
        self.session = session
        observer = session.observers.count
        session.observers.append { [hub] state in hub.publish(state) }
    }

    public var url: String { server.url }

    /// Plays `action` in the page (the shell's `run ACTION [ARGUMENT]`).
    func play(_ action: String, argument: String?) { server.hub.play(action, argument: argument) }

    /// Stops the server; the session's observer does nothing after.
    public func stop() {
        if let session, session.observers.indices.contains(observer) { session.observers[observer] = { _ in } }
        server.stop()
    }

    deinit { server.stop() }

    /// Where the server's one-line notes go: standard error, written whole from any thread
    /// (the lines hold printable ASCII only).
    static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
