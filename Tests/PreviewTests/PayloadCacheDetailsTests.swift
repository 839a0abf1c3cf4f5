import AnimTuneCore
import Foundation
import Testing
import TestPrerequisites
@testable import Preview

/// Two pages open on one preview ask for the same state's details at the same moment: one
/// build serves both, and it stops only once neither waits for it.
@Suite("preview: one details build per state, however many pages wait for it")
struct PayloadCacheDetailsTests {
    /// Builds the stand-in details only once released, and notes whether it was told to stop.
    final class HeldBuild: @unchecked Sendable {
        private let lock = NSLock()
        private var calls = 0
        private var released = false
        private var stopped = false

        var callCount: Int { lock.withLock { calls } }
        var sawStop: Bool { lock.withLock { stopped } }
        func release() { lock.withLock { released = true } }

        func build(state: SceneState, view: PreviewView) -> [(String, JSONValue)] {
            let call = lock.withLock { calls += 1; return calls }
            while !lock.withLock({ released }) {
                if Cancellation.isRequested {
                    lock.withLock { stopped = true }
                    return []
                }
                usleep(500)
            }
            return [("build", .number(Double(call)))]
        }
    }

    let state = SpringScene().defaultState
    let view = PreviewView()

    /// Waits, yielding, until `condition` holds or the tests' patience runs out.
    private func until(_ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(Patience.seconds)
        while !condition() {
            if Date() > deadline { return false }
            await Task.yield()
            usleep(200)
        }
        return true
    }

    typealias Caller = Task<[(String, String)]?, Never>

    /// A cache whose details build is held, and two callers waiting for the same state's details.
    private func twoWaitingCallers() async -> (held: HeldBuild, cache: PayloadCache, first: Caller, second: Caller) {
        let held = HeldBuild()
        let cache = PayloadCache(details: held.build)
        let (state, view) = (state, view)
        let first = Task { await cache.details(state: state, view: view) }
        let second = Task { await cache.details(state: state, view: view) }
        #expect(await until { cache.detailsWaiters == 2 })
        return (held, cache, first, second)
    }

    @Test("a second caller for the state being built waits for that build instead of starting its own")
    func secondCallerJoinsTheBuild() async throws {
        let (held, _, first, second) = await twoWaitingCallers()
        held.release()
        #expect(await first.value?.map(\.1) == ["1"])
        #expect(await second.value?.map(\.1) == ["1"])
        #expect(held.callCount == 1)
    }

    @Test("a build goes on for the caller still waiting when the other is cancelled")
    func buildOutlivesOneCancelledCaller() async throws {
        let (held, cache, cancelled, waiting) = await twoWaitingCallers()
        cancelled.cancel()
        #expect(await until { cache.detailsWaiters == 1 })
        held.release()
        #expect(await waiting.value?.map(\.1) == ["1"])
        #expect(await cancelled.value == nil)
        #expect(!held.sawStop)
        #expect(held.callCount == 1)
    }

    @Test("a build stops once every caller is cancelled, and a later caller starts a new one")
    func buildStopsWhenNoCallerWaits() async throws {
        let (held, cache, first, second) = await twoWaitingCallers()
        first.cancel()
        second.cancel()
        #expect(await until { held.sawStop })
        #expect(await first.value == nil)
        #expect(await second.value == nil)
        held.release()
        #expect(await cache.details(state: state, view: view)?.map(\.1) == ["2"])
        #expect(held.callCount == 2)
    }
}
