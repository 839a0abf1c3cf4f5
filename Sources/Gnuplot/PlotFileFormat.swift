/// An image format `plot --to FILE` can write, chosen by the file's extension.
public enum PlotFileFormat: String, Equatable, Sendable, CaseIterable {
    /// PNG through the cairo terminal (`pngcairo`).
    case png
    /// SVG (`svg`).
    case svg
    /// PDF through the cairo terminal (`pdfcairo`).
    case pdf
    /// GIF (`gif`).
    case gif

    /// The gnuplot terminal that writes this format.
    public var terminal: String {
        switch self {
        case .png: return "pngcairo"
        case .svg: return "svg"
        case .pdf: return "pdfcairo"
        case .gif: return "gif"
        }
    }

    /// The size used when none is given (pixels; points for PDF).
    public var defaultSize: PlotSize {
        switch self {
        case .pdf: return PlotSize(width: 576, height: 360)
        default: return PlotSize(width: 960, height: 600)
        }
    }

    /// The extensions accepted, lower case, without dots.
    public static var acceptedExtensions: [String] { allCases.map(\.rawValue) }

    /// The format for `path`'s extension (case-insensitive).
    ///
    /// - Throws: ``GnuplotError/unknownFileFormat(path:accepted:)`` naming the accepted ones.
    public init(path: String) throws(GnuplotError) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex,
           let format = PlotFileFormat(rawValue: name[name.index(after: dot)...].lowercased()) {
            self = format
            return
        }
        throw .unknownFileFormat(path: path, accepted: Self.acceptedExtensions)
    }
}
