extension Gesture {
    /// The gesture as the CSV `--gesture` reads (``GestureCSV``): a `t,position` header, then one
    /// line per sample, seconds from the first and points, each number written so it reads back
    /// exactly.
    public var csv: String {
        var text = "t,position\n"
        for sample in samples {
            text += "\(sample.time.description),\(sample.position.description)\n"
        }
        return text
    }
}
