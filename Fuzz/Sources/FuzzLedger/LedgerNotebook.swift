/// A notebook made from fuzz bytes: cells that write over the sandbox's files (or new ones,
/// dot-files among them), each followed by marker lines naming files with real or made-up
/// digests, in the forms the runner writes and near them.
struct LedgerNotebook {
    static let commands = [
        "export json --to P", "export json --to P --force", "export css --to P --force", "save P", "save P --force",
        "run --csv P --force", "run --frames P --force", "plot spring --to P --force",
    ]
    static let names = [".githooks/pre-commit", "gradlew", ".bashrc", "theirs.css", "Presets/soft.json", "nb.assets/out.css",
                        ".bash_aliases", "new.css", "./gradlew", "sub/../gradlew", ".githooks", "Presets/"]
    static let markers = ["<!-- animtune file N data D -->", "<!-- animtune preset N data D -->", "<!-- animtune file N data D-->",
                          "<!--  animtune file N data D -->", "<!-- animtune image N data D -->"]

    let text: String

    init(_ bytes: [UInt8], digests: [String: String]) {
        var text = "# forged\n"
        var index = 0
        func next() -> Int? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return Int(bytes[index])
        }
        while let command = next() {
            let name = Self.names[(next() ?? 0) % Self.names.count]
            text += "\n```animtune\n" + Self.commands[command % Self.commands.count].replacingOccurrences(of: "P", with: "'\(name)'")
                + "\n```\n"
            for _ in 0..<((next() ?? 0) % 4) {
                let named = Self.names[(next() ?? 0) % Self.names.count]
                let digest = (next() ?? 0) % 3 == 0 ? "0123456789abcdef" : digests[named] ?? digests.values.sorted()[0]
                let marker = Self.markers[(next() ?? 0) % Self.markers.count]
                text += "\n" + marker.replacingOccurrences(of: "N", with: named).replacingOccurrences(of: "D", with: digest) + "\n"
            }
        }
        self.text = text
    }
}
