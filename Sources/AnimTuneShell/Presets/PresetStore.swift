import AnimTuneCore
import SafeIO

/// Preset files: where `save NAME` goes, safe writes, size-checked reads of regular files, and
/// the shipped presets built into the binary.
public struct PresetStore {
    /// Larger files are refused before they are read.
    public static let maximumBytes = 1 << 20

    public let environment: ShellEnvironment

    public init(environment: ShellEnvironment) {
        self.environment = environment
    }

    /// In a notebook its assets folder; else `--presets DIR`, `$ANIMTUNE_PRESETS`, `./Presets`
    /// when it exists, `$XDG_DATA_HOME/animtune/presets` or `~/.local/share/animtune/presets`.
    /// Nil without HOME (and none of the others): a shared temporary folder is never used.
    public var directory: String? {
        if let workspace = environment.workspace { return workspace.assets }
        if let override = environment.presetsOverride { return environment.absolutePath(override) }
        if let variable = environment.variables["ANIMTUNE_PRESETS"], !variable.isEmpty {
            return environment.absolutePath(variable)
        }
        let local = environment.absolutePath("Presets")
        if FileSystem.isDirectory(local) { return local }
        switch Self.dataHome(environment) {
        case .success(let base): return base
        case .failure: return nil
        }
    }

    /// `$XDG_DATA_HOME/animtune/presets` (made when missing, as the XDG spec asks) or
    /// `~/.local/share/animtune/presets` when HOME exists (animtune makes the folders below it,
    /// never a missing HOME), else why not.
    private static func dataHome(_ environment: ShellEnvironment) -> Result<String, CommandError> {
        if let data = environment.variables["XDG_DATA_HOME"], data.hasPrefix("/") { return .success(data + "/animtune/presets") }
        let (variable, base, below) = ("HOME", environment.variables["HOME"] ?? "", "/.local/share/animtune/presets")
        let advice = "give one with --presets DIR or $ANIMTUNE_PRESETS"
        guard !base.isEmpty else { return .failure(CommandError("HOME is not set, so there is no presets folder; \(advice)")) }
        guard base.hasPrefix("/") else {
            return .failure(CommandError("HOME '\(TerminalSafe.echo(base))' is not an absolute path, so there is no presets folder; \(advice)"))
        }
        guard FileSystem.isDirectory(base) else {
            return .failure(CommandError("\(variable) '\(TerminalSafe.echo(base))' does not exist, so there is no presets folder "
                + "(animtune does not create \(variable)); \(advice)"))
        }
        return .success(base + below)
    }

    /// The presets folder, or the one-line error saying how to name one.
    public func requireDirectory() throws(CommandError) -> String {
        if let directory { return directory }
        throw missingDirectory
    }

    /// Why there is no presets folder (when ``directory`` is nil).
    public var missingDirectory: CommandError {
        if case .failure(let error) = Self.dataHome(environment) { return error }
        return CommandError("there is no presets folder; give one with --presets DIR or $ANIMTUNE_PRESETS")
    }

    /// A bare name (`bouncy`) lives in the presets folder; anything with a `/` or ending in
    /// `.json` is a path (in a notebook, inside its workspace).
    public func path(for reference: String) throws(CommandError) -> String {
        guard Self.isName(reference) else {
            do { return try environment.resolve(reference) } catch { throw CommandError(error.description) }
        }
        guard !reference.isEmpty, !reference.hasPrefix("."), reference.utf8.count <= 250 else {
            throw CommandError("'\(TerminalSafe.echo(reference))' is not a preset name: use letters, digits, '-' or '_', "
                + "not starting with '.', at most 250 bytes")
        }
        return try requireDirectory() + "/" + reference + ".json"
    }

    /// The names of the presets built into animtune.
    public static var shippedNames: [String] { BuiltInPresets.files.keys.sorted() }

    static func isName(_ reference: String) -> Bool {
        !reference.contains("/") && !reference.hasSuffix(".json")
    }

