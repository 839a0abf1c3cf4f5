import AnimTuneCore
import NIOConcurrencyHelpers

/// The members of the newest state message, built once per state however many pages listen,
/// and the `export waapi` modules they name, kept for the last few states so a page always
/// imports the module of the state it was sent.
///
/// A state's module is written on a task of its own when a page first asks for it, which the
/// page does once it has drawn the state from the core's keyframes: writing a module (1.4 ms
/// for a card nudge) never takes a core from the server and the browser while they bring a
/// change to the screen.
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
        /// Started by the first request.
        var text: Task<String, Never>?
    }

    private let newest = NIOLockedValueBox<Entry<[(String, String)]>?>(nil)
    private let newestDetails = NIOLockedValueBox<Entry<[(String, String)]>?>(nil)
    /// The newest details build started, which callers for the same state and view join.
    private let building = NIOLockedValueBox<DetailsBuild?>(nil)
    private let modules = NIOLockedValueBox<(next: Int, kept: [Module])>((1, []))
    /// Builds a state's details: ``PreviewPayload/details(state:view:)``, or a test's stand-in
    /// that holds a state's details back.
    private let buildDetails: @Sendable (SceneState, PreviewView) -> [(String, JSONValue)]

    init(details: @escaping @Sendable (SceneState, PreviewView) -> [(String, JSONValue)] = PreviewPayload.details) {
        buildDetails = details
    }

    /// Each member as compact JSON, for this state and view; `base` is the token's path.
    func members(state: SceneState, view: PreviewView, base: String) -> [(String, String)] {
        if let entry = newest.withLockedValue({ $0 }), entry.state == state, entry.view == view { return entry.value }
        let number = moduleNumber(for: state)
        let members = PreviewPayload(state: state, view: view, moduleURL: "\(base)/module/\(number).js").members.map { ($0.0, $0.1.compact) }
        newest.withLockedValue { $0 = Entry(state: state, view: view, value: members) }
        return members
    }

    /// The members of the second message of this state and view (``PreviewPayload/details(state:view:)``),
    /// as compact JSON; built on a task of its own (every runtime's ghost takes milliseconds), so
    /// the server's thread goes on reading the page's acknowledgements and serving its module.
    /// Callers for the same state and view share one build (``DetailsBuild``). Nil when the
    /// calling task is cancelled first (a newer state came): once no caller waits, the work
    /// stops at its next check (`Cancellation`) and nothing of it is kept.
    func details(state: SceneState, view: PreviewView) async -> [(String, String)]? {
        if let entry = newestDetails.withLockedValue({ $0 }), entry.state == state, entry.view == view { return entry.value }
        let build = building.withLockedValue { building -> DetailsBuild in
            if let current = building, current.state == state, current.view == view, current.join() { return current }
            let started = DetailsBuild(state: state, view: view, build: buildDetails)
            building = started
            return started
        }
        guard let details = await build.value(), !Task.isCancelled else { return nil }
        newestDetails.withLockedValue { $0 = Entry(state: state, view: view, value: details) }
        return details
    }

    /// How many callers wait for the newest details build (0 when none was started).
    var detailsWaiters: Int { building.withLockedValue { $0?.waiterCount ?? 0 } }

    /// The module of the state numbered `number`, or nil when it is no longer kept.
    func module(_ number: Int) async -> String? {
        let text = modules.withLockedValue { modules -> Task<String, Never>? in
            guard let index = modules.kept.firstIndex(where: { $0.number == number }) else { return nil }
            if let text = modules.kept[index].text { return text }
            let state = modules.kept[index].state
            let text = Task.detached(priority: .utility) {
                WAAPIExporter().output(Preset(name: state.scene.name, state: state), options: ExportOptions()).text
            }
            modules.kept[index].text = text
            return text
        }
        return await text?.value
    }

    private func moduleNumber(for state: SceneState) -> Int {
        modules.withLockedValue { modules in
            if let known = modules.kept.first(where: { $0.state == state }) { return known.number }
            let number = modules.next
            modules.next += 1
            modules.kept.append(Module(number: number, state: state))
            if modules.kept.count > Self.keptModules { modules.kept.removeFirst() }
            return number
        }
    }
}
