import Testing
@testable import AnimTuneShell

/// `save` in a notebook: running it again, or after an edit, replaces the presets it saved
/// itself; a preset it did not save, or that changed since, still needs `--force`.
@Suite("Notebook presets")
struct NotebookPresetTests {
    static let notebook = """
    Save a softer spring.

    ```animtune
    set spring.damping 0.4
    save soft
    ```

    """

    /// Runs or checks `t.md` in `folder`: whether it succeeded, and what it reported.
    private func process(_ folder: NotebookFolder, _ mode: NotebookRunner.Mode) -> (Bool, String) {
        let errors = TextOutput.buffer()
        let succeeded = NotebookFiles.process(folder.path + "/t.md", displayPath: "t.md", mode: mode,
                                              environment: folder.environment, errors: errors)
        return (succeeded, errors.take())
    }

    @Test("a run writes a hidden comment with the digest of the preset it saved; a second run changes nothing")
    func marker() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", Self.notebook)
        #expect(process(folder, .run) == (true, ""))
        let preset = try #require(folder.read("Presets/soft.json"))
        let first = try #require(folder.read("t.md"))
        #expect(first == Self.notebook.replacingOccurrences(of: "save soft\n```\n", with: """
        save soft
        ```

        ```output
        saved spring to Presets/soft.json
        ```

        <!-- animtune preset soft.json data \(Digest.fnv1a(preset)) -->

        """))
        #expect(process(folder, .run) == (true, ""))
        #expect(folder.read("t.md") == first)
        #expect(process(folder, .check) == (true, ""))
    }

    @Test("after an edit, check names the cell and run replaces the notebook's own preset without --force")
    func editReplacesOwnPreset() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", Self.notebook)
        #expect(process(folder, .run).0)
        let edited = try #require(folder.read("t.md")).replacingOccurrences(of: "damping 0.4", with: "damping 0.6")
        try folder.write("t.md", edited)
        #expect(process(folder, .check) == (false, "t.md:3: error: output of cell 1 is stale; run 'animtune notebook run t.md'\n"))
        #expect(process(folder, .run) == (true, ""))
        #expect(folder.read("Presets/soft.json")?.contains("\"damping\": 0.6") == true)
        #expect(process(folder, .check) == (true, ""))
    }

    @Test("a preset the notebook did not save, or that was changed since it did, needs --force")
    func foreignPresetProtected() throws {
        let folder = try NotebookFolder()
        try folder.write("Presets/soft.json", "{\"someone\": \"else\"}\n")
        try folder.write("t.md", Self.notebook)
        let refusal = "t.md:5:6: error: 'soft' exists and was not loaded or saved in this session; use 'save soft --force' to overwrite it\n"
        #expect(process(folder, .run) == (false, refusal))
        #expect(folder.read("Presets/soft.json") == "{\"someone\": \"else\"}\n")

        let other = try NotebookFolder()
        try other.write("t.md", Self.notebook)
        #expect(process(other, .run).0)
        try other.write("Presets/soft.json", "{\"changed\": \"by hand\"}\n")
        #expect(process(other, .run).0 == false)
        #expect(other.read("Presets/soft.json") == "{\"changed\": \"by hand\"}\n")
    }
}
