import SafeIO
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension StandardTerminal: KeyInput {
    public func readInput(timeout: Double) -> [UInt8] {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(max(0, timeout * 1000).rounded())) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = Descriptor.read(input, into: &buffer)
        return count > 0 ? Array(buffer[..<count]) : []
    }

    public func signalPending() -> Bool {
        var pending = sigset_t()
        guard sigpending(&pending) == 0 else { return false }
        return [SIGINT, SIGTERM, SIGHUP, SIGQUIT].contains { sigismember(&pending, $0) == 1 }
    }
}
