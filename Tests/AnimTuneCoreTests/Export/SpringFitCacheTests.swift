import Dispatch
import Foundation
import Synchronization
import Testing
@testable import AnimTuneCore

@Suite("linear() fits reused between renders of an unchanged spring")
struct SpringFitCacheTests {
    static let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    static let fit = LinearEasing.searched(spring, tolerance: 0.05)

    /// Counts the searches the cache asks for.
    final class Searches: @unchecked Sendable {
        var count = 0
        func search() -> LinearEasing.SpringFit {
            count += 1
            return SpringFitCacheTests.fit
        }
    }

    static func key(stiffness: Double = 100, tolerance: Double = 0.001) -> SpringFitCache<LinearEasing.SpringFit>.Key {
        .init(spring: Spring(mass: 1, stiffness: stiffness, damping: 10, initialVelocity: 0), tolerance: tolerance)
    }

    @Test("the same spring and tolerance again: no second search, the same fit")
    func reused() {
        let cache = SpringFitCache<LinearEasing.SpringFit>(capacity: 4), searches = Searches()
        let first = cache.fit(Self.key(), search: searches.search)
        let second = cache.fit(Self.key(), search: searches.search)
        #expect(searches.count == 1)
        #expect(first == second)
    }

    @Test("another tolerance or another spring is searched anew")
    func distinctKeys() {
        let cache = SpringFitCache<LinearEasing.SpringFit>(capacity: 4), searches = Searches()
        _ = cache.fit(Self.key(), search: searches.search)
        _ = cache.fit(Self.key(tolerance: 0.005), search: searches.search)
        _ = cache.fit(Self.key(stiffness: 101), search: searches.search)
        #expect(searches.count == 3)
    }

    @Test("when full, the least recently used fit is the one dropped")
    func leastRecentlyUsedGoesFirst() {
        let cache = SpringFitCache<LinearEasing.SpringFit>(capacity: 2), searches = Searches()
        let a = Self.key(stiffness: 100), b = Self.key(stiffness: 200), c = Self.key(stiffness: 300)
        _ = cache.fit(a, search: searches.search)
        _ = cache.fit(b, search: searches.search)
        _ = cache.fit(a, search: searches.search)
        _ = cache.fit(c, search: searches.search)
        #expect(searches.count == 3)
        _ = cache.fit(a, search: searches.search)
        #expect(searches.count == 3, "a was used after b, so b went")
        _ = cache.fit(b, search: searches.search)
        #expect(searches.count == 4)
    }

    @Test("a search cut short is not kept, and a stop asked for searches (and is cut) again")
    func cancelledNotKept() {
        let cache = SpringFitCache<LinearEasing.SpringFit>(capacity: 4), searches = Searches()
        _ = Cancellation.withProbe({ true }) { cache.fit(Self.key(), search: searches.search) }
        _ = cache.fit(Self.key(), search: searches.search)
        #expect(searches.count == 2)
        _ = Cancellation.withProbe({ true }) { cache.fit(Self.key(), search: searches.search) }
        #expect(searches.count == 3)
    }

    @Test("a spring with a NaN parameter is never kept (it equals no key)")
    func notANumber() {
        let cache = SpringFitCache<LinearEasing.SpringFit>(capacity: 4), searches = Searches()
        _ = cache.fit(Self.key(stiffness: .nan), search: searches.search)
        _ = cache.fit(Self.key(stiffness: .nan), search: searches.search)
        #expect(searches.count == 2)
    }

    @Test("LinearEasing.spring answers with what a new search finds")
    func sharedCacheAnswersTheSearch() {
        let spring = Spring(mass: 1.3, stiffness: 170, damping: 9, initialVelocity: 0.4)
        _ = LinearEasing.spring(spring, tolerance: 0.002)
        #expect(LinearEasing.spring(spring, tolerance: 0.002) == LinearEasing.searched(spring, tolerance: 0.002))
    }
    /// A search that says when it has started and ends when let go, on a thread of its own.
    final class HeldSearch: @unchecked Sendable {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        /// The stop the searching thread's probe answers with.
        let stop = Mutex(false)
        func run(_ cache: SpringFitCache<LinearEasing.SpringFit>, _ key: SpringFitCache<LinearEasing.SpringFit>.Key,
                 searches: Searches, done: DispatchSemaphore) {
            Thread.detachNewThread { [self] in
                _ = Cancellation.withProbe({ self.stop.withLock { $0 } }) {
                    cache.fit(key) {
                        self.started.signal()
                        self.release.wait()
                        // The search looks, as a real one does, whether it is to stop.
                        _ = Cancellation.isRequested
                        return searches.search()
                    }
                }
                done.signal()
            }
        }
    }

    /// Waits until a caller waits for the search of `key` (a condition; the bound only keeps a
    /// cache that never makes a caller wait from hanging the test, which then fails).
    static func waitForWaiter(_ cache: SpringFitCache<LinearEasing.SpringFit>, _ key: SpringFitCache<LinearEasing.SpringFit>.Key) {
        for _ in 0..<50_000 where cache.waiters(for: key) == 0 { usleep(200) }
    }

    /// What the second of two callers of the same key got, while the first one's search was
    /// held (and, with `stopFirst`, its caller asked to stop before it ended): the tolerance
    /// of its fit (0.1 is its own search's, 0.05 the first's), and the first's searches.
    static func secondCaller(stopFirst: Bool) -> (tolerance: Double?, firstSearches: Int, kept: Bool) {
        let cache = SpringFitCache<LinearEasing.SpringFit>(capacity: 4), searches = Searches()
        let held = HeldSearch(), done = DispatchSemaphore(value: 0)
        held.run(cache, Self.key(), searches: searches, done: done)
        held.started.wait()
        let second = DispatchSemaphore(value: 0)
        let own = LinearEasing.searched(Self.spring, tolerance: 0.1)
        let answer = Mutex<LinearEasing.SpringFit?>(nil)
        Thread.detachNewThread {
            let fit = cache.fit(Self.key()) { own }
            answer.withLock { $0 = fit }
            second.signal()
        }
        Self.waitForWaiter(cache, Self.key())
        if stopFirst { held.stop.withLock { $0 = true } }
        held.release.signal()
        done.wait()
        second.wait()
        return (answer.withLock { $0?.tolerance }, searches.count, cache.isKept(Self.key()))
    }

    @Test("a spring asked for while it is searched is searched once: the second caller waits and gets that fit")
    func concurrentCallersShareOneSearch() {
        let second = Self.secondCaller(stopFirst: false)
        #expect(second.firstSearches == 1)
        #expect(second.tolerance == Self.fit.tolerance)
    }

    @Test("a search cut by its caller's stop is not handed on: the caller that waited searches itself")
    func cutSearchIsNotHandedOn() {
        let second = Self.secondCaller(stopFirst: true)
        #expect(second.tolerance == 0.1)
        #expect(second.kept)
    }
}
