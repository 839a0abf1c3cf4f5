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
}
