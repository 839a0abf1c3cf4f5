import Hummingbird
import HummingbirdWebSocket

/// Every request passes here first: a `Host` other than this server's own loopback names is
/// refused (421: DNS rebinding), a path without the token is refused (404, the same answer as
/// for a path that does not exist), and every answer says what the page may load
/// (`Content-Security-Policy: default-src 'self'`), that it must not be cached, framed or named
/// in a `Referer` (the URL holds the token). The one document framed is the realm the page imports
/// the states' modules in (``realmPath``), and only by the page's own origin.
struct PreviewGuard<Context: RequestContext>: RouterMiddleware {
    let token: PreviewToken
    let port: @Sendable () -> Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let port = port()
        guard let host = request.head.authority, PreviewAddress.isOwnHost(host, port: port) else {
            return Self.refusal(.misdirectedRequest, "this preview answers only to 127.0.0.1:\(port) or localhost:\(port)\n", port: port)
        }
        let parts = request.uri.path.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].isEmpty, let rest = parts.last, token.matches(rest.prefix { $0 != "/" }) else {
            return Self.refusal(.notFound, "not found\n", port: port)
        }
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            // A path under the token that names nothing: the same answer as one without it.
            return Self.refusal(.notFound, "not found\n", port: port)
        }
        Self.secure(&response.headers, port: port, framedBySelf: rest.dropFirst(token.description.count) == "/" + Self.realmPath)
        return response
    }

    /// The page's frame for importing modules (`Page/realm.html`).
    static var realmPath: String { "realm.html" }

    static func refusal(_ status: HTTPResponse.Status, _ text: String, port: Int) -> Response {
        var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8"]
        secure(&headers, port: port)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func secure(_ headers: inout HTTPFields, port: Int, framedBySelf: Bool = false) {
        headers[.contentSecurityPolicy] = "default-src 'self'; connect-src 'self' ws://127.0.0.1:\(port) ws://localhost:\(port);"
            + " img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors \(framedBySelf ? "'self'" : "'none'")"
        headers[.cacheControl] = "no-store"
        headers[.init("Referrer-Policy")!] = "no-referrer"
        headers[.init("X-Content-Type-Options")!] = "nosniff"
        headers[.init("Cross-Origin-Resource-Policy")!] = "same-origin"
    }
}
