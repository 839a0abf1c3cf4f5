import Foundation
import Testing

/// One animated Lottie property read from the JSON text, and an evaluator of its cubic Bézier
/// keyframes written for the tests: x(u) = t is solved by bisection on u (x is monotone for
/// handle x in [0, 1]), then y(u) gives the value, as the players' `PathInterpolator` and
/// `CAMediaTimingFunction` do.
struct LottieKeyframes {
    struct Key {
        let frame: Double
        let value: Double
        let out: (x: Double, y: Double)?
        let into: (x: Double, y: Double)?
        let hold: Bool
    }

    let keys: [Key]

    init(_ property: [String: Any]) throws {
        let list = try #require(property["k"] as? [[String: Any]], "not an animated property: \(property)")
        keys = try list.map { key in
            func handle(_ name: String) -> (Double, Double)? {
                guard let h = key[name] as? [String: Any], let x = (h["x"] as? [Double])?.first, let y = (h["y"] as? [Double])?.first else { return nil }
                return (x, y)
            }
            let frame = try #require(key["t"] as? Double), value = try #require((key["s"] as? [Double])?.first)
            return Key(frame: frame, value: value, out: handle("o"), into: handle("i"), hold: (key["h"] as? Int) == 1)
        }
    }

    /// The value at `frame`: the first key's before it, the last key's after it.
    func value(atFrame frame: Double) -> Double {
        guard let first = keys.first, frame > first.frame else { return keys.first?.value ?? 0 }
        for (key, next) in zip(keys, keys.dropFirst()) where frame < next.frame {
            if key.hold { return key.value }
            let o = key.out ?? (0, 0), i = key.into ?? (1, 1)
            let s = (frame - key.frame) / (next.frame - key.frame)
            func bezier(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
                let w = 1 - u
                return 3 * w * w * u * p1 + 3 * w * u * u * p2 + u * u * u
            }
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if bezier(o.x, i.x, mid) < s { lo = mid } else { hi = mid }
            }
            return key.value + (next.value - key.value) * bezier(o.y, i.y, (lo + hi) / 2)
        }
        return keys.last!.value
    }
}
