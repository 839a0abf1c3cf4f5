import AnimTuneCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Preset files on disk: where `save NAME` goes, atomic writes, size-checked reads.
public struct PresetStore {
    /// Larger files are refused before they are read.
    public static let maximumBytes = 1 << 20

    public let environment: ShellEnvironment

    public init(environment: ShellEnvironment) {
        self.environment = environment
    }

    /// `--presets DIR`, else `$ANIMTUNE_PRESETS`, else `./Presets` when it exists, else
    /// `$XDG_DATA_HOME/animtune/presets` (`~/.local/share/animtune/presets`).
    public var directory: String {
        if let override = environment.presetsOverride { return environment.absolutePath(override) }
        if let variable = environment.variables["ANIMTUNE_PRESETS"], !variable.isEmpty {
            return environment.absolutePath(variable)
        }
        let local = environment.absolutePath("Presets")
        if FileSystem.isDirectory(local) { return local }
        let data = environment.variables["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment.variables["HOME"] ?? "/tmp") + "/.local/share"
        return data + "/animtune/presets"
    }

    /// A bare name (`bouncy`) lives in the presets folder; anything with a `/` or ending in
    /// `.json` is a path.
    public func path(for reference: String) -> String {
        Self.isName(reference) ? directory + "/" + reference + ".json" : environment.absolutePath(reference)
    }

    private static func isName(_ reference: String) -> Bool {
        !reference.contains("/") && !reference.hasSuffix(".json")
    }

    /// Reads and validates a preset; nothing is changed anywhere on failure.
    public func load(_ reference: String) throws(CommandError) -> (Preset, path: String) {
        let path = path(for: reference)
        if Self.isName(reference), !FileSystem.exists(path) {
            let names = FileSystem.list(directory).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
            let hint = if let closest = Suggestion.closest(to: reference, in: names) { "did you mean '\(closest)'?" }
                else if names.isEmpty { "the folder has no presets yet" } else { "'presets' lists them" }
            throw CommandError("no preset '\(reference)' in \(environment.displayPath(directory)); \(hint)")
        }
        let text: String
        do {
            text = try FileSystem.readText(path, maximumBytes: Self.maximumBytes)
        } catch {
            throw CommandError("cannot load '\(reference)': \(error.description)")
        }
        do {
            return (try PresetDecoder.decode(text), path)
        } catch {
            throw CommandError("\(FileSystem.displayName(path)): \(error.description)")
        }
    }

    /// Writes atomically: a temporary file beside the target, synced, then renamed over it.
    /// The presets folder is created when missing; any other folder must exist. The preset's
    /// `$schema` names `schema/animtune-preset.schema.json` beside it, so that schema is
    /// written there first (see `writeSchema(beside:)`).
    public func save(_ preset: Preset, to path: String) throws(CommandError) {
        let folder = FileSystem.parent(of: path)
        if folder != directory, !FileSystem.isDirectory(folder) {
            throw CommandError("cannot save '\(environment.displayPath(path))': no folder '\(environment.displayPath(folder))'")
        }
        do {
            try FileSystem.makeDirectories(folder)
            try Self.writeSchema(beside: folder)
            try FileSystem.writeAtomically(preset.text, to: path)
        } catch {
            throw CommandError("cannot save '\(FileSystem.displayName(path))': \(error.description); the old file is unchanged")
        }
    }

    /// Makes the `$schema` of a preset saved in `folder` resolve: writes this animtune's schema
    /// to `folder/schema/animtune-preset.schema.json` when it is missing or is another version
    /// of the animtune schema; a different file of that name is left alone.
    static func writeSchema(beside folder: String) throws(FileSystem.Failure) {
        let path = folder + "/" + Preset.schemaReference
        let text = PresetSchema.text
        if let current = try? FileSystem.readText(path, maximumBytes: maximumBytes) {
            guard current != text, current.contains(PresetSchema.titleLine) else { return }
        }
        try FileSystem.makeDirectories(FileSystem.parent(of: path))
        try FileSystem.writeAtomically(text, to: path)
    }

    /// Every `*.json` in the presets folder, sorted by name, with what could be read of it.
    public func list() -> [(name: String, result: Result<Preset, PresetError>)] {
        var entries: [(name: String, result: Result<Preset, PresetError>)] = []
        for file in FileSystem.list(directory).filter({ $0.hasSuffix(".json") }).sorted() {
            entries.append((String(file.dropLast(5)), read(directory + "/" + file)))
        }
        return entries
    }

    private func read(_ path: String) -> Result<Preset, PresetError> {
        let text: String
        do {
            text = try FileSystem.readText(path, maximumBytes: Self.maximumBytes)
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
