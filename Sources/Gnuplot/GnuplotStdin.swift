/// What one gnuplot process reads on its stdin: the definitions sent once at start-up, and the
/// lines of each request.
///
/// gnuplot reads its stdin a byte at a time (a system call each), so a request sends only two
/// macros the definitions made: `@ATl` loads the request file whose path is in `ATf` (set
/// again only when the path changes), and `@AT`, on a line of its own so that it runs even
/// after an error in the file, prints `"\nTAG"` on stdout and on stderr (with `set print '-'`).
/// TAG is `AT<n>-<secret>`: the request's number, which gnuplot counts too, and 64 random bits
/// that travel only here, so no text a plot prints (titles are user text) can forge it. A
/// newline comes before it, so it starts its own line even when the request's output did not
/// end with one (binary image data on stdout after a failed `set output`).
struct GnuplotStdin {
    let secret: String
    private(set) var requests = 0
    /// The path `ATf` holds.
    private var loadedPath: String?

    init(secret: String = String(UInt64.random(in: 0...UInt64.max), radix: 36)) {
        self.secret = secret
    }

    /// The start-up lines: the macros, then the version and terminals questions, ended by
    /// ``handshakeTag`` on stdout.
    var handshake: String {
        "set print '-'\nATs='\(secret)'\nATn=0\n"
            + "AT='ATn=ATn+1;print sprintf(\"\\nAT%d-%s\",ATn,ATs);printerr sprintf(\"\\nAT%d-%s\",ATn,ATs)'\n"
            + "ATl='load ATf'\nprint GPVAL_VERSION\nprint GPVAL_TERMINALS\nprint '\(handshakeTag)'\n"
    }

    var handshakeTag: String { "AT0-\(secret)" }

    /// Sends `ATf` again with the next request: Ctrl-C makes gnuplot drop the line it is
    /// reading, which may have been the one that set it.
    mutating func forgetLoadedPath() {
        loadedPath = nil
    }

    /// The lines that load the request file at `path` (gnuplot's own name for it), and the tag
    /// its output ends with.
    mutating func request(loading path: String) -> (lines: String, tag: String) {
        var lines = ""
        if loadedPath != path {
            lines += "ATf=\(GnuplotQuote.string(path))\n"
            loadedPath = path
        }
        requests += 1
        return (lines + "@ATl\n@AT\n", "AT\(requests)-\(secret)")
    }
}
