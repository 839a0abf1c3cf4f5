import AnimTuneCore
import NIOConcurrencyHelpers

/// One state's details being built, shared by every page connection that asks for them while
/// they are built: two pages open on one preview cost one build, not two. The build stops (at
/// its next ``Cancellation`` check, and nothing of it is kept) only once every connection that
/// waits for it has been cancelled; a connection cancelled alone leaves it to the others.
final class DetailsBuild: Sendable {
    let state: SceneState
    let view: PreviewView
    private let task: Task<[(String, String)]?, Never>
    private let waiters: NIOLockedValueBox<(count: Int, stopped: Bool)>

    /// Starts the build, with one waiter: its caller.
    init(state: SceneState, view: PreviewView, build: @escaping @Sendable (SceneState, PreviewView) -> [(String, JSONValue)]) {
        self.state = state
        self.view = view
        let waiters = NIOLockedValueBox((count: 1, stopped: false))
        self.waiters = waiters
        task = Task.detached(priority: .utility) {
            Cancellation.withProbe({ waiters.withLockedValue(\.stopped) }) {
                let details = build(state, view).map { ($0.0, $0.1.compact) }
                return Cancellation.takeCut() ? nil : details
            }
        }
    }

    /// The callers waiting for it; 0 once every one was cancelled.
    var waiterCount: Int { waiters.withLockedValue(\.count) }

    /// Counts one more waiter; false when the build was stopped already (a new one is needed).
    func join() -> Bool {
        waiters.withLockedValue { waiters in
            guard !waiters.stopped else { return false }
            waiters.count += 1
            return true
        }
    }

    /// The details, or nil when the build was stopped. A waiter's cancellation stops the build
    /// when no other waiter is left.
    func value() async -> [(String, String)]? {
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            waiters.withLockedValue { waiters in
                waiters.count -= 1
                if waiters.count == 0 { waiters.stopped = true }
            }
        }
    }
}
