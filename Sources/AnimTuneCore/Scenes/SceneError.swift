/// Why a scene could not answer: unknown curve or action, or parameters that don't fit.
public enum SceneError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownScene(String, suggestion: String?)
    case unknownCurve(String, scene: String, suggestion: String?)
    case ambiguousCurve(String, scene: String, candidates: [String])
    case unknownAction(String, scene: String, accepted: [String])
    case badActionArgument(action: String, argument: String?, accepted: [String])
    case noActions(scene: String)
    case invalid(String)

    public var description: String {
        switch self {
        case .unknownScene(let name, let suggestion):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "unknown scene '\(name)'; \(hint)scenes: \(SceneCatalog.names.joined(separator: ", "))"
        case .unknownCurve(let name, let scene, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; 'help curves' lists them"
            return "unknown curve '\(name)' in scene '\(scene)'\(hint)"
        case .ambiguousCurve(let name, let scene, let candidates):
            return "curve '\(name)' is ambiguous in scene '\(scene)': \(candidates.joined(separator: ", "))"
        case .unknownAction(let name, let scene, let accepted):
            return "unknown action '\(name)' in scene '\(scene)'; actions: \(accepted.joined(separator: ", "))"
        case .badActionArgument(let action, let argument, let accepted):
            let what = argument.map { "'\($0)' is not a choice" } ?? "needs a choice"
            return "\(action): \(what); accepted: \(accepted.joined(separator: ", "))"
        case .noActions(let scene):
            return "scene '\(scene)' has no actions to run"
        case .invalid(let message):
            return message
        }
    }
}
