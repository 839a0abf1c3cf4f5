// Declarations of the UIKit and Core Animation API the UIKit exports use, with Apple's
// signatures (developer.apple.com/documentation/uikit: UIView.animate, UISpringTimingParameters,
// UIViewPropertyAnimator, UIColor; /quartzcore: CASpringAnimation, CAMediaTimingFunction), so
// `swiftc -typecheck` can check the exports on Linux. Bodies are empty: nothing runs them.
// Excluded from the test target; ExportTypeCheckTests compiles it as the module UIKit.
@_exported import Foundation

/// CoreFoundation's, a Double.
public typealias CFTimeInterval = Double

public struct CGVector: Sendable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}

public protocol UITimingCurveProvider: NSObjectProtocol {}

@MainActor
open class UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    }

    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }

    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}

    @available(iOS 17.0, tvOS 17.0, *)
    open class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
                            delay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: () -> Void,
                            completion: ((Bool) -> Void)? = nil) {}
}

open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {}
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
    @available(iOS 17.0, tvOS 17.0, *)
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = .zero) {}
}

@MainActor
open class UIViewPropertyAnimator {
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {}
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: 1, initialVelocity: .zero))
    }
    open var duration: TimeInterval { 0 }
    open var timingParameters: (any UITimingCurveProvider)? { nil }
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: 1, initialVelocity: .zero))
    }
}

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

open class CAAnimation: NSObject {
    open var duration: CFTimeInterval = 0
    public override init() {}
}

open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { self.init() }
}

open class CABasicAnimation: CAPropertyAnimation {}

open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var settlingDuration: CFTimeInterval { 0 }
    @available(iOS 17.0, tvOS 17.0, macOS 14.0, *)
    open var allowsOverdamping: Bool {
        get { false }
        set {}
    }
}

/// UIKit's accessibility namespace: Reduce Motion and its change notification.
public enum UIAccessibility {
    @MainActor public static var isReduceMotionEnabled: Bool { false }
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    @MainActor public static var prefersCrossFadeTransitions: Bool { false }
}