    /// Reads and validates a preset; nothing is changed anywhere on failure. A name not in the
    /// presets folder is looked up among the shipped presets (`path` is then where `save`
    /// would put it, or "" when there is no presets folder).
    public func load(_ reference: String) throws(CommandError) -> (Preset, path: String) {
        let shown = TerminalSafe.echo(reference)
        if Self.isName(reference), directory == nil, let builtIn = BuiltInPresets.files[reference] {
            do { return (try PresetDecoder.decode(builtIn), "") } catch { throw CommandError(error.description) }
        }
        let path = try path(for: reference)
        let text: String
        if Self.isName(reference), !environment.fileExists(path) {
            guard let builtIn = BuiltInPresets.files[reference] else {
                let names = Set(listNames() + Self.shippedNames).sorted()
                let hint = if let closest = Suggestion.closest(to: reference, in: names) { "did you mean '\(closest)'?" }
                    else { "'presets' lists them" }
                throw CommandError("no preset '\(shown)' in \(environment.displayPath(directory ?? "")) "
                    + "or among the shipped presets; \(hint)")
            }
            text = builtIn
        } else {
            do {
                text = try environment.readText(path, maximumBytes: Self.maximumBytes)
            } catch {
                throw CommandError("cannot load '\(shown)': \(error.description)")
            }
        }
        do {
            return (try PresetDecoder.decode(text), path)
        } catch {
            throw CommandError("\(TerminalSafe.echo(FileSystem.displayName(path))): \(error.description)")
        }
    }

    /// Writes through ``SafeFileWriter``. The presets folder is created when missing; any
    /// other folder must exist. The preset's `$schema` names
    /// `schema/animtune-preset.schema.json` beside it, so that schema is written there first
    /// (see `writeSchema(beside:)`); when it cannot be, the preset is saved all the same and the
    /// returned warning says why.
    @discardableResult
    public func save(_ preset: Preset, to path: String) throws(CommandError) -> String? {
        let folder = FileSystem.parent(of: path)
        let shown = TerminalSafe.echo(environment.displayPath(path))
        if folder != directory, !environment.isDirectory(folder) {
            throw CommandError("cannot save '\(shown)': no folder '\(TerminalSafe.echo(environment.displayPath(folder)))'")
        }
        var warning: String?
        do {
            try environment.makeFolders(FilePath.parent(of: path))
            do {
                try writeSchema(beside: folder)
            } catch {
                warning = "warning: \(error.description); the preset is saved without it"
            }
            try environment.writeText(preset.text, to: path)
        } catch {
            throw CommandError("cannot save '\(shown)': \(error.description); the old file is unchanged")
        }
        return warning
    }

    /// Makes the `$schema` of a preset saved in `folder` resolve: writes this animtune's schema
    /// to `folder/schema/animtune-preset.schema.json` when it is missing or is another version
    /// of the animtune schema; a different file of that name is left alone.
    /// It is written unasked, so never through a link: a link planted at `schema/` or at the
    /// file is refused, and nothing lands outside `folder`.
    func writeSchema(beside folder: String) throws(FileSystem.Failure) {
        let subfolder = FilePath.parent(of: Preset.schemaReference)
        let name = FilePath.name(Preset.schemaReference)
        let text = PresetSchema.text
        if let current = try? environment.readTextWithoutLinks(named: name, in: subfolder, of: folder, maximumBytes: Self.maximumBytes) {
            guard current != text, current.contains(PresetSchema.titleLine) else { return }
        }
        do {
            try environment.writeTextWithoutLinks(text, named: name, in: subfolder, of: folder)
        } catch {
            throw FileProblem("cannot write its schema '\(TerminalSafe.echo(environment.displayPath(folder + "/" + Preset.schemaReference)))': \(error.description)")
        }
    }

    /// Every `*.json` in the presets folder, sorted by name, with what could be read of it.
    public func list() -> [(name: String, result: Result<Preset, PresetError>)] {
        guard let directory else { return [] }
        return listNames().map { ($0, read(directory + "/" + $0 + ".json")) }
    }

    /// The shipped presets that `load NAME` reaches: those the presets folder does not shadow
    /// with a file of the same name.
    public func builtIns() -> [(name: String, preset: Preset)] {
        let shadowed = Set(listNames())
        return Self.shippedNames.filter { !shadowed.contains($0) }.compactMap { name in
            guard let text = BuiltInPresets.files[name], let preset = try? PresetDecoder.decode(text) else { return nil }
            return (name, preset)
        }
    }

    private func listNames() -> [String] {
        guard let directory else { return [] }
        return environment.folderEntries(directory).filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }.sorted()
    }

    private func read(_ path: String) -> Result<Preset, PresetError> {
        let text: String
        do {
            text = try environment.readText(path, maximumBytes: Self.maximumBytes)
        } catch {
            return .failure(PresetError("", error.description))
        }
        do {
            return .success(try PresetDecoder.decode(text))
        } catch {
            return .failure(error)
        }
    }
}
