import AnimTuneCore
import NIOConcurrencyHelpers

/// The members of the newest state message, built once per state however many pages listen,
/// and the `export waapi` modules they name, kept for the last few states so a page always
/// imports the module of the state it was sent.
///
/// A state's module is written on a task of its own as soon as the state is first seen, while
/// the message's members are built: by the time the page asks for the module, it is (nearly)
/// written, and the page's request does not start the work.
final class PayloadCache: Sendable {
    /// States whose module a page may still ask for.
    static let keptModules = 8

    private struct Entry<Value: Sendable>: Sendable {
        let state: SceneState
        let view: PreviewView
        let value: Value
    }

    private struct Module {
        let number: Int
        let state: SceneState
        let text: Task<String, Never>
    }

    private let newest = NIOLockedValueBox<Entry<[(String, String)]>?>(nil)
    private let newestGhosts = NIOLockedValueBox<Entry<String>?>(nil)
    private let modules = NIOLockedValueBox<(next: Int, kept: [Module])>((1, []))

    /// Each member as compact JSON, for this state and view; `base` is the token's path.
    func members(state: SceneState, view: PreviewView, base: String) -> [(String, String)] {
        if let entry = newest.withLockedValue({ $0 }), entry.state == state, entry.view == view { return entry.value }
        let number = moduleNumber(for: state)
        let members = PreviewPayload(state: state, view: view, moduleURL: "\(base)/module/\(number).js").members.map { ($0.0, $0.1.compact) }
        newest.withLockedValue { $0 = Entry(state: state, view: view, value: members) }
        return members
    }

    /// The `ghosts` member of this state and view, as compact JSON.
    func ghosts(state: SceneState, view: PreviewView) -> String {
        if let entry = newestGhosts.withLockedValue({ $0 }), entry.state == state, entry.view == view { return entry.value }
        let ghosts = PreviewPayload.ghosts(state: state, view: view).compact
        newestGhosts.withLockedValue { $0 = Entry(state: state, view: view, value: ghosts) }
        return ghosts
    }

    /// The module of the state numbered `number`, or nil when it is no longer kept.
    func module(_ number: Int) async -> String? {
        guard let module = modules.withLockedValue({ $0.kept.first { $0.number == number } }) else { return nil }
        return await module.text.value
    }

    private func moduleNumber(for state: SceneState) -> Int {
        modules.withLockedValue { modules in
            if let known = modules.kept.first(where: { $0.state == state }) { return known.number }
            let number = modules.next
            modules.next += 1
            let text = Task.detached(priority: .userInitiated) {
                WAAPIExporter().output(Preset(name: state.scene.name, state: state), options: ExportOptions()).text
            }
            modules.kept.append(Module(number: number, state: state, text: text))
            if modules.kept.count > Self.keptModules { modules.kept.removeFirst() }
            return number
        }
    }
}
