import AnimTuneCore
import Dispatch
import Synchronization

/// `tune`'s CSS code line for the next nudge either way, written in the background while the
/// user looks at this one. A spring the line has not shown before costs its `linear()` stop
/// search (1–2.4 ms); written ahead, the search is kept (`LinearEasing.spring`'s fits, the
/// same search `export css` runs) and so is the line (``TuneCodeLineCache``), which the next
/// nudge then shows as it is. Only
/// the newest model's neighbours are written: a key that comes first makes the older ones moot.
/// The other platforms' lines search nothing and are not written ahead.
public final class TuneCodePrefetch: Sendable {
    private let queue = DispatchQueue(label: "animtune tune code prefetch", qos: .utility)
    /// Bumped by every `schedule`: work of an older one stops at its next model.
    private let generation = Mutex(0)
    private let write: @Sendable (TuneModel) -> Void

    /// `write`: what writing a model's line is (a test's stand-in records the models).
    init(write: @escaping @Sendable (TuneModel) -> Void) {
        self.write = write
    }

    public convenience init() {
        self.init(write: { _ = TuneCodeRow.text($0) })
    }

    /// Writes the lines of `model` nudged right and left, in that order, when its line is CSS.
    public func schedule(after model: TuneModel) {
        guard model.codePlatform == .css else { return }
        let scheduled = generation.withLock {
            $0 += 1
            return $0
        }
        queue.async { [self] in
            for key in [TuneKey.right, .left] {
                guard generation.withLock({ $0 == scheduled }) else { return }
                var next = model
                next.apply(key)
                guard next.state != model.state else { continue }
                write(next)
            }
        }
    }

    /// Returns once everything scheduled so far has run (or been dropped).
    public func waitUntilIdle() {
        queue.sync {}
    }
}
