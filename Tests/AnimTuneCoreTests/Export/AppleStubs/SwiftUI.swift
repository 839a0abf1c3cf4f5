// Declarations of the SwiftUI API the SwiftUI exports use, with Apple's signatures
// (developer.apple.com/documentation/swiftui: Animation, Spring, Color, Angle), so
// `swiftc -typecheck` can check the exports on Linux. Bodies are empty: nothing runs them.
// Excluded from the test target; ExportTypeCheckTests compiles it as the module SwiftUI.
@_exported import Foundation

public struct Animation: Sendable, Equatable {
    init() {}

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation()
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation()
    }

    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation {
        Animation()
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                                           initialVelocity: Double = 0.0) -> Animation {
        Animation()
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation()
    }

    public static func linear(duration: TimeInterval) -> Animation { Animation() }

    public static func easeOut(duration: TimeInterval) -> Animation { Animation() }

    public func speed(_ speed: Double) -> Animation { self }

    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        Animation()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Spring: Sendable, Hashable {
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public init(response: Double, dampingRatio: Double) {}
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {}
}

public struct Color: Sendable, Hashable {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
}

public struct Angle: Sendable, Hashable {
    public static func degrees(_ degrees: Double) -> Angle { Angle() }
    public static func radians(_ radians: Double) -> Angle { Angle() }
}

public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
}

public struct EnvironmentValues {
    /// "Whether the system preference for Reduce Motion is enabled."
    public var accessibilityReduceMotion: Bool { false }
}
