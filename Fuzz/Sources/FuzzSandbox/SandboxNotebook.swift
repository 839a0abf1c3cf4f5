/// A notebook made from fuzz bytes: each cell one writer or reader command with a path built
/// from pieces that try to leave the sandbox.
struct SandboxNotebook {
    static let commands = [
        "save P", "save P --force", "export json --to P --force", "export css --to P", "run --csv P --force",
        "load P", "plot spring --to P.png --force", "run --frames P --force", "plot spring --vs P", "record P.md",
        "diff P",
    ]
    static let pieces = ["..", ".", "~", "", "x", "link", "out", "nb.assets", "sub", "victim.txt", "x.json", "a b"]
    static let prefixes = ["", "/", "~/", "OUTER/", "../"]

    let text: String

    init(_ bytes: [UInt8]) {
        var text = "# fuzz\n"
        var index = 0
        func next() -> Int? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return Int(bytes[index])
        }
        while let command = next() {
            var path = Self.prefixes[(next() ?? 0) % Self.prefixes.count]
            let length = 1 + (next() ?? 0) % 4
            var parts: [String] = []
            for _ in 0..<length { parts.append(Self.pieces[(next() ?? 0) % Self.pieces.count]) }
            path += parts.joined(separator: "/")
            let quoted = "'" + path + "'"
            text += "\n```animtune\n" + Self.commands[command % Self.commands.count].replacingOccurrences(of: "P", with: quoted)
                + "\n```\n"
        }
        self.text = text
    }
}
