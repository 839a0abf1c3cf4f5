/// The frame every frame-bound row is measured against: a 120 Hz display's 8.33 ms
/// (ProMotion phones and most new laptops); a row that meets it meets 60 Hz twice over.
enum FrameBudget {
    static let hertz = 120.0
    static let seconds = 1 / hertz
    /// What a row's baseline column says: `one 120 Hz frame: 8.33 ms`.
    static let baseline = "one 120 Hz frame: 8.33 ms"
}
