import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
import TestPrerequisites
@testable import Preview

/// A state's details (its curve, code and every runtime's ghost: milliseconds of a core) are
/// built after the page draws it. A newer state must reach the page at once all the same: the
/// older state's details are cancelled, and never sent.
@Suite("preview: a newer state never waits for an older state's details", .serialized,
       .enabled(if: Prerequisite.runs(HeadlessChromium.executable != nil), "Chromium is not installed; the preview page was not run"))
struct PreviewStaleDetailsTests {
    /// Holds the first state's details back until the server cancels them (or the test ends);
    /// every later state's are built at once.
    final class HeldDetails: @unchecked Sendable {
        let started = DispatchSemaphore(value: 0)
        let cancelled = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var calls = 0

        var callCount: Int { lock.withLock { calls } }

        func build(state: SceneState, view: PreviewView) -> [(String, JSONValue)] {
            let first = lock.withLock {
                calls += 1
                return calls == 1
            }
            guard first else { return PreviewPayload.details(state: state, view: view) }
            started.signal()
            while release.wait(timeout: .now() + .milliseconds(2)) == .timedOut {
                if Cancellation.isRequested {
                    cancelled.signal()
                    return []
                }
            }
            return PreviewPayload.details(state: state, view: view)
        }
    }

    struct Outcome: Sendable {
        var held = 0
        var newer = 0
        var drawnWhileHeld = false
        var cancelled = false
        var detailedVersion = 0
        var builds = 0
    }

    @Test("a state published while the one before has its details held back is drawn, that one's details cancelled and never sent")
    func newerStateIsNotHeldBack() async throws {
        let outcome = try await DedicatedThread.run { try Self.drive() }
        #expect(outcome.drawnWhileHeld, "the page never drew version \(outcome.newer) while version \(outcome.held)'s details were held")
        #expect(outcome.cancelled, "version \(outcome.held)'s details were never cancelled")
        #expect(outcome.detailedVersion == outcome.newer)
        #expect(outcome.builds == 2)
    }

    private static func drive() throws -> Outcome {
        let held = HeldDetails()
        let state = SpringScene().defaultState
        let hub = PreviewHub(state: state)
        let server = try PreviewServer.start(hub: hub, port: 0, log: { _ in }, payloads: PayloadCache(details: held.build))
        defer {
            held.release.signal()
            server.stop()
        }
        var outcome = Outcome(held: hub.version)
        let browser = try HeadlessChromium()
        let tab = try browser.openTab(server.url)
        // Drawn, so the server starts building its details, which are held.
        try browser.wait(until: "window.animtune && window.animtune.version >= \(outcome.held)", session: tab)
        guard held.started.wait(timeout: .now() + 30) == .success else { return outcome }
        hub.publish(try state.setting([(key: "spring.damping", text: "0.4")]))
        outcome.newer = hub.version
        outcome.drawnWhileHeld = (try? browser.wait(until: "window.animtune.version >= \(outcome.newer)", session: tab)) != nil
        outcome.cancelled = held.cancelled.wait(timeout: .now() + 30) == .success
        try browser.wait(until: "window.animtune.detailedVersion >= \(outcome.newer)", session: tab)
        outcome.detailedVersion = try browser.evaluate("window.animtune.detailedVersion", session: tab) as? Int ?? 0
        outcome.builds = held.callCount
        return outcome
    }
}
