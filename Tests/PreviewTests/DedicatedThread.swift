import Foundation

/// Runs blocking work — a browser's pipe, a server's start — on a thread of its own, so the
/// Swift concurrency pool the preview server's tasks run on is never held by a test waiting.
enum DedicatedThread {
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                do { continuation.resume(returning: try body()) } catch { continuation.resume(throwing: error) }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}
