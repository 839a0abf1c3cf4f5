import Testing
@testable import AnimTuneShell

/// `save` in a notebook: running it again writes the same preset (same contents, nothing lost);
/// after an edit it replaces a preset outside its assets folder only when `--allow-replace`
/// names it, whatever its comments say. `save NAME` goes to the notebook's own assets folder.
@Suite("Notebook presets")
struct NotebookPresetTests {
    static let notebook = """
    Save a softer spring.

    ```animtune
    set spring.damping 0.4
    save Presets/soft.json
    ```

    """

    @Test("check lists the presets a cell saved before it, though the assets folder is not on disk")
    func checkListsSavedPresets() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", "```animtune\nsave mine\npresets\n```\n")
        #expect(folder.process(.run) == (true, ""))
        #expect(folder.read("t.md")?.contains("presets in t.assets\nname  scene   description\nmine  spring") == true)
        NotebookFolder.removeTree(folder.path + "/t.assets")
        #expect(folder.process(.check) == (true, ""))
        #expect(!folder.exists("t.assets"))
    }

    @Test("a run writes a hidden comment with the digest of the preset it saved; a second run changes nothing")
    func marker() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", Self.notebook)
        #expect(folder.process(.run) == (true, ""))
        let preset = try #require(folder.read("Presets/soft.json"))
        let first = try #require(folder.read("t.md"))
        #expect(first == Self.notebook.replacingOccurrences(of: "save Presets/soft.json\n```\n", with: """
        save Presets/soft.json
        ```

        ```output
        saved soft (spring) to Presets/soft.json
        ```

        <!-- animtune preset soft.json data \(Digest.fnv1a(preset)) -->

        """))
        #expect(folder.process(.run) == (true, ""))
        #expect(folder.read("t.md") == first)
        #expect(folder.process(.check) == (true, ""))
    }

    @Test("after an edit, check names the cell and run replaces the preset outside its assets when --allow-replace names it")
    func editReplacesOwnPreset() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", Self.notebook)
        #expect(folder.process(.run).0)
        let edited = try #require(folder.read("t.md")).replacingOccurrences(of: "damping 0.4", with: "damping 0.6")
        try folder.write("t.md", edited)
        #expect(folder.process(.check, allowReplace: ["Presets/soft.json"])
            == (false, "t.md:3: error: output of cell 1 is stale; run 'animtune notebook run t.md'\n"))
        #expect(folder.process(.run, allowReplace: ["Presets/soft.json"]) == (true, ""))
        #expect(folder.read("Presets/soft.json")?.contains("\"damping\": 0.6") == true)
        #expect(folder.process(.check, allowReplace: ["Presets/soft.json"]) == (true, ""))
    }

    @Test("a preset the notebook did not save, or that was changed since it did, is not replaced without --allow-replace")
    func foreignPresetProtected() throws {
        let folder = try NotebookFolder()
        try folder.write("Presets/soft.json", "{\"someone\": \"else\"}\n")
        try folder.write("t.md", Self.notebook)
        let refusal = "t.md:5:6: error: 'Presets/soft.json' exists and a notebook replaces only files in its own assets folder "
            + "or written by this run, even with --force; to let it, name the file with 'notebook run --allow-replace Presets/soft.json'\n"
        #expect(folder.process(.run) == (false, refusal))
        #expect(folder.read("Presets/soft.json") == "{\"someone\": \"else\"}\n")

        let other = try NotebookFolder()
        try other.write("t.md", Self.notebook)
        #expect(other.process(.run).0)
        try other.write("Presets/soft.json", "{\"changed\": \"by hand\"}\n")
        #expect(other.process(.run).0 == false)
        #expect(other.read("Presets/soft.json") == "{\"changed\": \"by hand\"}\n")
    }

    @Test("save NAME in a notebook writes to its assets folder and names it relative to the notebook")
    func saveNameGoesToAssets() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", "```animtune\nsave soft\nload soft\n```\n")
        #expect(folder.process(.run) == (true, ""))
        #expect(folder.read("t.md")?.contains("saved soft (spring) to t.assets/soft.json\n") == true)
        #expect(folder.exists("t.assets/soft.json"))
        #expect(!folder.exists("Presets/soft.json"))
        #expect(folder.process(.run) == (true, ""))
        #expect(folder.process(.check) == (true, ""))
    }
}
