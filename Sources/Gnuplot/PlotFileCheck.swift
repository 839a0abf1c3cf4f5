import Foundation

/// Whether an image file gnuplot wrote is complete: gnuplot stopped by a full disk or the file
/// size limit leaves a truncated file behind, which must never replace a good one.
public enum PlotFileCheck {
    /// Why the file at `path` is not a complete image of `format`, or nil when it is.
    public static func problem(_ path: String, format: PlotFileFormat) -> String? {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            return "gnuplot wrote nothing (is the disk full?)"
        }
        let bytes = [UInt8](data)
        let complete: Bool
        switch format {
        case .png:
            complete = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.suffix(8).elementsEqual([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        case .svg:
            complete = String(decoding: bytes.suffix(64), as: UTF8.self).contains("</svg>")
        case .pdf:
            complete = bytes.starts(with: Array("%PDF".utf8)) && String(decoding: bytes.suffix(64), as: UTF8.self).contains("%%EOF")
        case .gif:
            complete = bytes.count > 14 && bytes.starts(with: Array("GIF8".utf8)) && bytes.last == 0x3B
        }
        return complete ? nil : "gnuplot did not finish the \(format.rawValue.uppercased()) (is the disk full?)"
    }
}
