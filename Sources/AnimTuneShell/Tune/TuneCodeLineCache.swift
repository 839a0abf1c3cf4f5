import AnimTuneCore
import Synchronization

/// The code lines `tune` wrote last, each by what it was written from: the line the prefetch
/// wrote for the next nudge (``TuneCodePrefetch``) is the one that nudge shows, and a nudge
/// back finds the line it left.
final class TuneCodeLineCache: Sendable {
    static let shared = TuneCodeLineCache()

    /// Everything ``TuneCodeRow/text(_:)`` reads of a model.
    struct Inputs: Equatable, Sendable {
        let platform: SpringCodePlatform
        let focusedKey: String
        let state: SceneState
        let forms: [String: SpringForm]
        let exportName: String

        init(_ model: TuneModel) {
            platform = model.codePlatform
            focusedKey = model.focused.key
            state = model.state
            forms = model.forms
            exportName = model.exportName
        }
    }

    /// The right and left nudges' lines, and the two shown before them.
    static let capacity = 4

    private let recent = Mutex<[(inputs: Inputs, line: String)]>([])

    /// The line of `model`: the one kept for the same inputs, else `write(model)`, kept.
    func line(for model: TuneModel, write: (TuneModel) -> String) -> String {
        let inputs = Inputs(model)
        if let kept = recent.withLock({ entries in entries.first { $0.inputs == inputs }?.line }) { return kept }
        let line = write(model)
        recent.withLock { entries in
            entries.removeAll { $0.inputs == inputs }
            entries.append((inputs, line))
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        }
        return line
    }
}
