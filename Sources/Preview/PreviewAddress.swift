/// The names this server answers to: its loopback address and `localhost`, on its port.
enum PreviewAddress {
    static let host = "127.0.0.1"

    /// Whether a `Host` header (or an authority) names this server.
    static func isOwnHost(_ host: String, port: Int) -> Bool {
        let lowered = host.lowercased()
        return lowered == "\(Self.host):\(port)" || lowered == "localhost:\(port)"
    }

    /// Whether a WebSocket `Origin` is this server's own page.
    static func isOwnOrigin(_ origin: String, port: Int) -> Bool {
        let lowered = origin.lowercased()
        return lowered == "http://\(Self.host):\(port)" || lowered == "http://localhost:\(port)"
    }
}
