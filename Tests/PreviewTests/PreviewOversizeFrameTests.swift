import AnimTuneCore
import Foundation
import TestPrerequisites
import Testing
@testable import Preview

/// A page message too large to read — one frame announcing 64 MiB, or 10 million samples' worth
/// in fragments — is refused by its size before the rest arrives: the connection is closed with
/// "message too big" (1009), one line is logged, and the state is unchanged.
@Suite("preview refuses frames too large to read", .serialized)
struct PreviewOversizeFrameTests {
    static func refused(_ frames: [(opcode: UInt8, fin: Bool, announced: UInt64, sent: Int)]) async throws -> (code: UInt16?, log: [String], unchanged: Bool) {
        try await DedicatedThread.run {
            let log = PreviewLiveTests.Lines()
            let state = SceneCatalog.defaultScene.defaultState
            let hub = PreviewHub(state: state)
            let server = try PreviewServer.start(hub: hub, port: 0, log: { log.add($0) })
            defer { server.stop() }
            let code = try RawWebSocket.send(port: server.port, token: server.token.description, frames: frames)
            // The line is written when the connection's reader ends, which may come just after the close.
            let deadline = Date().addingTimeInterval(Patience.seconds)
            while log.all.isEmpty && Date() < deadline { usleep(1000) }
            return (code, log.all, hub.snapshot.state == state)
        }
    }

    /// The WebSocket layer refuses this frame by its header and ends the connection's messages
    /// without a close: the line says so, as it cannot tell this from a page that went away.
    @Test("a frame announcing 64 MiB: closed with 1009 by its header, one line, the state unchanged")
    func sixtyFourMebibytes() async throws {
        let outcome = try await Self.refused([(opcode: 1, fin: true, announced: 64 << 20, sent: 4096)])
        #expect(outcome.code == 1009)
        #expect(outcome.log == ["preview: closed a page's connection: it ended without a close — a frame the WebSocket layer refused "
                                + "(over \(PageMessage.maximumGestureBytes) bytes, or malformed), or a page that went away"], "\(outcome.log)")
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
