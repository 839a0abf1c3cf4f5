import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread that, until stopped, moves a folder aside, puts a symbolic link in its place,
/// and puts the folder back, as fast as it can: the race a second process can run against
/// animtune while it writes into that folder.
final class FolderSwapper: @unchecked Sendable {
    private let folder: String
    private let link: String
    private let condition = NSCondition()
    private var running = false
    private var finished = false
    private var count = 0

    init(folder: String, link: String) {
        self.folder = folder
        self.link = link
    }

    /// How many times the link was put in place.
    var swaps: Int {
        condition.lock()
        defer { condition.unlock() }
        return count
    }

    func start() {
        running = true
        Thread.detachNewThread { [self] in
            let aside = folder + ".aside"
            var swapped = 0
            while isRunning {
                guard rename(folder, aside) == 0 else { break }
                if symlink(link, folder) == 0 {
                    swapped += 1
                    unlink(folder)
                }
                rename(aside, folder)
            }
            condition.lock()
            count = swapped
            finished = true
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Stops the thread and waits until the folder is back in place.
    func stop() {
        condition.lock()
        running = false
        while !finished { condition.wait() }
        condition.unlock()
    }

    private var isRunning: Bool {
        condition.lock()
        defer { condition.unlock() }
        return running
    }
}
