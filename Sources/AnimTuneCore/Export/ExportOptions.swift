/// What `export` takes besides the format: `--tolerance X`, `--bezier`, `--package NAME`,
/// `--name NAME`, `--public`.
public struct ExportOptions: Sendable, Hashable {
    /// Largest error of a spring written as a curve (`linear()`), as a fraction of the
    /// distance; also the band the best-fitting Bézier is measured against.
    public var tolerance: Double
    /// CSS: also write the best-fitting `cubic-bezier()` for each spring, with its error.
    public var bezier: Bool

    /// Kotlin: the `package` of the file; nil for `defaultPackage(scene:)`.
    public var package: String?
    /// Also write, per spring, the code that starts it with a gesture's velocity (`--handoff`).
    public var handoff: Bool
    /// Lottie and After Effects keyframes: the frame rate, and whether knots sit on whole frames.
    public var fps: Double = 60
    public var wholeFrames = false
    /// After Effects: the ExtendScript that sets the baked keyframes instead of the expression.
    public var jsx = false
    /// Compose: also a Material 3 `MotionScheme` made from the scene's main spring (`--motion-scheme`).
    public var motionScheme = false

    /// What types, objects, custom properties and token groups are named after instead of the
    /// preset or scene (``ExportNaming``); nil for those.
    public var name: String?
    /// Swift: declare the enum and its members `public`, for a framework target.
    public var isPublic: Bool

    public init(tolerance: Double = LinearEasing.defaultTolerance, bezier: Bool = false, package: String? = nil,
                name: String? = nil, isPublic: Bool = false, handoff: Bool = false) {
        self.tolerance = tolerance
        self.bezier = bezier
        self.package = package
        self.name = name
        self.isPublic = isPublic
        self.handoff = handoff
    }

    /// The option names, as `export` spells them.
    public static let toleranceName = "tolerance"
    public static let bezierName = "bezier"
    public static let packageName = "package"
    public static let nameName = "name"
    public static let publicName = "public"
    public static let handoffName = "handoff"
    public static let fpsName = "fps"
    public static let wholeFramesName = "whole-frames"
    public static let jsxName = "jsx"
    public static let motionSchemeName = "motion-scheme"
    /// Frame rates `--fps` accepts.
    public static let fpsRange = 1.0...240.0

    /// `animtune.card`: a package of its own per scene when `--package` is not given.
    public static func defaultPackage(scene: String) -> String {
        "animtune." + ExportIdentifier.camel(scene).lowercased()
    }

    /// `export css --tolerance 0.01 --name Soft`, as the header quotes it.
    func command(_ format: String) -> String {
        var text = "export \(format)"
        if tolerance != LinearEasing.defaultTolerance { text += " --tolerance \(ExportNumber.plain(tolerance, digits: 6))" }
        if bezier { text += " --bezier" }
        if let package { text += " --package \(package)" }
        if let name { text += " --name \(name)" }
        if isPublic { text += " --public" }
        return text
    }

    /// The package of a Kotlin export.
    func package(scene: String) -> String { package ?? Self.defaultPackage(scene: scene) }

    /// Why `name` cannot be a Kotlin package (dot-separated identifiers, no keyword), or nil.
    public static func packageProblem(_ name: String) -> String? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        for part in parts {
            guard let first = part.unicodeScalars.first else { return "'\(name)' has an empty part between dots" }
            let letters = part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
            if !letters || ("0"..."9").contains(first) {
                return "'\(part)' in '\(name)' is not a Kotlin identifier (ASCII letters, digits and _, not starting with a digit)"
            }
            if ExportIdentifier.kotlin(String(part)) != String(part) { return "'\(part)' in '\(name)' is a Kotlin keyword" }
        }
        return nil
    }
}
