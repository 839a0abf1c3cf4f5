import AnimTuneCore

/// Seconds as the player prints them: three decimals.
enum CaptionNumber {
    static func seconds(_ value: Double) -> String { NumberFormatting.fixed(value, decimals: 3) }
}
