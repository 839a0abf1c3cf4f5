import AnimTuneCore
import Foundation
import Testing
@testable import Preview

/// A page message too large to read — one frame announcing 64 MiB, or 10 million samples' worth
/// in fragments — is refused by its size before the rest arrives: the connection is closed with
/// "message too big" (1009), and the state is unchanged.
@Suite("preview refuses frames too large to read", .serialized)
struct PreviewOversizeFrameTests {
    static func refused(_ frames: [(opcode: UInt8, fin: Bool, announced: UInt64, sent: Int)], waitForLine: Bool = true) async throws -> (code: UInt16?, log: [String], unchanged: Bool) {
        try await DedicatedThread.run {
            let log = PreviewLiveTests.Lines()
            let state = SceneCatalog.defaultScene.defaultState
            let hub = PreviewHub(state: state)
            let server = try PreviewServer.start(hub: hub, port: 0, log: { log.add($0) })
            defer { server.stop() }
            let code = try RawWebSocket.send(port: server.port, token: server.token.description, frames: frames)
            // The line is written when the connection's reader ends, which may come just after the close.
            let deadline = Date().addingTimeInterval(10)
            while waitForLine && log.all.isEmpty && Date() < deadline { usleep(1000) }
            return (code, log.all, hub.snapshot.state == state)
        }
    }

    /// The WebSocket layer refuses this frame by its header and ends the connection's messages
    /// as if the page had closed: no line is logged for it (a known gap, see the README).
    @Test("a frame announcing 64 MiB: closed with 1009 by its header, the state unchanged")
    func sixtyFourMebibytes() async throws {
        let outcome = try await Self.refused([(opcode: 1, fin: true, announced: 64 << 20, sent: 4096)], waitForLine: false)
        #expect(outcome.code == 1009)
        #expect(outcome.unchanged)
    }

    @Test("10 million samples in fragments within the frame limit: closed with 1009 once the message passes its limit, one line")
    func fragmentedMessage() async throws {
        let fragment = 512 * 1024
        let outcome = try await Self.refused([(opcode: 1, fin: false, announced: UInt64(fragment), sent: fragment),
                                              (opcode: 0, fin: false, announced: UInt64(fragment), sent: fragment),
                                              (opcode: 0, fin: true, announced: UInt64(fragment), sent: fragment)])
        #expect(outcome.code == 1009)
        #expect(outcome.log == ["preview: closed a page's connection: a message over \(PageMessage.maximumGestureBytes) bytes"], "\(outcome.log)")
        #expect(outcome.unchanged)
    }
}
