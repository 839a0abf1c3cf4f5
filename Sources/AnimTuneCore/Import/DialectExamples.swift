/// One snippet per dialect, for `help import`; the tests import each as its dialect.
public enum DialectExamples {
    public static let all: [(dialect: String, snippet: String)] = [
        ("SwiftUI", ".spring(duration: 0.5, bounce: 0.3)"),
        ("UIKit", "UIView.animate(springDuration: 0.5, bounce: 0.2, delay: 0, animations: { })"),
        ("Core Animation", "CASpringAnimation: mass = 1, stiffness = 250, damping = 18"),
        ("Android SpringForce", "SpringForce().setStiffness(SpringForce.STIFFNESS_LOW).setDampingRatio(0.5f)"),
        ("Jetpack Compose", "spring(dampingRatio = 0.6f, stiffness = 400f)"),
        ("Material 3 MotionScheme", "MotionScheme.expressive().fastSpatialSpec<Float>()"),
        ("Flutter", "SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 400), bounce: 0.2)"),
        ("motion (framer-motion)", "{ type: \"spring\", visualDuration: 0.4, bounce: 0.25 }"),
        ("react-spring", "useSpring({ config: config.wobbly })"),
        ("Reanimated withSpring (Reanimated 4)", "withSpring(1, GentleSpringConfig)"),
        ("popmotion", "spring({ from: 0, to: 100, stiffness: 200, damping: 15 })"),
        ("anime.js", "spring({ bounce: 0.35, duration: 500 })"),
        ("Remotion", "spring({ frame, fps, config: { damping: 200 } })"),
        ("Figma", "{\"type\": \"CUSTOM_SPRING\", \"easingFunctionSpring\": {\"mass\": 1, \"stiffness\": 80, \"damping\": 30}}"),
        ("Figma (closed form)", "t => 1 - Math.exp(-8 * t) * (Math.cos(12 * t) + 0.6667 * Math.sin(12 * t))"),
        ("Origami (Rebound physical)", "rebound tension: 40, friction: 7"),
        ("Origami (bounciness, speed)", "Origami Pop Animation: Bounciness 5, Speed 10"),
        ("POP", "POPSpringAnimation: springBounciness = 8, springSpeed = 12"),
        ("ProtoPie", "ProtoPie spring: tension 300, friction 20"),
        ("After Effects inertial bounce", "amp = .05; freq = 4.0; decay = 8.0;"),
        ("CSS", "transition: transform 300ms cubic-bezier(0.2, 0, 0, 1)"),
        ("Lottie keyframe", "\"o\": {\"x\": [0.333], \"y\": [0]}, \"i\": {\"x\": [0.667], \"y\": [1]}"),
    ]

    /// "SwiftUI: .spring(duration: 0.5, bounce: 0.3); UIKit: …".
    public static var help: String { all.map { "\($0.dialect): \($0.snippet)" }.joined(separator: "; ") }
}
