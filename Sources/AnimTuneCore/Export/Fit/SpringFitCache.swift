import Dispatch
import Synchronization

/// The fits (a `linear()`, a Bézier) of the springs searched last, keyed by the spring and the
/// tolerance: rendering an unchanged spring again (`metrics --distance` then `export css`,
/// every export of a scene after a key of another group or a non-spring key moved, each
/// preview push, a notebook re-run) reuses its search instead of running it again. The least
/// recently used fit goes first; thread-safe, since tests and commands run side by side. A
/// spring being searched is not searched again at the same time: a caller asking for it then
/// (the preview's ghosts and its module after a nudge, `tune`'s line and its prefetch) waits for
/// that search instead.
final class SpringFitCache<Fit: Sendable>: Sendable {
    struct Key: Hashable {
        let spring: Spring
        let tolerance: Double
    }

    /// The kept fits, and their keys from least to most recently used; the searches under way,
    /// with how many callers wait for each.
    private struct Kept {
        var fits: [Key: Fit] = [:]
        var order: [Key] = []
        var running: [Key: (search: Running, waiters: Int)] = [:]
    }

    /// A search under way: signalled once for each caller that waited when it ends.
    private final class Running: Sendable {
        let done = DispatchSemaphore(value: 0)
    }

    /// What a caller does next.
    private enum Step {
        case found(Fit)
        case wait(Running)
        case search(Running)
    }

    /// How often a waiting caller asks whether a stop is asked for.
    private static var waitSlice: DispatchTimeInterval { .milliseconds(5) }

    let capacity: Int
    private let kept = Mutex(Kept())

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    /// The fit kept for `key`, or `search()`'s, kept unless the search was cancelled (its
    /// result is not the fit) or the key has a NaN (it never equals itself). While a stop is
    /// asked for, the search runs (and is cut) as if nothing were kept, so a command stops
    /// the same way whether its spring was searched before or not.
    ///
    /// A caller that finds the key being searched waits for that search; when it was cut (its
    /// caller asked to stop), the waiting callers find nothing kept and one of them searches.
    /// A waiting caller asked to stop runs its own search, which is cut at once.
    func fit(_ key: Key, search: () -> Fit) -> Fit {
        guard !Cancellation.isRequested, key == key else { return search() }
        while true {
            switch next(key) {
            case .found(let fit):
                return fit
            case .wait(let running):
                while running.done.wait(timeout: .now() + Self.waitSlice) == .timedOut {
                    if Cancellation.isRequested { return search() }
                }
            case .search(let running):
                let fit = search()
                let keep = !Cancellation.wasCut
                let waiters = kept.withLock { kept in
                    let waiters = kept.running.removeValue(forKey: key)?.waiters ?? 0
                    if keep, kept.fits.updateValue(fit, forKey: key) == nil {
                        kept.order.append(key)
                        if kept.order.count > capacity { kept.fits.removeValue(forKey: kept.order.removeFirst()) }
                    }
                    return waiters
                }
                for _ in 0..<waiters { running.done.signal() }
                return fit
            }
        }
    }

    /// The kept fit (now the most recently used), or the search under way to wait for (counted
    /// as waited for), or a new search for this caller to run.
    private func next(_ key: Key) -> Step {
        kept.withLock { kept in
            if let found = kept.fits[key] {
                if let index = kept.order.lastIndex(of: key), index != kept.order.count - 1 {
                    kept.order.remove(at: index)
                    kept.order.append(key)
                }
                return .found(found)
            }
            if let running = kept.running[key] {
                kept.running[key] = (running.search, running.waiters + 1)
                return .wait(running.search)
            }
            let running = Running()
            kept.running[key] = (running, 0)
            return .search(running)
        }
    }

    /// How many callers wait for the search of `key` under way (0 when none runs).
    func waiters(for key: Key) -> Int {
        kept.withLock { $0.running[key]?.waiters ?? 0 }
    }

    /// Whether a fit is kept for `key`, its place in the order untouched.
    func isKept(_ key: Key) -> Bool {
        kept.withLock { $0.fits[key] != nil }
    }
}
