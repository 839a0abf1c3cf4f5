import AnimTuneCore
import Dispatch
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers

/// The loopback preview: an HTTP server on 127.0.0.1 that serves the embedded page, the
/// `export waapi` module of the current state and one WebSocket per page, all under a random
/// token. It runs on its own threads; the shell hands it changes through ``hub``.
public final class PreviewServer: Sendable {
    public let hub: PreviewHub
    public let token: PreviewToken
    /// The last gesture a page recorded.
    public let recorder: GestureRecorder
    /// The port it listens on (chosen by the system when 0 was asked).
    public let port: Int
    private let task: Task<Void, any Error>
    private let stopped: DispatchSemaphore

    /// Seconds `start` and `stop` wait for the server at most.
    static let startLimit = 15.0

    /// `http://127.0.0.1:PORT/TOKEN/`: the page.
    public var url: String { "http://\(PreviewAddress.host):\(port)/\(token)/" }

    /// Starts listening on 127.0.0.1:`port` (0: any free port) and returns once it does.
    /// `log` receives one line for each refused page message.
    public static func start(hub: PreviewHub, port: Int, log: @escaping @Sendable (String) -> Void) throws(PreviewError) -> PreviewServer {
        try start(hub: hub, port: port, log: log, payloads: PayloadCache())
    }

    /// `payloads`: where the pages' messages are built (a test's may hold a state's details back).
    static func start(hub: PreviewHub, port: Int, log: @escaping @Sendable (String) -> Void,
                      payloads: PayloadCache) throws(PreviewError) -> PreviewServer {
        guard (0...65535).contains(port) else { throw .badPort(port) }
        let token = PreviewToken()
        let bound = NIOLockedValueBox<Int>(0)
        let ready = DispatchSemaphore(value: 0), stopped = DispatchSemaphore(value: 0)
        let failure = NIOLockedValueBox<(any Error)?>(nil)
        let recorder = GestureRecorder()
        let routes = PreviewRoutes(hub: hub, token: token, port: { bound.withLockedValue { $0 } }, log: log, recorder: recorder,
                                   payloads: payloads)
        let app = Application(
            router: routes.router(),
            server: .http1WebSocketUpgrade(webSocketRouter: routes.router(),
                                           configuration: .init(ws: .init(maxFrameSize: PreviewRoutes.maximumFrame))),
            configuration: .init(address: .hostname(PreviewAddress.host, port: port), serverName: nil, reuseAddress: false),
            onServerRunning: { channel in
                bound.withLockedValue { $0 = channel.localAddress?.port ?? 0 }
                ready.signal()
            },
            logger: Logger(label: "animtune.preview", factory: { _ in SwiftLogNoOpLogHandler() })
        )
        let run: @Sendable () async throws -> Void = {
            defer { stopped.signal() }
            do { try await app.run() } catch {
                failure.withLockedValue { $0 = error }
                ready.signal()
                throw error
            }
        }
        let task: Task<Void, any Error>
        if #available(macOS 15.0, *) {
            let executor = PreviewExecutor()
            task = Task.detached(executorPreference: executor) {
                defer { executor.finish() }
                try await run()
            }
        } else {
            task = Task.detached { try await run() }
        }
        // Bounded: a caller on a thread of the concurrency pool the server's tasks need (a test)
        // gets an error, never a hang.
        guard ready.wait(timeout: .now() + Self.startLimit) == .success else {
            task.cancel()
            throw .cannotListen(port: port, reason: "the server did not start within \(Int(Self.startLimit)) s")
        }
        if let error = failure.withLockedValue({ $0 }) {
            _ = stopped.wait(timeout: .now() + Self.startLimit)
            throw .cannotListen(port: port, reason: String(describing: error))
        }
        return PreviewServer(hub: hub, token: token, recorder: recorder, port: bound.withLockedValue { $0 }, task: task, stopped: stopped)
    }

    private init(hub: PreviewHub, token: PreviewToken, recorder: GestureRecorder, port: Int, task: Task<Void, any Error>,
                 stopped: DispatchSemaphore) {
        self.hub = hub
        self.token = token
        self.recorder = recorder
        self.port = port
        self.task = task
        self.stopped = stopped
    }

    /// Closes every page's connection and the listening socket, and returns when nothing listens.
    public func stop() {
        hub.finish()
        task.cancel()
        if stopped.wait(timeout: .now() + Self.startLimit) == .success { stopped.signal() }
    }
}
