import Synchronization

/// The fits (a `linear()`, a Bézier) of the springs searched last, keyed by the spring and the
/// tolerance: rendering an unchanged spring again (`metrics --distance` then `export css`,
/// every export of a scene after a key of another group or a non-spring key moved, each
/// preview push, a notebook re-run) reuses its search instead of running it again. The least
/// recently used fit goes first; thread-safe, since tests and commands run side by side.
final class SpringFitCache<Fit: Sendable>: Sendable {
    struct Key: Hashable {
        let spring: Spring
        let tolerance: Double
    }

    /// The kept fits, and their keys from least to most recently used.
    private struct Kept {
        var fits: [Key: Fit] = [:]
        var order: [Key] = []
    }

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
    func fit(_ key: Key, search: () -> Fit) -> Fit {
        if !Cancellation.isRequested, let found = lookUp(key) { return found }
        let fit = search()
        guard !Cancellation.wasCut, key == key else { return fit }
        kept.withLock { kept in
            if kept.fits.updateValue(fit, forKey: key) == nil {
                kept.order.append(key)
                if kept.order.count > capacity { kept.fits.removeValue(forKey: kept.order.removeFirst()) }
            }
        }
        return fit
    }

    /// Whether a fit is kept for `key`, its place in the order untouched.
    func isKept(_ key: Key) -> Bool {
        kept.withLock { $0.fits[key] != nil }
    }

    private func lookUp(_ key: Key) -> Fit? {
        kept.withLock { kept in
            guard let found = kept.fits[key] else { return nil }
            if let index = kept.order.lastIndex(of: key), index != kept.order.count - 1 {
                kept.order.remove(at: index)
                kept.order.append(key)
            }
            return found
        }
    }
}
