/// What one platform's reduced-motion code writes for each strategy: the reduced expression
/// (nil keeps `full`) and the note beside it. The SwiftUI, UIKit and Motion exports declare
/// one each; ``branch(_:of:)`` picks by strategy, so the three cannot drift apart.
struct ReducedSpelling: Sendable {
    typealias Code = (body: String, note: String)
    let fade: Code
    /// The same motion without bounce, for a tightened spring.
    let tighten: @Sendable (Spring, ReducedPlan.Animation) -> Code
    /// Added for `track`: what to do while the finger is down.
    let trackNote: String?
    let snap: Code
    let shorten: Code
    let noneNote: String

    /// The reduced expression for `animation` in `branch` (nil: `full` as it is) and its notes.
    func branch(_ animation: ReducedPlan.Animation, of branch: ReducedPlan.Branch) -> (body: String?, notes: [String]) {
        switch branch.strategy {
        case .fade: return (fade.body, [fade.note])
        case .tighten, .track:
            guard let spring = animation.tightened else { return (nil, ["A timing curve has no bounce to take out: unchanged."]) }
            let code = tighten(spring, animation)
            let track = branch.strategy == .track ? trackNote.map { [$0] } ?? [] : []
            return (code.body, [code.note] + track)
        case .snap: return (snap.body, [snap.note])
        case .shorten: return (shorten.body, [shorten.note + ReducedStrategy.shortenWarning + "."])
        case .none: return (nil, [noneNote])
        }
    }
}
