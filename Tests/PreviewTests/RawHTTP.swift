import Foundation
import HeadlessChromium

/// One HTTP/1.1 request over a plain socket to 127.0.0.1, with exactly the headers given (a
/// URL session would set `Host` and `Origin` itself): the status and the header lines back.
enum RawHTTP {
    struct Reply {
        let status: Int
        let head: String
    }

    /// A socket connected to 127.0.0.1:`port`; the caller closes it.
    static func connect(port: Int) throws -> Int32 {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw HeadlessChromium.Failure(description: "no socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw HeadlessChromium.Failure(description: "cannot connect to port \(port): errno \(errno)")
        }
        return socket
    }

    static func request(port: Int, path: String, headers: [(String, String)]) throws -> Reply {
        let socket = try connect(port: port)
        defer { close(socket) }
        let text = "GET \(path) HTTP/1.1\r\n" + headers.map { "\($0.0): \($0.1)\r\n" }.joined() + "Connection: close\r\n\r\n"
        _ = text.utf8CString.withUnsafeBufferPointer { send(socket, $0.baseAddress, $0.count - 1, 0) }
        var received = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        let head = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n\r\n").first ?? ""
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        return Reply(status: status, head: head)
    }

    /// Whether anything accepts a connection on 127.0.0.1:`port`.
    static func listens(port: Int) -> Bool {
        (try? request(port: port, path: "/", headers: [("Host", "127.0.0.1:\(port)")])) != nil
    }
}
