/// Every scene animtune models, in the order `scenes` lists them.
public enum SceneCatalog {
    public static let all: [any Scene] = [SpringScene(), NotchScene(), TabBarScene(), CardScene(), ProfileScene()]

    public static var names: [String] { all.map(\.name) }

    /// The scene `animtune` opens on.
    public static var defaultScene: any Scene { all[0] }

    public static func scene(named name: String) throws(SceneError) -> any Scene {
        if let scene = all.first(where: { $0.name == name }) { return scene }
        throw .unknownScene(name, suggestion: Suggestion.closest(to: name, in: names))
    }
}
