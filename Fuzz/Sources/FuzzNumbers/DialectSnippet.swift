/// A snippet of one dialect `import` or `fit` reads, whose numbers the fuzzer replaces.
struct DialectSnippet {
    enum Use {
        /// `import` it (as text, or from a file).
        case importText
        /// `fit` it with these options (an easing needs `--duration`).
        case fitText(options: String)
        /// Write it to a file of this name and `fit` the file with these options.
        case fitFile(name: String, options: String)
    }

    let dialect: String
    let text: String
    let use: Use

    init(_ dialect: String, _ text: String, _ use: Use = .importText) {
        self.dialect = dialect
        self.text = text
        self.use = use
    }

    /// One or more snippets of every dialect `import` names, and of every kind of data `fit`
    /// reads. None holds `'` or `\`, so any can be quoted for the shell with single quotes.
    static let all: [DialectSnippet] = [
        DialectSnippet("SwiftUI", ".spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0)"),
        DialectSnippet("SwiftUI", ".spring(duration: 0.5, bounce: 0.3)"),
        DialectSnippet("SwiftUI", ".interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)"),
        DialectSnippet("SwiftUI", ".interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: 1)"),
        DialectSnippet("SwiftUI", "Spring(settlingDuration: 0.5, dampingRatio: 0.8, epsilon: 0.001)"),
        DialectSnippet("SwiftUI", "Spring(mass: 1, stiffness: 200, damping: 20)"),
        DialectSnippet("SwiftUI", ".snappy(duration: 0.4, extraBounce: 0.1)"),
        DialectSnippet("UIKit", "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2)"),
        DialectSnippet("UIKit", "UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8)"),
        DialectSnippet("UIKit", "UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))"),
        DialectSnippet("UIKit", "UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 1, dy: 0)))"),
        DialectSnippet("UIKit", "UIViewPropertyAnimator(duration: 0.3, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))"),
        DialectSnippet("Core Animation", "let a = CASpringAnimation(); a.mass = 1; a.stiffness = 100; a.damping = 10; a.initialVelocity = 0"),
        DialectSnippet("Core Animation", "CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)"),
        DialectSnippet("Android", "SpringForce().setStiffness(1500f).setDampingRatio(0.5f)"),
        DialectSnippet("Android", "SpringForce().apply { stiffness = 200f; dampingRatio = 0.75f }"),
        DialectSnippet("Compose", "spring(dampingRatio = 0.5f, stiffness = 400f)"),
        DialectSnippet("Compose", "spring<Float>(dampingRatio = 0.75f, stiffness = 1500f, visibilityThreshold = 0.01f)"),
        DialectSnippet("CSS", "transition: transform 500ms cubic-bezier(0.2, 0, 0, 1)"),
        DialectSnippet("CSS", "transition: transform 600ms linear(0, 0.6 20%, 1.04 45%, 0.98 70%, 1)"),
        DialectSnippet("CSS", "transition: opacity 0.3s ease-out"),
        DialectSnippet("motion", "{ type: \"spring\", stiffness: 100, damping: 10, mass: 1, velocity: 0 }"),
        DialectSnippet("motion", "{ type: \"spring\", visualDuration: 0.5, bounce: 0.25 }"),
        DialectSnippet("motion", "{ type: \"spring\", duration: 0.8, bounce: 0.3 }"),
        DialectSnippet("react-spring", "useSpring({ config: { tension: 170, friction: 26, mass: 1 } })"),
        DialectSnippet("Reanimated", "withSpring(1, { mass: 1, damping: 10, stiffness: 100 })"),
        DialectSnippet("Reanimated", "Reanimated 3 withSpring(1, { duration: 2000, dampingRatio: 0.5 })"),
        DialectSnippet("Flutter", "SpringDescription(mass: 1, stiffness: 100, damping: 10)"),
        DialectSnippet("Flutter", "SpringDescription.withDampingRatio(mass: 1, stiffness: 100, ratio: 0.5)"),
        DialectSnippet("Flutter", "SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 500), bounce: 0.2)"),
        DialectSnippet("Figma", "{\"type\": \"CUSTOM_SPRING\", \"easingFunctionSpring\": {\"mass\": 1, \"stiffness\": 80, \"damping\": 30, \"initialVelocity\": 0}}"),
        DialectSnippet("Figma", "{\"type\": \"CUSTOM_CUBIC_BEZIER\", \"easingFunctionCubicBezier\": {\"x1\": 0.2, \"y1\": 0, \"x2\": 0, \"y2\": 1}}"),
        DialectSnippet("Origami", "Origami tension 40, friction 7"),
        DialectSnippet("Rebound", "rebound SpringConfig(40, 7)"),
        DialectSnippet("Origami", "SpringConfig.fromBouncinessAndSpeed(5, 10)"),
        DialectSnippet("POP", "POPSpringAnimation springBounciness = 4; springSpeed = 12"),
        DialectSnippet("POP", "POPSpringAnimation dynamicsTension = 300; dynamicsFriction = 20; dynamicsMass = 1"),
        DialectSnippet("ProtoPie", "ProtoPie tension 300, friction 20"),
        DialectSnippet("After Effects", "inertial bounce amp = 0.05; freq = 4.0; decay = 8.0;"),
        DialectSnippet("animtune file", "// animtune export for SwiftUI of scene 'spring'\n// Set in the physical form: mass 1, stiffness 100, damping 10, velocity 0\nlet spring = 1"),
        DialectSnippet("animtune file", "// animtune export for UIKit of scene 'spring'\n// Set in the UIKit form: duration 0.5, damping 0.7, velocity 0\nlet spring = 1"),
        DialectSnippet("animtune file", "// animtune export for SwiftUI of scene 'spring'\n// Set in the SwiftUI form: response 0.5 s, damping fraction 0.7 (bounce 0.3), velocity 0\nlet spring = 1"),
        DialectSnippet("animtune file", "{\"$schema\": \"x\", \"format\": \"animtune-preset\", \"version\": 1, \"scene\": \"spring\", \"name\": \"n\", \"description\": \"\", \"parameters\": {\"spring\": {\"form\": \"physical\", \"mass\": 1, \"stiffness\": 100, \"dampingCoefficient\": 10}}}"),
        DialectSnippet("fit easing", "cubic-bezier(0.2, 0.9, 0.3, 1.1)", .fitText(options: "--duration 0.5s")),
        DialectSnippet("fit linear()", "linear(0, 0.6 20%, 1.04 45%, 1)", .fitText(options: "--duration 600ms")),
        DialectSnippet("fit CSV", "t,value\n0,0\n0.05,0.3\n0.1,0.7\n0.15,0.95\n0.2,1.05\n0.3,1.01\n0.4,1\n", .fitFile(name: "samples.csv", options: "")),
        DialectSnippet("fit CSV", "t,value\n0,100\n0.1,60\n0.2,30\n0.3,5\n0.4,0\n", .fitFile(name: "press.csv", options: "--from 100 --to 0")),
        DialectSnippet("Lottie", """
            {"v": "5.7.4", "fr": 60, "ip": 0, "op": 60, "layers": [{"nm": "Card", "ks": {"p": {"a": 1, "k": [\
            {"t": 0, "s": [100, 250, 0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.58], "y": [1]}}, \
            {"t": 30, "s": [400, 250, 0]}]}}}]}
            """, .fitFile(name: "anim.json", options: "--layer Card --property position")),
    ]
}
