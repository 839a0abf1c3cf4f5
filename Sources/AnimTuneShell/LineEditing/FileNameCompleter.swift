#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File and folder names for `save`, `load`, `export --to`, `plot --to`, `record`: relative to
/// the working directory, `~/` expanded, hidden files only when the typed name starts with `.`.
struct FileNameCompleter {
    let environment: ShellEnvironment

    /// Candidates for the typed (unquoted) path; `filter` keeps plain files by name, folders always.
    func candidates(for typed: String, openQuote: Character?, filter: (String) -> Bool = { _ in true })
        -> [Completion.Candidate] {
        let slash = typed.lastIndex(of: "/")
        let folderPart = slash.map { String(typed[...$0]) } ?? ""
        let namePrefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let folder = resolve(folderPart.isEmpty ? "." : folderPart)
        var found: [(path: String, name: String, isFolder: Bool)] = []
        for (name, isFolder) in Self.entries(of: folder) {
            guard name.hasPrefix(namePrefix) else { continue }
            if name.hasPrefix(".") && !namePrefix.hasPrefix(".") { continue }
            guard isFolder || filter(name) else { continue }
            found.append((folderPart + name + (isFolder ? "/" : ""), name, isFolder))
        }
        // Quotes when the user opened one, when the only name needs them, or when the names
        // share more than was typed and one needs them (then all get them, so they still
        // share a prefix: `al` → `"alpha`); otherwise the names are listed as they are.
        let shared = Completion.commonPrefix(found.map(\.path))
        let progress = found.count == 1 || shared.count > typed.count
        let quote = openQuote ?? (progress && found.contains { Self.needsQuotes($0.path) } ? "\"" : nil)
        return found.sorted { $0.path < $1.path }.map { entry in
            Completion.Candidate(Self.quoted(entry.path, quote: quote, closed: !entry.isFolder),
                                 display: entry.name + (entry.isFolder ? "/" : ""), isFinal: !entry.isFolder)
        }
    }

    private func resolve(_ folder: String) -> String {
        if folder == "~" || folder.hasPrefix("~/"), let home = environment.variables["HOME"] {
            return home + folder.dropFirst()
        }
        return environment.absolutePath(folder)
    }

    private static let special: Set<Character> = [" ", "\t", "'", "\"", ";", "#", "(", ")", "\\"]

    static func needsQuotes(_ path: String) -> Bool {
        path.contains { special.contains($0) }
    }

    /// The path as the tokenizer reads it back: as is without a quote, else quoted (inside
    /// double quotes, a backslash before `"` and `\`); `closed` adds the closing quote.
    static func quoted(_ path: String, quote: Character?, closed: Bool) -> String {
        guard let quote else { return path }
        var body = ""
        for character in path {
            if quote == "\"" && (character == "\"" || character == "\\") { body.append("\\") }
            body.append(character)
        }
        return String(quote) + body + (closed ? String(quote) : "")
    }

    /// Names in a folder with whether each is a folder (symbolic links followed).
    static func entries(of folder: String) -> [(String, Bool)] {
        guard let handle = opendir(folder) else { return [] }
        defer { closedir(handle) }
        var entries: [(String, Bool)] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let isFolder = stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            entries.append((name, isFolder))
        }
        return entries
    }
}
