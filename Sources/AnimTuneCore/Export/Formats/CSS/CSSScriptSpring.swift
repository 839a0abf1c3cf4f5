/// The spring functions every css-js export starts with, as JavaScript source: the closed form
/// and its decay envelope in every damping regime, its `linear()` within a tolerance (the fewest
/// stops a greedy walk over millisecond samples keeps), UIKit's duration-based spring as the
/// Swift and Kotlin exports write it, and `applySpring` setting a custom property pair.
enum CSSScriptSpring {
    static func write(to out: inout CodeWriter) {
        let u = (UIKitSpring(duration: 1, dampingRatio: 1).spring.stiffness).squareRoot()
        for line in source.replacing("CRITICAL_U", with: ExportNumber.plain(u, digits: 15)).split(separator: "\n", omittingEmptySubsequences: false) {
            out.line(String(line))
        }
    }

    private static let source = """
    // The spring's progress (0 → 1) at t seconds in closed form, in every damping regime, and its
    // decay envelope (a bound on |progress − 1| from t on): spring is { mass, stiffness, damping,
    // velocity }, velocity in distance fractions per second.
    export function springSolution(spring) {
      const { mass: m, stiffness: k, damping: c, velocity: v = 0 } = spring;
      const w0 = Math.sqrt(k / m), zeta = c / (2 * Math.sqrt(k * m));
      if (zeta < 1 - 1e-9) {
        const wd = w0 * Math.sqrt(1 - zeta * zeta), b = (v - zeta * w0) / wd, decay = (t) => Math.exp(-zeta * w0 * t);
        return { progress: (t) => 1 - decay(t) * (Math.cos(wd * t) - b * Math.sin(wd * t)),
                 envelope: (t) => decay(t) * Math.sqrt(1 + b * b) };
      }
      if (zeta <= 1 + 1e-9) {
        const b = v - w0, decay = (t) => Math.exp(-w0 * t);
        return { progress: (t) => 1 - decay(t) * (1 - b * t), envelope: (t) => decay(t) * (1 + Math.abs(b) * t) };
      }
      const s = w0 * Math.sqrt(zeta * zeta - 1), r1 = -zeta * w0 + s, r2 = -zeta * w0 - s;
      const c2 = (v + r1) / (r2 - r1), c1 = -1 - c2;
      return { progress: (t) => 1 + c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t),
               envelope: (t) => Math.abs(c1) * Math.exp(r1 * t) + Math.abs(c2) * Math.exp(r2 * t) };
    }

    // The spring as a CSS linear() easing and the duration it needs, in milliseconds: sampled every
    // millisecond until the envelope is within tolerance / 2, then as few stops as keep every sample
    // within tolerance / 2 of the line between them.
    export function springLinear(spring, tolerance = 0.001) {
      const half = tolerance / 2, { progress, envelope } = springSolution(spring);
      let end = 0.001;
      while (end < 60 && envelope(end) > half) end *= 1.25;
      const count = Math.min(20000, Math.max(2, Math.ceil(end * 1000)));
      const values = Array.from({ length: count + 1 }, (_, i) => (i === count ? 1 : progress(end * i / count)));
      values[0] = 0;
      const stops = ["0"];
      let from = 0;
      while (from < count) {
        let to = from + 1;
        for (let next = to + 1; next <= count; next++) {
          let fits = true;
          for (let i = from + 1; i < next && fits; i++) {
            const line = values[from] + (values[next] - values[from]) * (i - from) / (next - from);
            fits = Math.abs(line - values[i]) <= half;
          }
          if (!fits) break;
          to = next;
        }
        stops.push(to === count ? "1" : `${+values[to].toFixed(5)} ${+(100 * to / count).toFixed(4)}%`);
        from = to;
      }
      return { easing: `linear(${stops.join(", ")})`, duration: +(end * 1000).toFixed(3) };
    }

    // UIKit's duration-based spring (mass 1, no initial velocity): the natural frequency whose decay
    // envelope reaches 0.001 of the distance at duration seconds, UIKit's mapping as reverse-engineered
    // after Framer and motion.dev.
    export function uikitSpring(duration, dampingRatio) {
      const d = Math.min(Math.max(duration, 0.01), 10), zeta = Math.min(dampingRatio, 1);
      const u = zeta < 1 ? (Math.log(zeta / Math.sqrt(1 - zeta * zeta)) - Math.log(0.001)) / zeta : CRITICAL_U;
      const omega = u / d;
      return { mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, velocity: 0 };
    }

    // Whether the reader asked for reduced motion: then the css export's prefers-reduced-motion rules
    // set the springs, and nothing here overrides them with an inline style.
    export function reducedMotion() {
      return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
    }

    // Sets property (a spring of the css export, e.g. "--card-dismiss-spring") and property-duration on
    // element to spring's linear() and duration; with reduced motion it leaves them to the css export.
    export function applySpring(element, property, spring, tolerance = 0.001) {
      if (reducedMotion()) return;
      const { easing, duration } = springLinear(spring, tolerance);
      element.style.setProperty(property, easing);
      element.style.setProperty(`${property}-duration`, `${duration}ms`);
    }
    """
}
