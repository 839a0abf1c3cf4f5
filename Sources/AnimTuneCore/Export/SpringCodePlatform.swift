/// A platform whose code line `tune` shows for the focused spring: an exporter of
/// ``ExportCatalog/springCode``, in the order `c` cycles.
public struct SpringCodePlatform: Sendable, Equatable {
    let exporter: any SpringCodeExporter

    public static let swiftui = SpringCodePlatform(exporter: SwiftUIExporter())
    public static let css = SpringCodePlatform(exporter: CSSExporter())

    public static var allCases: [SpringCodePlatform] { ExportCatalog.springCode.map(SpringCodePlatform.init) }

    /// What `export` names it: `swiftui`, `css`.
    public var rawValue: String { exporter.format }

    /// How `help tune` and the key list name it.
    public var title: String { exporter.codeTitle }

    /// The platform after this one, wrapping round.
    public var next: SpringCodePlatform {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    public static func == (a: SpringCodePlatform, b: SpringCodePlatform) -> Bool { a.rawValue == b.rawValue }
}
