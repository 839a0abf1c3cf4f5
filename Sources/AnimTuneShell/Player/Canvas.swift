import AnimTuneCore

/// A pixel buffer the player draws a frame into: premultiplied RGBA, square pixels, mapped
/// to screen points by a uniform scale. Shapes are rasterised with anti-aliased coverage from
/// their signed distance, blended with "over" in the order they are drawn. Pure: no I/O.
public struct Canvas: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    /// The point at the top-left corner of pixel (0, 0).
    public let originX: Double
    public let originY: Double

    private var red: [Float]
    private var green: [Float]
    private var blue: [Float]
    private var alpha: [Float]
    /// Coverage of the clip shape per pixel, when one is set.
    private var clip: [Float]?

    /// A transparent canvas of `width` × `height` pixels showing points from
    /// (`originX`, `originY`) at `scale` pixels per point.
    public init(width: Int, height: Int, scale: Double, originX: Double = 0, originY: Double = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.scale = scale
        self.originX = originX
        self.originY = originY
        let count = self.width * self.height
        red = Array(repeating: 0, count: count)
        green = red
        blue = red
        alpha = red
    }

    /// The largest canvas of at most `width` × `height` pixels that shows the whole `phone`,
    /// aspect kept: as many pixels as the phone needs, no more.
    public static func fitting(_ phone: PhoneFrame, width: Int, height: Int) -> Canvas {
        let scale = max(0.001, min(Double(width) / phone.width, Double(height) / phone.height))
        let pixelsWide = min(width, Int((phone.width * scale).rounded(.up)))
        let pixelsHigh = min(height, Int((phone.height * scale).rounded(.up)))
        // Centre the phone in the pixels it got.
        let originX = phone.minX - (Double(pixelsWide) / scale - phone.width) / 2
        let originY = phone.minY - (Double(pixelsHigh) / scale - phone.height) / 2
        return Canvas(width: pixelsWide, height: pixelsHigh, scale: scale, originX: originX, originY: originY)
    }

    /// The colour at pixel (`x`, `y`) with the premultiplication undone, and its opacity
    /// (0 where nothing was drawn).
    public func pixel(x: Int, y: Int) -> (colour: RGBColor, alpha: Double) {
        guard x >= 0, y >= 0, x < width, y < height else { return (RGBColor(red: 0, green: 0, blue: 0), 0) }
        let index = y * width + x
        let a = Double(alpha[index])
        guard a > 0 else { return (RGBColor(red: 0, green: 0, blue: 0), 0) }
        return (RGBColor(red: Double(red[index]) / a, green: Double(green[index]) / a, blue: Double(blue[index]) / a), a)
    }

    /// The pixel (`x`, `y`) as 8-bit sRGB and whether it is opaque enough to show (at least
    /// half covered); what the terminal cells are made of.
    @inline(__always)
    func byteColour(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        let index = y * width + x
        let a = alpha[index]
        guard a >= 0.5 else { return nil }
        @inline(__always) func byte(_ value: Float) -> UInt8 { UInt8(max(0, min(255, (value / a * 255).rounded()))) }
        return (byte(red[index]), byte(green[index]), byte(blue[index]))
    }

    /// Clears every pixel to transparent; keeps the clip.
    public mutating func clear() {
        for index in red.indices {
            red[index] = 0
            green[index] = 0
            blue[index] = 0
            alpha[index] = 0
        }
    }

    /// Limits later ``fill(_:clipped:)`` calls to `shape` (nil removes the clip).
    public mutating func setClip(_ shape: ElementShape?) {
        guard let shape else { clip = nil; return }
        var mask = Array(repeating: Float(0), count: width * height)
        forEachCoverage(of: shape) { index, coverage in mask[index] = coverage }
        clip = mask
    }

    /// Blends `shape` over what is drawn, with anti-aliased edges; `clipped` applies the clip.
    public mutating func fill(_ shape: ElementShape, clipped: Bool = false) {
        guard shape.isVisible else { return }
        let r = Float(min(1, max(0, shape.colour.red)))
        let g = Float(min(1, max(0, shape.colour.green)))
        let b = Float(min(1, max(0, shape.colour.blue)))
        let opacity = Float(shape.alpha)
        let mask = clipped ? clip : nil
        forEachCoverage(of: shape) { index, coverage in
            var a = coverage * opacity
            if let mask { a *= mask[index] }
            guard a > 0 else { return }
            let keep = 1 - a
            red[index] = r * a + red[index] * keep
            green[index] = g * a + green[index] * keep
            blue[index] = b * a + blue[index] * keep
            alpha[index] = a + alpha[index] * keep
        }
    }

    /// Draws the elements of `frame` in z order, clipped to the screen, then the notch; the
    /// canvas should hold ``phoneBackground(_:like:)`` (copy it once per size, then draw).
    public mutating func drawElements(of frame: Frame, on phone: PhoneFrame) {
        for shape in PhoneFrame.shapes(of: frame) { fill(shape, clipped: true) }
        if let notch = phone.notch { fill(notch) }
    }

    /// `frame` on `phone` in a canvas of at most `width` × `height` pixels.
    public static func rendering(_ frame: Frame, on phone: PhoneFrame, width: Int, height: Int) -> Canvas {
        var canvas = phoneBackground(phone, like: fitting(phone, width: width, height: height))
        canvas.drawElements(of: frame, on: phone)
        return canvas
    }

    /// A canvas the size of `canvas` with the phone and its empty screen drawn, and the clip
    /// set to the screen.
    public static func phoneBackground(_ phone: PhoneFrame, like canvas: Canvas) -> Canvas {
        var background = Canvas(width: canvas.width, height: canvas.height, scale: canvas.scale,
                                originX: canvas.originX, originY: canvas.originY)
        background.fill(phone.body)
        background.fill(phone.screen)
        background.setClip(phone.screen)
        return background
    }

    /// Calls `body` with the index and coverage (0…1] of every pixel `shape` touches.
    private func forEachCoverage(of shape: ElementShape, _ body: (Int, Float) -> Void) {
        guard width > 0, height > 0, scale > 0 else { return }
        let box = shape.bounds
        let x0 = max(0, Int(((box.minX - originX) * scale - 1).rounded(.down)))
        let x1 = min(width - 1, Int(((box.maxX - originX) * scale + 1).rounded(.up)))
        let y0 = max(0, Int(((box.minY - originY) * scale - 1).rounded(.down)))
        let y1 = min(height - 1, Int(((box.maxY - originY) * scale + 1).rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { return }
        let step = 1 / scale
        let field = shape.distanceField
        for y in y0...y1 {
            let pointY = originY + (Double(y) + 0.5) * step
            let row = y * width
            for x in x0...x1 {
                let pointX = originX + (Double(x) + 0.5) * step
                // Distance in pixels → coverage of a one-pixel-wide edge.
                let distance = field.distance(x: pointX, y: pointY) * scale
                let coverage = Float(min(1, max(0, 0.5 - distance)))
                if coverage > 0 { body(row + x, coverage) }
            }
        }
    }
}
