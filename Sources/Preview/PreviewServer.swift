import AnimTuneCore
import Dispatch
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle

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
    /// Stops the server the way it is built to stop: no new connection, the open ones ended.
    private let shutdown: @Sendable () -> Void
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
        let quiet = Logger(label: "animtune.preview", factory: { _ in SwiftLogNoOpLogHandler() })
        let app = Application(
            router: routes.router(),
            server: .http1WebSocketUpgrade(webSocketRouter: routes.router(),
                                           configuration: .init(ws: .init(maxFrameSize: PreviewRoutes.maximumFrame))),
            configuration: .init(address: .hostname(PreviewAddress.host, port: port), serverName: nil, reuseAddress: false),
            onServerRunning: { channel in
                bound.withLockedValue { $0 = channel.localAddress?.port ?? 0 }
                ready.signal()
            },
            logger: quiet
        )
        // The server stops by a graceful shutdown of its group, run on the server's own thread.
        // Cancelling its task from another thread instead can deadlock: the cancellation
        // handler of the connections' merged sequence (swift-async-algorithms 1.1.4) takes its
        // lock while the task's status is locked, and that sequence holds its lock while it
        // reads the task's status on the server's thread.
        var configuration = ServiceGroupConfiguration(services: [app], logger: quiet)
        configuration.maximumGracefulShutdownDuration = .seconds(Self.startLimit / 2)
        let group = ServiceGroup(configuration: configuration)
        let run: @Sendable () async throws -> Void = {
            defer { stopped.signal() }
            do { try await group.run() } catch {
                failure.withLockedValue { $0 = error }
                ready.signal()
                throw error
            }
        }
        let shutdown: @Sendable () -> Void
        if #available(macOS 15.0, *) {
            let executor = PreviewExecutor()
            Task.detached(executorPreference: executor) {
                defer { executor.finish() }
                try await run()
            }
            shutdown = { Task.detached(executorPreference: executor) { await group.triggerGracefulShutdown() } }
        } else {
            Task.detached { try await run() }
            shutdown = { Task.detached { await group.triggerGracefulShutdown() } }
        }
        // Bounded: a caller on a thread of the concurrency pool the server's tasks need (a test)
        // gets an error, never a hang.
        guard ready.wait(timeout: .now() + Self.startLimit) == .success else {
            shutdown()
            throw .cannotListen(port: port, reason: "the server did not start within \(Int(Self.startLimit)) s")
        }
        if let error = failure.withLockedValue({ $0 }) {
            _ = stopped.wait(timeout: .now() + Self.startLimit)
            throw .cannotListen(port: port, reason: String(describing: error))
        }
        return PreviewServer(hub: hub, token: token, recorder: recorder, port: bound.withLockedValue { $0 },
                             shutdown: shutdown, stopped: stopped)
    }

    private init(hub: PreviewHub, token: PreviewToken, recorder: GestureRecorder, port: Int,
                 shutdown: @escaping @Sendable () -> Void, stopped: DispatchSemaphore) {
        self.hub = hub
        self.token = token
        self.recorder = recorder
        self.port = port
        self.shutdown = shutdown
        self.stopped = stopped
    }

    /// Closes every page's connection and the listening socket, and returns when nothing listens.
    public func stop() {
        hub.finish()
        shutdown()
        if stopped.wait(timeout: .now() + Self.startLimit) == .success { stopped.signal() }
    }
}
