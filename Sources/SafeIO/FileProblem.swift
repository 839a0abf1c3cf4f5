/// Why a file could not be written or read, as words that follow "cannot write 'FILE': " (the
/// caller names the file as the user did, so no absolute path of this machine leaks in).
public struct FileProblem: Error, Sendable, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }

    /// The failed call's `errno` as words; a full disk or the file size limit says so.
    static func system(_ what: String, _ code: Int32) -> FileProblem {
        let reason = Descriptor.reason(code)
        let words = what.isEmpty ? reason : "\(what): \(reason)"
        if code == EFBIG || code == ENOSPC || code == EDQUOT {
            return FileProblem(words + " (the disk is full or the file size limit was reached)")
        }
        return FileProblem(words)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
