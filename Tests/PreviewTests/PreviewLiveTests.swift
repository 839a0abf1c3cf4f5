import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
import TestPrerequisites
@testable import Preview

/// In headless Chromium: the page follows every state the shell publishes (its `version` and
/// `values`), asks nothing of any origin but its own, and a page message that is not a UI event
/// closes that connection with one logged line and leaves the state as it was.
@Suite("preview page is live and asks for nothing else", .serialized,
       .enabled(if: Prerequisite.runs(HeadlessChromium.executable != nil), "Chromium is not installed; the preview page was not run"))
struct PreviewLiveTests {
    struct Outcome: Sendable {
        var shown: [String] = []
        /// The panel's measures and code line after a nudge of the card, and the server's for that state.
        var panel: [String] = []
        var expectedPanel: [String] = []
        var foreign: [String] = []
        var log: [String] = []
        var stateAfterHostile: SceneState?
        var expected: SceneState?
    }

    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    @Test("60 nudges: the page's version and values follow each one, its panel a card nudge's measures and code; every request stays on the page's origin; hostile messages are refused")
    func live() async throws {
        let outcome = try await DedicatedThread.run { try Self.drive() }
        #expect(outcome.shown.count == 60 && outcome.shown.allSatisfy { $0 == "ok" }, "\(outcome.shown.filter { $0 != "ok" }.prefix(3))")
        #expect(outcome.panel == outcome.expectedPanel)
        #expect(outcome.foreign.isEmpty, "\(outcome.foreign)")
        #expect(outcome.stateAfterHostile == outcome.expected)
        #expect(outcome.log.count == Self.hostile.count, "\(outcome.log)")
        #expect(outcome.log.allSatisfy { $0.hasPrefix("preview: closed a page's connection: ") && !$0.contains("\n") }, "\(outcome.log)")
    }

    /// Messages a page must never be able to send.
    static let hostile = [
        #"set spring.damping=1"#, #"{"type":"run","command":"export json --to /tmp/x"}"#, #"{"type":"action","name":"../../etc"}"#,
        #"{"type":"ack","version":1e308}"#, #"{"type":"ack","version":"NaN"}"#, #"{"type":"reduced","on":true,"path":"/etc"}"#,
        String(repeating: "x", count: 70_000),
    ]

    private static func drive() throws -> Outcome {
        var outcome = Outcome()
        let log = Lines()
        let scene = SpringScene()
        var state = scene.defaultState
        let hub = PreviewHub(state: state)
        let server = try PreviewServer.start(hub: hub, port: 0, log: { log.add($0) })
        defer { server.stop() }
        let browser = try HeadlessChromium()
        let tab = try browser.openTab(server.url)
        try browser.wait(until: "window.animtune && window.animtune.version >= \(hub.version)", session: tab)
        for nudge in 1...60 {
            let damping = 0.2 + Double(nudge) * 0.004
            state = try state.setting([(key: "spring.damping", text: NumberFormatting.short(damping))])
            hub.publish(state)
            let expected = state.value(forKey: "spring.damping")?.description ?? ""
            try browser.wait(until: "window.animtune.version >= \(hub.version)", session: tab)
            let shown = try browser.evaluate("window.animtune.values['spring.damping']", session: tab) as? String
            outcome.shown.append(shown == expected ? "ok" : "nudge \(nudge): page shows \(shown ?? "nothing"), shell \(expected)")
        }
        // The curve's measures and code come in each state's second message; in the card (no
        // ghosts) that message changes the panel alone.
        var card = CardScene().defaultState
        for interval in ["0.3", "0.31"] {
            card = try card.setting([(key: "present.dampingInterval", text: interval)])
            hub.publish(card)
            try browser.wait(until: "window.animtune.version >= \(hub.version)", session: tab)
        }
        let curve = PreviewCurve(action: card.scene.actions[0], state: card)
        outcome.expectedPanel = [curve.metrics, curve.code.first?.text ?? ""]
        let panel = "[document.getElementById('metrics').textContent, document.getElementById('code').textContent]"
        try browser.wait(until: "JSON.stringify(\(panel)) === \(JSONValue.string(JSONValue.array(outcome.expectedPanel.map(JSONValue.string)).compact).compact)",
                         session: tab)
        outcome.panel = try browser.evaluate(panel, session: tab) as? [String] ?? []
        let origin = "http://127.0.0.1:\(server.port)/"
        outcome.foreign = browser.requestedURLs.filter { !$0.hasPrefix(origin) && !$0.hasPrefix("ws://127.0.0.1:\(server.port)/") && $0 != "about:blank" }
        outcome.expected = hub.snapshot.state
        for message in hostile {
            let script = """
            new Promise((resolve) => { const s = new WebSocket(new URL("socket", location.href).href.replace(/^http/, "ws"));
              s.onopen = () => s.send(\(JSONValue.string(message).compact)); s.onclose = (e) => resolve(e.code); })
            """
            _ = try browser.evaluate(script, session: tab)
        }
        try browser.wait(until: "true", session: tab)
        outcome.stateAfterHostile = hub.snapshot.state
        outcome.log = log.all
        return outcome
    }
}
