import Foundation

/// The frame delays of a GIF file, read and set by walking its blocks (GIF89a: header,
/// screen descriptor, colour table, then extensions and images until the trailer). gnuplot
/// gives every frame of an animation the same delay; the last frame is then held with one
/// long delay instead of as many copies of it.
enum GifFrameDelays {
    /// The delay of each frame in hundredths of a second, in order; nil when `data` is not
    /// a well-formed GIF.
    static func delays(_ data: Data) -> [Int]? {
        graphicControlOffsets(data).map { offsets in offsets.map { Int(data[$0 + 4]) | Int(data[$0 + 5]) << 8 } }
    }

    /// `data` with the last frame's delay set to `hundredths`; nil when it is not a
    /// well-formed GIF with a graphic control block per frame.
    static func holdingLastFrame(_ data: Data, hundredths: Int) -> Data? {
        guard let last = graphicControlOffsets(data)?.last else { return nil }
        var copy = data
        let value = min(max(hundredths, 0), 0xFFFF)
        copy[last + 4] = UInt8(value & 0xFF)
        copy[last + 5] = UInt8(value >> 8)
        return copy
    }

    /// Offsets of every graphic control extension (`21 F9 04 …`).
    private static func graphicControlOffsets(_ data: Data) -> [Int]? {
        let bytes = [UInt8](data)
        guard bytes.count > 13, bytes.starts(with: Array("GIF8".utf8)) else { return nil }
        var position = 13
        if bytes[10] & 0x80 != 0 { position += 3 << ((Int(bytes[10]) & 7) + 1) }
        var offsets: [Int] = []
        /// Skips data sub-blocks (a length byte, that many bytes) up to the empty one.
        func skipSubBlocks() -> Bool {
            while position < bytes.count {
                let length = Int(bytes[position])
                position += 1 + length
                if length == 0 { return true }
            }
            return false
        }
        while position < bytes.count {
            switch bytes[position] {
            case 0x3B:
                return offsets
            case 0x21:
                guard position + 2 < bytes.count else { return nil }
                if bytes[position + 1] == 0xF9, bytes[position + 2] == 4, position + 7 < bytes.count { offsets.append(position) }
                position += 2
                guard skipSubBlocks() else { return nil }
            case 0x2C:
                guard position + 10 < bytes.count else { return nil }
                let flags = bytes[position + 9]
                position += 10
                if flags & 0x80 != 0 { position += 3 << ((Int(flags) & 7) + 1) }
                position += 1    // LZW minimum code size
                guard skipSubBlocks() else { return nil }
            default:
                return nil
            }
        }
        return nil
    }
}
