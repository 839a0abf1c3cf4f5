import AnimTuneCore

/// The scene being tuned, every scene's values, and the undo history. Each scene keeps its own
/// values while another is in use.
public final class Session {
    private var snapshot: SessionSnapshot
    private var undoStack: [SessionSnapshot] = []
    private var redoStack: [SessionSnapshot] = []
    /// The snapshot last saved or loaded; the prompt marks changes since.
    private var savedSnapshot: SessionSnapshot
    /// The files this session read as presets or wrote, with the digest of their text then:
    /// replacing one needs no `--force` while nobody else changed it (see ``OverwriteRule``).
    public var knownFiles: [String: String] = [:]
    /// Per scene: the preset its values came from (plot titles), its file and description.
    public var presetName: [String: String] = [:]
    public var presetPath: [String: String] = [:]
    public var presetDescription: [String: String] = [:]
    /// Curves of measured data (`fit.data`), which `plot` and `table` resolve like a scene's.
    public var dataCurves: [Curve] = []
    /// Told the current scene's values after every change — set, reset, copy, import, load,
    /// use, undo, redo, tune's kept values — and each of tune's nudges before it keeps or puts
    /// them back (``show(_:)``). The preview subscribes; no command pushes to a view itself.
    public var observers: [(SceneState) -> Void] = []

    public init(scene: any Scene = SceneCatalog.defaultScene) {
        snapshot = SessionSnapshot(current: scene.name, states: [scene.name: scene.defaultState])
        savedSnapshot = snapshot
    }

    public var scene: any Scene { state.scene }
    public var state: SceneState { snapshot.states[snapshot.current]! }

    /// The current scene's values as last saved or loaded (its defaults before that).
    public var savedState: SceneState { savedSnapshot.states[snapshot.current] ?? scene.defaultState }

    /// Whether the current scene differs from what was last saved or loaded (or its defaults).
    public var isModified: Bool { state != savedState }

    /// The scenes, by name, whose values differ from what was last saved or loaded (or their defaults).
    public var unsavedScenes: [String] {
        snapshot.states.keys.sorted().filter { name in
            snapshot.states[name] != (savedSnapshot.states[name] ?? snapshot.states[name]!.scene.defaultState)
        }
    }

    /// How many steps `undo` can go back; older ones are forgotten, so memory stays bounded.
    public static let undoDepth = 1000

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Makes `state` current for its scene, recording the change for `undo`.
    public func change(to state: SceneState) {
        guard state != self.state else { return }
        record()
        snapshot.states[state.scene.name] = state
        notify()
    }

    /// Tells the observers of values being tried (a `tune` nudge) without changing the session;
    /// `show(state)` with the session's own state puts the views back.
    public func show(_ state: SceneState) {
        for observer in observers { observer(state) }
    }

    /// Makes a loaded preset's values current, switching to its scene, as one undoable step.
    public func load(_ state: SceneState) {
        record()
        snapshot.current = state.scene.name
        snapshot.states[state.scene.name] = state
        notify()
    }

    /// Switches scenes; the scene's earlier values come back.
    public func use(_ scene: any Scene) {
        guard scene.name != snapshot.current else { return }
        record()
        snapshot.current = scene.name
        if snapshot.states[scene.name] == nil { snapshot.states[scene.name] = scene.defaultState }
        notify()
    }

    /// The values of every scene used so far, in scene name order (the current one included).
    public var usedSceneStates: [SceneState] {
        snapshot.states.keys.sorted().map { snapshot.states[$0]! }
    }

    /// The values of any scene (its defaults when not used yet).
    public func state(of scene: any Scene) -> SceneState {
        snapshot.states[scene.name] ?? scene.defaultState
    }

    /// Marks the current scene as saved (after save or load).
    public func markSaved() {
        savedSnapshot.states[snapshot.current] = state
    }

    @discardableResult
    public func undo() -> Bool { step(from: &undoStack, to: &redoStack) }

    @discardableResult
    public func redo() -> Bool { step(from: &redoStack, to: &undoStack) }

    /// Makes the snapshot on top of `from` current, keeping the current one on `to`; false
    /// when `from` is empty.
    private func step(from: inout [SessionSnapshot], to: inout [SessionSnapshot]) -> Bool {
        guard let next = from.popLast() else { return false }
        to.append(snapshot)
        snapshot = next
        notify()
        return true
    }

    private func notify() {
        show(state)
    }

    private func record() {
        undoStack.append(snapshot)
        if undoStack.count > Self.undoDepth { undoStack.removeFirst(undoStack.count - Self.undoDepth) }
        redoStack.removeAll()
    }
}
