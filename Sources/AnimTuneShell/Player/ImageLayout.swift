import AnimTuneCore
import Gnuplot

/// Where the phone and the caption go in a rendered image of `size` pixels: the phone as
/// large as fits above a caption band, centred, aspect kept. Gives gnuplot ranges in screen
/// points (y downwards) that cover the whole image at one scale.
public struct ImageLayout: Sendable, Equatable {
    public let size: PlotSize
    /// The caption's font size, points.
    public let fontSize: Int
    /// Caption lines under the phone.
    public let captionLines: Int
    /// Pixels per point.
    public let scale: Double
    public let xRange: ClosedRange<Double>
    /// Top to bottom: `lowerBound` is the top edge of the image.
    public let yRange: ClosedRange<Double>
    /// The height of each caption line's centre, as a fraction of the image from its bottom.
    public let captionHeights: [Double]
    /// The longest caption line that fits the width, characters.
    public let captionCharacters: Int

    /// Pixels between the phone and the image edges.
    static let margin = 8.0
    /// Line height as a multiple of the font size.
    static let lineSpacing = 1.5

    public init(size: PlotSize, phone: PhoneFrame, captionLines: Int) {
        self.size = size
        self.captionLines = max(0, captionLines)
        let width = Double(size.width), height = Double(size.height)
        fontSize = max(7, min(24, Int((height / 70).rounded())))
        // Monospace digits are about 0.6 em wide; a point is 4/3 pixel in cairo's 96 dpi.
        let pixelsPerPoint = 4.0 / 3.0
        let lineHeight = Double(fontSize) * pixelsPerPoint * Self.lineSpacing
        let band = Double(self.captionLines) * lineHeight + (self.captionLines > 0 ? Self.margin : 0)
        captionCharacters = max(10, Int((width - 2 * Self.margin) / (Double(fontSize) * pixelsPerPoint * 0.6)))
        let areaWidth = max(1, width - 2 * Self.margin)
        let areaHeight = max(1, height - 2 * Self.margin - band)
        scale = min(areaWidth / phone.width, areaHeight / phone.height)
        let centreX = phone.minX + phone.width / 2
        let halfWidth = width / 2 / scale
        xRange = (centreX - halfWidth)...(centreX + halfWidth)
        // The phone sits centred in the area above the band.
        let phoneTop = Self.margin + (areaHeight - phone.height * scale) / 2
        let top = phone.minY - phoneTop / scale
        yRange = top...(top + height / scale)
        captionHeights = (0..<self.captionLines).map { line in
            (band - Self.margin / 2 - (Double(line) + 0.5) * lineHeight) / height
        }
    }
}
