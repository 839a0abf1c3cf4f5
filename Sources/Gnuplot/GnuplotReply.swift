#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// One reply being read from gnuplot: stdout's and stderr's bytes as they arrive, and where
/// each one's tag line (the request's end marker) was found.
struct GnuplotReply {
    private(set) var out: [UInt8] = []
    private(set) var err: [UInt8] = []
    private(set) var outTag: Int?
    /// 0 from the start when stderr carries no tag.
    private(set) var errTag: Int?
    private let tag: [UInt8]
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    init(tag: String, stderrTagged: Bool) {
        self.tag = Array(tag.utf8)
        errTag = stderrTagged ? nil : 0
    }

    /// Both tags are in.
    var isWhole: Bool { outTag != nil && errTag != nil }

    /// One read of `fd` into stdout's bytes, or stderr's with `isErrors`; false at its end of file.
    mutating func take(_ fd: Int32, isErrors: Bool) throws(GnuplotProcess.Failure) -> Bool {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return true }
            throw .died(stderr: err)
        }
        if count == 0 { return false }
        if out.count + err.count + count > GnuplotProcess.maximumReplyBytes { throw .flooded }
        if isErrors {
            let start = err.count
            err.append(contentsOf: chunk[0..<count])
            if errTag == nil { errTag = GnuplotProcess.findTagLine(tag, in: err, from: start) }
        } else {
            let start = out.count
            out.append(contentsOf: chunk[0..<count])
            if outTag == nil { outTag = GnuplotProcess.findTagLine(tag, in: out, from: start) }
        }
        return true
    }

    /// Reads stdout `fd` until it has nothing more for now; false at its end of file.
    mutating func drain(_ fd: Int32) throws(GnuplotProcess.Failure) -> Bool {
        while true {
            var probe = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&probe, 1, 0) > 0, probe.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { return true }
            let before = out.count
            guard try take(fd, isErrors: false) else { return false }
            if out.count == before { return true }
        }
    }

    /// stdout closed: gnuplot is gone, and `lastWords` is what stderr had left. The reply is
    /// whole only if both tags are in (gone right after answering, stderr's tag may be in them).
    mutating func outputClosed(lastWords: [UInt8]) throws(GnuplotProcess.Failure) {
        let start = err.count
        err.append(contentsOf: lastWords)
        if outTag != nil, errTag == nil { errTag = GnuplotProcess.findTagLine(tag, in: err, from: start) }
        if !isWhole { throw .died(stderr: err) }
    }

    /// Appends what stderr had left before gnuplot went away.
    mutating func keep(lastWords: [UInt8]) { err.append(contentsOf: lastWords) }

    /// The bytes before each tag line (all of stderr when it carries no tag).
    func result(stderrTagged: Bool) -> (out: [UInt8], err: [UInt8]) {
        (Array(out[0..<outTag!]), stderrTagged ? Array(err[0..<errTag!]) : err)
    }
}
