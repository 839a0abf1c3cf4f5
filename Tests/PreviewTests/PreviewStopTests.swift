import AnimTuneCore
import Dispatch
import Foundation
import Synchronization
import TestPrerequisites
import Testing
@testable import Preview

/// `stop` while pages keep connecting and sending: the server must end every time. Cancelling
/// the server's task from the stopping thread hung a CI run once (the connections' merged
/// sequence takes its lock in its cancellation handler, under the task's status lock, while the
/// server's thread held that lock and read the status). What rules that out is that the server
/// keeps no task to cancel: it stops by a graceful shutdown on its own thread. The window is
/// narrow: with the old `stop`, this test passed in two runs; it holds `stop` to return under
/// traffic on both kinds of connection, and to leave nothing listening.
@Suite("preview stops while connections arrive")
struct PreviewStopTests {
    static let rounds = 20

    @Test("stop returns every time while a client keeps asking for the page and a page keeps sending, and nothing listens after")
    func stopsUnderConnections() async throws {
        try await DedicatedThread.run {
            for round in 0..<Self.rounds {
                let server = try PreviewServer.start(hub: PreviewHub(state: SceneCatalog.defaultScene.defaultState), port: 0, log: { _ in })
                let port = server.port, path = "/\(server.token)/"
                let answered = Atomic(0), messages = Atomic(0), done = Atomic(false)
                // A client that connects and asks for the page again and again, and one whose page
                // socket sends messages without pause, until told to stop.
                Thread {
                    while !done.load(ordering: .acquiring) {
                        if (try? RawHTTP.request(port: port, path: path, headers: [("Host", "127.0.0.1:\(port)")]))?.status == 200 {
                            answered.add(1, ordering: .relaxed)
                        }
                    }
                }.start()
                Thread {
                    try? RawWebSocket.keepSending(port: port, token: server.token.description, text: #"{"type":"ghosts","on":true}"#,
                                                  sent: { messages.add(1, ordering: .relaxed) }) { done.load(ordering: .acquiring) }
                }.start()
                let deadline = Date().addingTimeInterval(Patience.seconds)
                while (answered.load(ordering: .relaxed) < 3 || messages.load(ordering: .relaxed) < 100) && Date() < deadline { usleep(1_000) }
                guard answered.load(ordering: .relaxed) >= 3, messages.load(ordering: .relaxed) >= 100 else {
                    Issue.record("round \(round): answered \(answered.load(ordering: .relaxed)) requests, sent \(messages.load(ordering: .relaxed)) messages")
                    done.store(true, ordering: .releasing)
                    server.stop()
                    return
                }
                let stopped = DispatchSemaphore(value: 0)
                Thread { server.stop(); stopped.signal() }.start()
                let returned = stopped.wait(timeout: .now() + Patience.seconds) == .success
                done.store(true, ordering: .releasing)
                #expect(returned, "round \(round): stop did not return")
                guard returned else { return }
                #expect((try? RawHTTP.connect(port: port)).map { close($0) } == nil, "round \(round): something still listens on \(port)")
            }
        }
    }
}
