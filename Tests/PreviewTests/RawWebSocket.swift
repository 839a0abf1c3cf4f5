import Foundation
import HeadlessChromium

/// A WebSocket client over a plain socket to 127.0.0.1 that can send what no browser sends: a
/// frame whose header announces more bytes than it will ever carry, or a message in fragments.
/// Only the header and a small part of the payload go out; the server must refuse by the header.
enum RawWebSocket {
    /// Opens the page's socket of `server` (port, token), sends `frames` (opcode, fin, announced
    /// length, bytes actually sent), then reads until the server closes the connection. Returns
    /// the close code the server sent (nil when it sent none).
    static func send(port: Int, token: String, frames: [(opcode: UInt8, fin: Bool, announced: UInt64, sent: Int)]) throws -> UInt16? {
        let socket = try RawHTTP.connect(port: port)
        defer { close(socket) }
        let origin = "http://127.0.0.1:\(port)"
        let request = "GET /\(token)/socket HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: \(origin)\r\n\r\n"
        try write(socket, Array(request.utf8))
        var received = try readHead(socket)
        // The server speaks first (the page's state): the connection's reader is running by then.
        var chunk = [UInt8](repeating: 0, count: 4096)
        while received.isEmpty {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw HeadlessChromium.Failure(description: "closed before the first message") }
            received += chunk[0..<count]
        }
        for frame in frames {
            var bytes: [UInt8] = [(frame.fin ? 0x80 : 0) | frame.opcode, 0x80 | 127]
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((frame.announced >> UInt64(shift)) & 0xFF)) }
            bytes += [0, 0, 0, 0]
            bytes += [UInt8](repeating: UInt8(ascii: "x"), count: frame.sent)
            // The server may close mid-way: what it refused is what the test reads back.
            guard (try? write(socket, bytes)) != nil else { break }
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        // The server's frames are unmasked: opcode 8 (close), a length, then the code.
        guard let start = received.firstIndex(of: 0x88), received.count >= start + 4 else { return nil }
        return UInt16(received[start + 2]) << 8 | UInt16(received[start + 3])
    }

    /// Opens the page's socket of `server` (port, token) and sends `text` as masked text
    /// messages, one after another, until `stop` says so or the server closes the connection;
    /// `sent` is called after each message.
    static func keepSending(port: Int, token: String, text: String, sent: () -> Void, until stop: () -> Bool) throws {
        let socket = try RawHTTP.connect(port: port)
        defer { close(socket) }
        let request = "GET /\(token)/socket HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:\(port)\r\n\r\n"
        try write(socket, Array(request.utf8))
        _ = try readHead(socket)
        let payload = Array(text.utf8), mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        precondition(payload.count < 126, "one short frame")
        let frame = [0x81, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        while !stop() {
            guard (try? write(socket, frame)) != nil else { return }
            sent()
        }
    }

    private static func write(_ socket: Int32, _ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw HeadlessChromium.Failure(description: "the server closed the connection") }
            offset += count
        }
    }

    /// The bytes after the 101 response's head.
    private static func readHead(_ socket: Int32) throws -> [UInt8] {
        var received = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let end = Array("\r\n\r\n".utf8)
        while true {
            if let range = received.firstRange(of: end) {
                guard String(decoding: received[..<range.lowerBound], as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
                    throw HeadlessChromium.Failure(description: "no upgrade: \(String(decoding: received, as: UTF8.self).prefix(200))")
                }
                return Array(received[range.upperBound...])
            }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw HeadlessChromium.Failure(description: "closed before the upgrade") }
            received += chunk[0..<count]
        }
    }
}
