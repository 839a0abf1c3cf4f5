import AnimTuneCore
import Foundation
import Testing
import TestPrerequisites
@testable import Preview

/// The preview answers only its own page on its own loopback names: no token, a wrong token,
/// another `Host` or a WebSocket from another origin are refused; it listens on 127.0.0.1 only,
/// and after `stop` nothing listens.
@Suite("preview refuses what is not its own page")
struct PreviewSecurityTests {
    /// Starting, stopping and requests block, so they run on threads of their own: the server's
    /// tasks need the concurrency pool free.
    static func started(port: Int = 0) async throws -> PreviewServer {
        try await DedicatedThread.run {
            try PreviewServer.start(hub: PreviewHub(state: SceneCatalog.defaultScene.defaultState), port: port, log: { _ in })
        }
    }

    static func stop(_ server: PreviewServer) async throws {
        try await DedicatedThread.run { server.stop() }
    }

    static func get(_ port: Int, _ path: String, _ headers: [(String, String)]) async throws -> RawHTTP.Reply {
        try await DedicatedThread.run { try RawHTTP.request(port: port, path: path, headers: headers) }
    }

    @Test("the page with its token and Host: 200 with the content security policy; without the token or with another: 404")
    func token() async throws {
        let server = try await Self.started()
        let host = ("Host", "127.0.0.1:\(server.port)")
        let page = try await Self.get(server.port, "/\(server.token)/", [host])
        #expect(page.status == 200)
        #expect(page.head.contains("Content-Security-Policy: default-src 'self'"))
        #expect(page.head.contains("Referrer-Policy: no-referrer"))
        let token = server.token.description
        for path in ["/", "/page.js", "/\(PreviewToken())/", "/\(token)x/", "/\(token.dropLast())/", "/\(token.uppercased())/", "/\(token)/../etc/passwd"] {
            #expect(try await Self.get(server.port, path, [host]).status == 404, "\(path)")
        }
        #expect(try await Self.get(server.port, "/\(token)/page.js", [("Host", "localhost:\(server.port)")]).status == 200)
        try await Self.stop(server)
    }

    @Test("no answer may be framed but the page's module realm, and that only by the page's own origin")
    func framing() async throws {
        let server = try await Self.started()
        let host = ("Host", "127.0.0.1:\(server.port)")
        let token = server.token.description
        for path in ["/\(token)/", "/\(token)/page.js", "/\(token)/realm.js", "/\(token)/module/1.js", "/\(token)/realm.html/", "/\(token)/x/realm.html", "/"] {
            let reply = try await Self.get(server.port, path, [host])
            #expect(reply.head.contains("frame-ancestors 'none'") && !reply.head.contains("frame-ancestors 'self'"), "\(path): \(reply.head)")
        }
        let realm = try await Self.get(server.port, "/\(token)/realm.html", [host])
        #expect(realm.status == 200)
        #expect(realm.head.contains("frame-ancestors 'self'") && !realm.head.contains("frame-ancestors 'none'"), "\(realm.head)")
        #expect(try await Self.get(server.port, "/\(PreviewToken())/realm.html", [host]).status == 404)
        try await Self.stop(server)
    }

    @Test("a Host other than 127.0.0.1:PORT or localhost:PORT is refused with 421 (DNS rebinding)")
    func host() async throws {
        let server = try await Self.started()
        let hosts = ["evil.example:\(server.port)", "127.0.0.1:\(server.port + 1)", "127.0.0.1", "localhost.evil.example:\(server.port)",
                     "0.0.0.0:\(server.port)"]
        for host in hosts {
            let reply = try await Self.get(server.port, "/\(server.token)/", [("Host", host)])
            #expect(reply.status == 421, "\(host): \(reply.head)")
        }
        #expect(try await Self.get(server.port, "/\(server.token)/", []).status == 421)
        try await Self.stop(server)
    }

    @Test("the WebSocket upgrades for the page's own origin only")
    func origin() async throws {
        let server = try await Self.started()
        func upgrade(_ origin: String?) async throws -> Int {
            var headers = [("Host", "127.0.0.1:\(server.port)"), ("Upgrade", "websocket"), ("Connection", "Upgrade"),
                           ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13")]
            if let origin { headers.append(("Origin", origin)) }
            return try await Self.get(server.port, "/\(server.token)/socket", headers).status
        }
        #expect(try await upgrade("http://127.0.0.1:\(server.port)") == 101)
        #expect(try await upgrade("http://localhost:\(server.port)") == 101)
        for origin in ["http://evil.example", "null", "http://127.0.0.1:\(server.port + 1)", "https://127.0.0.1:\(server.port)"] {
            #expect(try await upgrade(origin) != 101, "\(origin)")
        }
        #expect(try await upgrade(nil) != 101)
        try await Self.stop(server)
    }

    @Test("it listens on 127.0.0.1 only, and after stop nothing listens on its port")
    func loopbackOnly() async throws {
        let server = try await Self.started()
        let port = server.port
        #if os(Linux)
        let tables = ["/proc/net/tcp", "/proc/net/tcp6"].compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.joined()
        let hexPort = String(format: ":%04X", port)
        var listening: [String] = []
        for line in tables.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            if fields.count > 3, fields[1].hasSuffix(hexPort), fields[3] == "0A" { listening.append(fields[1]) }
        }
        #expect(listening == ["0100007F\(hexPort)"])
        #endif
        #expect(try await DedicatedThread.run { RawHTTP.listens(port: port) })
        try await Self.stop(server)
        #expect(try await DedicatedThread.run { !RawHTTP.listens(port: port) })
    }

    @Test("a port in use: one line naming --port")
    func portInUse() async throws {
        let server = try await Self.started()
        do {
            let second = try await Self.started(port: server.port)
            try await Self.stop(second)
            Issue.record("a second server started on port \(server.port)")
        } catch let error as PreviewError {
            #expect(error.description.contains("--port") && !error.description.contains("\n"), "\(error.description)")
        }
        try await Self.stop(server)
    }
}
