/// What a key does to playback: `q`, Esc, Ctrl-C or Ctrl-D stop it, Space pauses and resumes,
/// Left and Right step one frame back or forward while paused.
public enum PlayerControl: Sendable, Equatable {
    case stop
    case togglePause
    case step(Int)

    /// The controls in the bytes typed, in order; other keys do nothing. An arrow key's
    /// escape sequence (`ESC [ C`, `ESC O D`) is a step, not the Esc that stops.
    public static func decode(_ bytes: [UInt8]) -> [PlayerControl] {
        var controls: [PlayerControl] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 27 where index < bytes.count && (bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O")):
                // CSI or SS3: parameters, then the final byte that names the key.
                var end = index + 1
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else { return controls }
                if bytes[end] == UInt8(ascii: "C") { controls.append(.step(1)) }
                if bytes[end] == UInt8(ascii: "D") { controls.append(.step(-1)) }
                index = end + 1
            case 3, 4, 27, UInt8(ascii: "q"), UInt8(ascii: "Q"): controls.append(.stop)
            case UInt8(ascii: " "): controls.append(.togglePause)
            default: break
            }
        }
        return controls
    }
}
