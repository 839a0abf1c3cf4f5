import AnimTuneCore
import NIOConcurrencyHelpers

/// The members of the newest state message, built once per state however many pages listen,
/// and the `export waapi` modules they name, kept for the last few states so a page always
/// imports the module of the state it was sent.
final class PayloadCache: Sendable {
    /// States whose module a page may still ask for.
    static let keptModules = 8

    private struct Entry {
        let state: SceneState
        let view: PreviewView
        let number: Int
        let members: [(String, String)]
    }

    private let newest = NIOLockedValueBox<Entry?>(nil)
    private let modules = NIOLockedValueBox<(next: Int, states: [(number: Int, state: SceneState)])>((1, []))

    /// Each member as compact JSON, for this state and view; `base` is the token's path.
    func members(state: SceneState, view: PreviewView, base: String) -> [(String, String)] {
        if let entry = newest.withLockedValue({ $0 }), entry.state == state, entry.view == view { return entry.members }
        let number = moduleNumber(for: state)
        let members = PreviewPayload(state: state, view: view, moduleURL: "\(base)/module/\(number).js").members.map { ($0.0, $0.1.compact) }
        newest.withLockedValue { $0 = Entry(state: state, view: view, number: number, members: members) }
        return members
    }

    /// The module of the state numbered `number`, or nil when it is no longer kept.
    func module(_ number: Int) -> String? {
        guard let state = modules.withLockedValue({ $0.states.first { $0.number == number }?.state }) else { return nil }
        return WAAPIExporter().output(Preset(name: state.scene.name, state: state), options: ExportOptions()).text
    }

    private func moduleNumber(for state: SceneState) -> Int {
        modules.withLockedValue { modules in
            if let known = modules.states.first(where: { $0.state == state }) { return known.number }
            let number = modules.next
            modules.next += 1
            modules.states.append((number, state))
            if modules.states.count > Self.keptModules { modules.states.removeFirst() }
            return number
        }
    }
}
