/// The spring functions every css-js export starts with: the closed form, its `linear()`
/// within a tolerance, UIKit's duration-based spring, and `applySpring` setting a custom
/// property pair.
enum CSSScriptSpring {
    static func write(to out: inout CodeWriter) {
        let u = (UIKitSpring(duration: 1, dampingRatio: 1).spring.stiffness).squareRoot()
        out.comment("//", ["The spring's progress (0 → 1) at t seconds, in closed form in every damping regime: spring is"
                           + " { mass, stiffness, damping, velocity }, velocity in distance fractions per second."])
        out.block("export function springProgress(spring, t) {", "}") { out in
            out.line("const { mass: m, stiffness: k, damping: c, velocity: v = 0 } = spring;")
            out.line("const w0 = Math.sqrt(k / m), zeta = c / (2 * Math.sqrt(k * m));")
            out.block("if (zeta < 1 - 1e-9) {", "}") { out in
                out.line("const wd = w0 * Math.sqrt(1 - zeta * zeta);")
                out.line("return 1 - Math.exp(-zeta * w0 * t) * (Math.cos(wd * t) - ((v - zeta * w0) / wd) * Math.sin(wd * t));")
            }
            out.line("if (zeta <= 1 + 1e-9) return 1 - Math.exp(-w0 * t) * (1 - (v - w0) * t);")
            out.line("const s = w0 * Math.sqrt(zeta * zeta - 1), r1 = -zeta * w0 + s, r2 = -zeta * w0 - s;")
            out.line("const c2 = (v + r1) / (r2 - r1);")
            out.line("return 1 + (-1 - c2) * Math.exp(r1 * t) + c2 * Math.exp(r2 * t);")
        }
        out.line()
        out.comment("//", ["A bound on |progress − 1| from t on (the decay envelope), for where the easing may stop."])
        out.block("function springEnvelope(spring, t) {", "}") { out in
            out.line("const { mass: m, stiffness: k, damping: c, velocity: v = 0 } = spring;")
            out.line("const w0 = Math.sqrt(k / m), zeta = c / (2 * Math.sqrt(k * m));")
            out.block("if (zeta < 1 - 1e-9) {", "}") { out in
                out.line("const wd = w0 * Math.sqrt(1 - zeta * zeta), b = (v - zeta * w0) / wd;")
                out.line("return Math.exp(-zeta * w0 * t) * Math.sqrt(1 + b * b);")
            }
            out.line("if (zeta <= 1 + 1e-9) return Math.exp(-w0 * t) * (1 + Math.abs(v - w0) * t);")
            out.line("const s = w0 * Math.sqrt(zeta * zeta - 1), r1 = -zeta * w0 + s, r2 = -zeta * w0 - s;")
            out.line("const c2 = (v + r1) / (r2 - r1);")
            out.line("return Math.abs(-1 - c2) * Math.exp(r1 * t) + Math.abs(c2) * Math.exp(r2 * t);")
        }
        out.line()
        out.comment("//", ["The spring as a CSS linear() easing and the duration it needs, in milliseconds: sampled every"
                           + " millisecond until the envelope is within tolerance / 2, then as few stops as keep every sample"
                           + " within tolerance / 2 of the line between them."])
        out.block("export function springLinear(spring, tolerance = 0.001) {", "}") { out in
            out.line("const half = tolerance / 2;")
            out.line("let end = 0.001;")
            out.line("while (end < 60 && springEnvelope(spring, end) > half) end *= 1.25;")
            out.line("const count = Math.min(20000, Math.max(2, Math.ceil(end * 1000)));")
            out.line("const values = Array.from({ length: count + 1 }, (_, i) => (i === count ? 1 : springProgress(spring, end * i / count)));")
            out.line("values[0] = 0;")
            out.line("const stops = [\"0\"];")
            out.line("let from = 0;")
            out.block("while (from < count) {", "}") { out in
                out.line("let to = from + 1;")
                out.block("for (let next = to + 1; next <= count; next++) {", "}") { out in
                    out.line("let fits = true;")
                    out.block("for (let i = from + 1; i < next && fits; i++) {", "}") { out in
                        out.line("const line = values[from] + (values[next] - values[from]) * (i - from) / (next - from);")
                        out.line("fits = Math.abs(line - values[i]) <= half;")
                    }
                    out.line("if (!fits) break;")
                    out.line("to = next;")
                }
                out.line("stops.push(to === count ? \"1\" : `${+values[to].toFixed(5)} ${+(100 * to / count).toFixed(4)}%`);")
                out.line("from = to;")
            }
            out.line("return { easing: `linear(${stops.join(\", \")})`, duration: +(end * 1000).toFixed(3) };")
        }
        out.line()
        out.comment("//", ["UIKit's duration-based spring (mass 1, no initial velocity): the natural frequency whose decay"
                           + " envelope reaches 0.001 of the distance at duration seconds, UIKit's mapping as"
                           + " reverse-engineered after Framer and motion.dev."])
        out.block("export function uikitSpring(duration, dampingRatio) {", "}") { out in
            out.line("const d = Math.min(Math.max(duration, 0.01), 10), zeta = Math.min(dampingRatio, 1);")
            out.line("const u = zeta < 1 ? (Math.log(zeta / Math.sqrt(1 - zeta * zeta)) - Math.log(0.001)) / zeta : "
                     + "\(ExportNumber.plain(u, digits: 15));")
            out.line("const omega = u / d;")
            out.line("return { mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, velocity: 0 };")
        }
        out.line()
        out.comment("//", ["Sets property (a spring of the css export, e.g. \"--card-dismiss-spring\") and property-duration"
                           + " on element to spring's linear() and duration."])
        out.block("export function applySpring(element, property, spring, tolerance = 0.001) {", "}") { out in
            out.line("const { easing, duration } = springLinear(spring, tolerance);")
            out.line("element.style.setProperty(property, easing);")
            out.line("element.style.setProperty(`${property}-duration`, `${duration}ms`);")
        }
    }
}
