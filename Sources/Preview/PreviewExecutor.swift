import Dispatch
import Foundation
import NIOConcurrencyHelpers

/// The preview server's own thread: every task of the server (Hummingbird's, each page's
/// connection) runs here rather than in Swift's shared pool, so a caller that blocks pool
/// threads — the shell's synchronous commands, a test suite running in parallel — can never
/// starve it, and `start` waiting for it cannot deadlock.
@available(macOS 15.0, *)
final class PreviewExecutor: TaskExecutor, Sendable {
    /// Jobs to run in order; nil asks the thread to end.
    private let jobs = NIOLockedValueBox<[UnownedJob?]>([])
    private let waiting = DispatchSemaphore(value: 0)

    init() {
        let thread = Thread { [jobs, waiting, self] in
            while true {
                waiting.wait()
                guard let next = jobs.withLockedValue({ $0.removeFirst() }) else { return }
                next.runSynchronously(on: self.asUnownedTaskExecutor())
            }
        }
        // The thread holds this executor until `finish`, when it ends.
        thread.name = "animtune preview"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLockedValue { $0.append(job) }
        waiting.signal()
    }

    /// Ends the thread once the jobs already queued have run.
    func finish() {
        jobs.withLockedValue { $0.append(nil) }
        waiting.signal()
    }
}
