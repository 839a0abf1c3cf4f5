import AnimTuneCore
import Hummingbird
import HummingbirdWebSocket
import NIOConcurrencyHelpers

/// What the server answers, all under `/TOKEN/`: the page, its assets and the frame it imports
/// the states' modules in (embedded in the binary; nothing is read from the file system), the
/// `export waapi` module of the current state, and the page's WebSocket.
struct PreviewRoutes: Sendable {
    /// The largest WebSocket frame a page may send; a message over ``PageMessage/maximumBytes``
    /// but within this is refused with a logged line, a larger frame by the WebSocket layer itself.
    static let maximumFrame = 1 << 20

    let hub: PreviewHub
    let token: PreviewToken
    let port: @Sendable () -> Int
    let log: @Sendable (String) -> Void
    let recorder: GestureRecorder
    let payloads: PayloadCache

    func router() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.middlewares.add(PreviewGuard(token: token, port: port))
        let base = RouterPath(stringLiteral: "/\(token)")
        for asset in PageAssets.all {
            router.get(base.appending(asset.path)) { _, _ in Self.text(asset.text, type: asset.type) }
        }
        router.get(base.appending("module/:file")) { [payloads] _, context in
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".js"), let number = Int(file.dropLast(3)), let text = await payloads.module(number) else {
                return Response(status: .notFound)
            }
            return Self.text(text, type: "text/javascript; charset=utf-8")
        }
        router.ws(base.appending("socket"), shouldUpgrade: { [port] request, _ in
            guard let origin = request.headers[.origin], PreviewAddress.isOwnOrigin(origin, port: port()) else { return .dontUpgrade }
            return .upgrade([:])
        }, onUpgrade: { [self] inbound, outbound, _ in
            try await PageConnection(hub: hub, payloads: payloads, token: token, recorder: recorder, log: log).run(inbound: inbound, outbound: outbound)
        })
        return router
    }

    static func text(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

extension RouterPath {
    func appending(_ path: String) -> RouterPath {
        RouterPath(stringLiteral: description + "/" + path)
    }
}
