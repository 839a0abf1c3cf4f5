import AnimTuneCore
import Dispatch
import NIOConcurrencyHelpers

/// The one place the shell hands the preview its changes and the pages read them: the newest
/// state of the scene, what the page shows, and a version that grows with every change.
///
/// A page connection waits for the version to move, then reads the newest state; changes that
/// arrive while it is busy are not queued, so a burst of `tune` nudges never plays stale frames.
public final class PreviewHub: Sendable {
    struct Contents {
        var state: SceneState
        var view: PreviewView
        var version = 1
        /// Bumped by `play(_:)`: the page replays the action even when nothing else changed.
        var plays = 0
        /// The newest version a page said it drew.
        var acknowledged = 0
        /// The newest version a page said it plays with that state's `export waapi` module.
        var acknowledgedModule = 0
        var waiting: [Int: AsyncStream<Void>.Continuation] = [:]
        var acknowledgementWaiters: [(version: Int, module: Bool, wake: DispatchSemaphore)] = []
        var nextListener = 0
    }

    private let contents: NIOLockedValueBox<Contents>

    public init(state: SceneState, view: PreviewView = PreviewView()) {
        contents = NIOLockedValueBox(Contents(state: state, view: view))
    }

    /// The state and view as they are now, with their version.
    var snapshot: (state: SceneState, view: PreviewView, version: Int, plays: Int) {
        contents.withLockedValue { ($0.state, $0.view, $0.version, $0.plays) }
    }

    public var version: Int { contents.withLockedValue(\.version) }

    /// The newest version a page has drawn (0 before any): at once from the core's keyframes,
    /// or with its module's timings when the page had imported it already.
    public var acknowledged: Int { contents.withLockedValue(\.acknowledged) }

    /// The newest version a page plays with the timings of its `export waapi` module (0 before any).
    public var acknowledgedModule: Int { contents.withLockedValue(\.acknowledgedModule) }

    /// A new state of the scene (any scene: `use` switches the page's).
    public func publish(_ state: SceneState) {
        change { contents in
            guard contents.state != state else { return false }
            if contents.state.scene.name != state.scene.name { (contents.view.action, contents.view.argument) = (nil, nil) }
            contents.state = state
            return true
        }
    }

    /// Plays `action` in the page from its start (the shell's `run ACTION [ARGUMENT]`).
    public func play(_ action: String, argument: String? = nil) {
        change { contents in
            contents.view.action = action
            contents.view.argument = argument
            contents.plays += 1
            return true
        }
    }

    /// What the page chose to show (its UI events).
    func show(_ update: (inout PreviewView) -> Void) {
        change { contents in
            let before = contents.view
            update(&contents.view)
            return contents.view != before
        }
    }

    /// A page drew `version`; the listeners wake (each sends that state's details once it is drawn).
    func acknowledge(_ version: Int, module: Bool) {
        let (woken, listeners) = contents.withLockedValue { contents -> ([DispatchSemaphore], [AsyncStream<Void>.Continuation]) in
            guard version <= contents.version else { return ([], []) }
            contents.acknowledged = max(contents.acknowledged, version)
            if module { contents.acknowledgedModule = max(contents.acknowledgedModule, version) }
            let (acknowledged, withModule) = (contents.acknowledged, contents.acknowledgedModule)
            let done = contents.acknowledgementWaiters.filter { $0.version <= ($0.module ? withModule : acknowledged) }
            contents.acknowledgementWaiters.removeAll { $0.version <= ($0.module ? withModule : acknowledged) }
            return (done.map(\.wake), Array(contents.waiting.values))
        }
        for semaphore in woken { semaphore.signal() }
        for listener in listeners { listener.yield() }
    }

    /// Blocks the calling thread until a page has acknowledged `version`: drawn it, or with
    /// `module` played it with its module's timings. For a benchmark's or a test's thread (it
    /// sleeps, rather than polling, so it takes no time from the page and the server it measures).
    public func waitForAcknowledgement(of version: Int, module: Bool = false) {
        let wake = DispatchSemaphore(value: 0)
        let acknowledged = contents.withLockedValue { contents -> Bool in
            if version <= (module ? contents.acknowledgedModule : contents.acknowledged) { return true }
            contents.acknowledgementWaiters.append((version, module, wake))
            return false
        }
        if !acknowledged { wake.wait() }
    }

    /// A wake-up after every change; only the newest is kept while the listener is busy.
    func listen() -> (id: Int, changes: AsyncStream<Void>) {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let id = contents.withLockedValue { contents in
            contents.nextListener += 1
            contents.waiting[contents.nextListener] = continuation
            return contents.nextListener
        }
        continuation.yield()
        return (id, stream)
    }

    /// Wakes one listener as a change would (its own work is done: a state's details).
    func wake(_ id: Int) {
        let continuation = contents.withLockedValue { $0.waiting[id] }
        continuation?.yield()
    }

    func stopListening(_ id: Int) {
        let continuation = contents.withLockedValue { $0.waiting.removeValue(forKey: id) }
        continuation?.finish()
    }

    /// Ends every listener, so their connections close.
    func finish() {
        let waiting = contents.withLockedValue { contents in
            defer { contents.waiting = [:] }
            return Array(contents.waiting.values)
        }
        for continuation in waiting { continuation.finish() }
    }

    private func change(_ apply: (inout Contents) -> Bool) {
        let listeners = contents.withLockedValue { contents -> [AsyncStream<Void>.Continuation] in
            guard apply(&contents) else { return [] }
            contents.version += 1
            return Array(contents.waiting.values)
        }
        for listener in listeners { listener.yield() }
    }
}
