import Foundation

/// Whether the user asked the running command to stop (Ctrl-C in the interactive shell, a
/// notebook cell past its time limit). The core's longest loops — the `linear()` stop search,
/// fitting iterations — ask ``isRequested`` and stop early; the shell then reports the command
/// as interrupted rather than using what they returned. Nothing here does I/O: the shell runs
/// its commands inside ``withProbe(_:_:)`` with a probe that reads its own flag. The probe
/// belongs to the thread that set it, so it never reaches another thread's commands (tests
/// run side by side); without one, nothing is ever cancelled.
public enum Cancellation {
    /// Whether the probe of the current thread says stop.
    public static var isRequested: Bool {
        guard let probe = Thread.current.threadDictionary[key] as? Probe, probe.check() else { return false }
        probe.cut = true
        return true
    }

    /// Whether a search stopped early since ``takeCut()`` last cleared it, without clearing it:
    /// a command asks before it shows or keeps what the search gave.
    public static var wasCut: Bool {
        (Thread.current.threadDictionary[key] as? Probe)?.cut ?? false
    }

    /// Whether a search stopped early (``isRequested`` said stop) since the last call, so the
    /// results it gave are not to be used; clears it.
    public static func takeCut() -> Bool {
        guard let probe = Thread.current.threadDictionary[key] as? Probe else { return false }
        defer { probe.cut = false }
        return probe.cut
    }

    /// Runs `body` with `probe` answering ``isRequested`` on this thread.
    public static func withProbe<T>(_ probe: @escaping () -> Bool, _ body: () -> T) -> T {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[key]
        dictionary[key] = Probe(probe)
        defer {
            if let previous { dictionary[key] = previous } else { dictionary.removeObject(forKey: key) }
        }
        return body()
    }

    private static let key = "dev.animtune.cancellation"

    private final class Probe {
        let check: () -> Bool
        var cut = false
        init(_ check: @escaping () -> Bool) { self.check = check }
    }
}
