import Foundation

/// How long a test waits for something it expects (a screen, an exit, a file, a process)
/// before it calls it missing. A bound for a hang, never a measure of speed: CI runs the
/// suites in parallel on two cores beside Chromium and the JVM, where a step that takes 3 s
/// alone has taken over 300 s. A test that passes returns as soon as its condition holds.
public enum Patience {
    public static let seconds: TimeInterval = 120
}
