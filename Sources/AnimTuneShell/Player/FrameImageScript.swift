import AnimTuneCore
import Gnuplot

/// The gnuplot commands that draw scene frames as images: every element a filled polygon
/// (rounded corners as arcs of short segments) cut to the screen's outline, in z order with
/// its colour and opacity, then the notch and the caption as labels. Nothing outside the
/// screen is ever drawn, so nothing can show past it. Terminal-independent: the caller sets
/// the terminal and output.
public struct FrameImageScript: Sendable {
    public let timeline: Timeline
    public let caption: FrameCaption
    public let layout: ImageLayout
    public let phone: PhoneFrame
    /// What shows around the phone.
    public let background: RGBColor
    /// Draw translucent elements as opaque pieces with the blended colours (for `gif`, whose
    /// palette images cannot blend); otherwise they are translucent fills (`pngcairo`).
    public let flattensTranslucency: Bool
    /// Caption text colour.
    public static let textColour = "#3A3A3C"
    /// Flattening stops splitting shapes beyond this many pieces per frame (each translucent
    /// shape can double them); later shapes are then blended with the screen colour only.
    static let maximumPieces = 400

    public init(timeline: Timeline, caption: FrameCaption, size: PlotSize, phone: PhoneFrame = .image,
                background: RGBColor = RGBColor(hex: "#F2F2F7")!, flattensTranslucency: Bool = false) {
        self.timeline = timeline
        self.flattensTranslucency = flattensTranslucency
        self.caption = caption
        let phone = phone.around(timeline.screen)
        self.phone = phone
        self.background = background
        // Lay out with a provisional width to learn how many readout lines the caption needs.
        let provisional = ImageLayout(size: size, phone: phone, captionLines: 2)
        var readoutLines = 0
        for index in timeline.frames.indices {
            readoutLines = max(readoutLines, caption.readoutLines(frame: index, width: provisional.captionCharacters).count)
        }
        layout = ImageLayout(size: size, phone: phone, captionLines: 1 + readoutLines)
    }

    /// Commands that set up the plot area (after the terminal): no axes, the image is all plot.
    public var setup: String {
        var lines = [
            "unset border", "unset tics", "unset key", "unset title", "unset xlabel", "unset ylabel",
            "set lmargin at screen 0", "set rmargin at screen 1", "set tmargin at screen 1", "set bmargin at screen 0",
            "set xrange [\(Self.number(layout.xRange.lowerBound)):\(Self.number(layout.xRange.upperBound))]",
            // Reversed: y grows downwards, as on the phone.
            "set yrange [\(Self.number(layout.yRange.upperBound)):\(Self.number(layout.yRange.lowerBound))]",
        ]
        lines.append("set style fill solid 1.0 noborder")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The commands that draw frame `index` (ending with the `plot` that renders it).
    public func commands(frame index: Int) -> String {
        guard timeline.frames.indices.contains(index) else { return "" }
        let frame = timeline.frames[index]
        var lines = ["unset object", "unset label"]
        var tag = 0
        func add(_ points: [(x: Double, y: Double)], _ colour: RGBColor, alpha: Double = 1) {
            guard points.count >= 3 else { return }
            tag += 1
            var path = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }
            if let first = points.first, let last = points.last, first != last { path.append(path[0]) }
            let fill = alpha >= 0.999 ? "solid 1.0" : "transparent solid \(Self.number(min(1, max(0, alpha)), decimals: 3))"
            lines.append("set object \(tag) polygon from " + path.joined(separator: " to ")
                + " fc rgb '\(colour.description)' fillstyle \(fill) noborder")
        }
        let screen = phone.screen
        let screenOutline = outline(screen)
        add(outline(phone.body), phone.bezelColour)
        if flattensTranslucency {
            for piece in flattened(PhoneFrame.shapes(of: frame), screen: (screenOutline, screen.colour)) {
                add(piece.points, piece.colour)
            }
        } else {
            add(screenOutline, screen.colour)
            for shape in PhoneFrame.shapes(of: frame) {
                add(ConvexClip.intersection(outline(shape), screenOutline), shape.colour, alpha: shape.alpha)
            }
        }
        if let notch = phone.notch { add(outline(notch), notch.colour) }

        let text = [caption.status(frame: index, showsFrameNumber: false)] + caption.readoutLines(frame: index, width: layout.captionCharacters)
        for (number, (line, height)) in zip(text, layout.captionHeights).enumerated() {
            lines.append("set label \(number + 1) \(GnuplotQuote.string(line)) at screen 0.5, screen \(Self.number(height, decimals: 4)) "
                + "center font 'Monospace,\(layout.fontSize)' textcolor rgb '\(Self.textColour)' front")
        }
        lines.append("plot NaN notitle")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `shapes` over the screen as opaque pieces, bottom first, that look like the shapes
    /// blended: a translucent shape becomes one piece per piece under it (their overlap, convex
    /// since every piece is), coloured as the blend of the two.
    func flattened(_ shapes: [ElementShape], screen: (points: [(x: Double, y: Double)], colour: RGBColor))
        -> [(points: [(x: Double, y: Double)], colour: RGBColor)] {
        var pieces = [screen]
        for shape in shapes {
            let polygon = ConvexClip.intersection(outline(shape), screen.points)
            guard !polygon.isEmpty else { continue }
            if shape.alpha >= 0.999 {
                pieces.append((polygon, shape.colour))
                continue
            }
            guard pieces.count < Self.maximumPieces else {
                pieces.append((polygon, screen.colour.mixed(with: shape.colour, shape.alpha)))
                continue
            }
            var blended: [(points: [(x: Double, y: Double)], colour: RGBColor)] = []
            for piece in pieces {
                let overlap = ConvexClip.intersection(polygon, piece.points)
                if !overlap.isEmpty { blended.append((overlap, piece.colour.mixed(with: shape.colour, shape.alpha))) }
            }
            pieces += blended
        }
        return pieces
    }

    /// The outline of `shape` with enough segments per corner to look round at this scale.
    private func outline(_ shape: ElementShape) -> [(x: Double, y: Double)] {
        let radius = max(shape.radiusX, shape.radiusY) * layout.scale
        let segments = radius < 1 ? 0 : max(2, min(16, Int((radius / 2).rounded(.up))))
        return shape.polygon(segmentsPerCorner: segments)
    }

    /// A number for the script: fixed decimals (a hundredth of a point by default).
    static func number(_ value: Double, decimals: Int = 2) -> String {
        NumberFormatting.fixed(value.isFinite ? value : 0, decimals: decimals)
    }
}
