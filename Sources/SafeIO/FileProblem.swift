/// Why a file could not be written or read, as one line for the user.
public struct FileProblem: Error, Sendable, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }

    /// The failed call's `errno` as words; a full disk or the file size limit says so.
    static func system(_ what: String, _ code: Int32) -> FileProblem {
        if code == EFBIG || code == ENOSPC || code == EDQUOT {
            return FileProblem("\(what): \(Descriptor.reason(code)) (the disk is full or the file size limit was reached)")
        }
        return FileProblem("\(what): \(Descriptor.reason(code))")
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
