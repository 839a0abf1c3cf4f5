/// Where and how a plot is drawn.
public enum PlotOutput: Equatable, Sendable {
    /// Text on stdout, `width` × `height` characters; `colour` uses ANSI colours.
    case dumb(width: Int, height: Int, colour: Bool)
    /// An inline sixel image for terminals that support it, in pixels.
    case sixel(width: Int, height: Int)
    /// An interactive window (qt, wxt, aqua or x11, whichever gnuplot has).
    case window(size: PlotSize?)
    /// An image file at an absolute `path`.
    case file(path: String, format: PlotFileFormat, size: PlotSize?)

    /// A file output with the format inferred from `path`'s extension
    /// (png → pngcairo, svg → svg, pdf → pdfcairo, gif → gif).
    ///
    /// - Throws: ``GnuplotError/unknownFileFormat(path:accepted:)`` for other extensions, and the
    ///   file-name errors of ``GnuplotQuote/validateFileName(_:)``.
    public static func file(_ path: String, size: PlotSize? = nil) throws(GnuplotError) -> PlotOutput {
        try GnuplotQuote.validateFileName(path)
        return .file(path: path, format: try PlotFileFormat(path: path), size: size)
    }

    /// The default text size when none is known (80 × 24 terminal).
    public static let defaultDumb = PlotOutput.dumb(width: 80, height: 24, colour: false)

    /// Whether the plot comes back as text (to print on stdout).
    public var isText: Bool {
        switch self {
        case .dumb, .sixel: return true
        case .window, .file: return false
        }
    }
}
