import CSpawn
import Foundation

/// Headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`:
/// JSON messages, each ended by a NUL byte, written to the browser's descriptor 3 and read from
/// its descriptor 4. No WebSocket client and no port: only the browser and this process talk.
/// The preview's tests and benchmark use it.
public final class HeadlessChromium {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// The browser on PATH (`chromium`, `chromium-browser`), or nil when none is installed.
    public static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        for name in ["chromium", "chromium-browser"] {
            if let found = folders.map({ "\($0)/\(name)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return found }
        }
        return nil
    }()

    private var pid: pid_t = 0
    private let toBrowser: FileHandle
    private let fromBrowser: FileHandle
    private var buffer = Data()
    private var nextID = 0
    private let profile: URL
    /// Every `Network.requestWillBeSent` URL seen, once `Network.enable` was sent on a session.
    public private(set) var requestedURLs: [String] = []

    public init(arguments extra: [String] = []) throws {
        guard let executable = Self.executable else { throw Failure(description: "Chromium is not installed") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw Failure(description: "no pipe: \(errno)") }
        // This process's ends stay out of every child, the browser's included.
        _ = fcntl(input[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(output[0], F_SETFD, FD_CLOEXEC)
        let arguments = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
                         "--no-default-browser-check", "--user-data-dir=\(profile.path)", "--window-size=1200,1000"] + extra + ["about:blank"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        for target: Int32 in 0...2 { posix_spawn_file_actions_adddup2(&actions, null, target) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 3)
        posix_spawn_file_actions_adddup2(&actions, output[1], 4)
        // Nothing else of this process: a server another test runs meanwhile must not stay
        // listening in the browser after it stops.
        _ = animtune_spawn_close_from(&actions, 5)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(input[0])
        close(output[1])
        guard status == 0 else {
            close(input[1])
            close(output[0])
            throw Failure(description: "cannot start \(executable): \(status)")
        }
        toBrowser = FileHandle(fileDescriptor: input[1], closeOnDealloc: true)
        fromBrowser = FileHandle(fileDescriptor: output[0], closeOnDealloc: true)
    }

    deinit {
        try? toBrowser.close()
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends one command and returns its `result`, skipping events (but noting requests).
    @discardableResult
    public func call(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try toBrowser.write(contentsOf: data)
        while true {
            let reply = try read()
            if reply["method"] as? String == "Network.requestWillBeSent",
               let url = ((reply["params"] as? [String: Any])?["request"] as? [String: Any])?["url"] as? String {
                requestedURLs.append(url)
            }
            guard reply["id"] as? Int == nextID else { continue }
            if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func read() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = buffer[buffer.startIndex..<end]
                buffer.removeSubrange(buffer.startIndex...end)
                return (try JSONSerialization.jsonObject(with: message)) as? [String: Any] ?? [:]
            }
            // One read(2): what the browser has written so far (FileHandle would wait for a full buffer).
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { Foundation.read(fromBrowser.fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "Chromium closed the DevTools pipe") }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// Opens `url` in a new tab and returns the tab's session.
    public func openTab(_ url: String) throws -> String {
        let target = try call("Target.createTarget", ["url": "about:blank"])
        guard let id = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try call("Target.attachToTarget", ["targetId": id, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw Failure(description: "not attached: \(attached)") }
        try call("Network.enable", session: session)
        try call("Page.enable", session: session)
        try call("Page.navigate", ["url": url], session: session)
        return session
    }

    /// The value of `expression` (awaited when it is a promise), as JSON turns it into Swift.
    public func evaluate(_ expression: String, session: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true],
                              session: session)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let text = (exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? exception
            throw Failure(description: "page threw: \(text)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Waits until `condition` (a JavaScript expression) is true in the page, polling on the
    /// page's own timers (every 5 ms); fails after `frames` polls so a broken page ends the test.
    public func wait(until condition: String, session: String, frames: Int = 12_000) throws {
        let expression = """
        new Promise((resolve) => { let n = 0; const check = () => { let ok = false; try { ok = !!(\(condition)); } catch (e) {}
          if (ok) resolve(true); else if (++n > \(frames)) resolve(false); else setTimeout(check, 5); }; check(); })
        """
        guard try evaluate(expression, session: session) as? Bool == true else {
            throw Failure(description: "the page never reached: \(condition)")
        }
    }

    /// A PNG of the page as it is drawn now.
    public func screenshot(session: String) throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png"], session: session)
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot")
        }
        return data
    }
}
