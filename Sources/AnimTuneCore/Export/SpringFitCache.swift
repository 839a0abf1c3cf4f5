import Foundation

/// The `linear()` fits of the springs searched last, keyed by the spring and the tolerance:
/// rendering an unchanged spring again (`metrics --distance` then `export css`, every export
/// of a scene after a key of another group or a non-spring key moved, a notebook re-run)
/// reuses its search instead of running it again. The least recently used fit goes first;
/// thread-safe, since tests and commands run side by side.
final class SpringFitCache: @unchecked Sendable {
    struct Key: Hashable {
        let spring: Spring
        let tolerance: Double
    }

    /// The cache `LinearEasing.spring` uses.
    static let shared = SpringFitCache(capacity: 64)

    let capacity: Int
    private let lock = NSLock()
    private var fits: [Key: LinearEasing.SpringFit] = [:]
    /// Keys from least to most recently used.
    private var order: [Key] = []

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    /// The fit kept for `key`, or `search()`'s, kept unless the search was cancelled (its
    /// result is not the fit) or the key has a NaN (it never equals itself). While a stop is
    /// asked for, the search runs (and is cut) as if nothing were kept, so a command stops
    /// the same way whether its spring was searched before or not.
    func fit(_ key: Key, search: () -> LinearEasing.SpringFit) -> LinearEasing.SpringFit {
        if !Cancellation.isRequested, let kept = lookUp(key) { return kept }
        let fit = search()
        guard !Cancellation.wasCut, key == key else { return fit }
        lock.lock()
        defer { lock.unlock() }
        if fits.updateValue(fit, forKey: key) == nil {
            order.append(key)
            if order.count > capacity { fits.removeValue(forKey: order.removeFirst()) }
        }
        return fit
    }

    private func lookUp(_ key: Key) -> LinearEasing.SpringFit? {
        lock.lock()
        defer { lock.unlock() }
        guard let kept = fits[key] else { return nil }
        if let index = order.lastIndex(of: key), index != order.count - 1 {
            order.remove(at: index)
            order.append(key)
        }
        return kept
    }
}
