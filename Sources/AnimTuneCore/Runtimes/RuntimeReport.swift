/// For one spring and move: when each runtime ends, how far it still was from the target then,
/// and how far it strays from the exact curve — what `metrics --distance` prints.
public struct RuntimeReport: Sendable {
    public struct Row: Sendable {
        public let runtime: Runtime
        /// When the platform ends the animation (onComplete), seconds; nil: never.
        public let endTime: Double?
        /// |target − value| just before the end, in the move's unit.
        public let remaining: Double?
        /// The largest |runtime − exact| at any frame, in the move's unit, and when.
        public let deviation: Double
        public let deviationTime: Double
    }

    public let setting: RuntimeSetting
    public let rows: [Row]

    /// Compares `runtimes` at every frame (at `setting.frameRate`) until the last of them has
    /// ended and the exact curve is within 0.1 % of the target.
    public init(_ spring: Spring, _ setting: RuntimeSetting, runtimes: [Runtime] = Runtime.allCases) {
        self.setting = setting
        let models = runtimes.map { $0.model(spring, setting) }
        let settle = SpringMetrics(spring).settlingTimeEpsilon
        let ends = models.compactMap(\.endTime)
        let last = min(RuntimeSetting.horizon, max(settle.isFinite ? settle : RuntimeSetting.horizon, ends.max() ?? 0))
        let frames = Int(last * setting.frameRate, rounding: .up, clampedTo: 0...Int(RuntimeSetting.horizon * RuntimeSetting.frameRateRange.upperBound)) + 1
        var rows: [Row] = []
        for (runtime, model) in zip(runtimes, models) {
            var worst = 0.0, worstTime = 0.0
            for frame in 0...frames {
                let t = Double(frame) / setting.frameRate
                let gap = abs(model.progress(at: t) - spring.progress(at: t))
                if gap > worst { (worst, worstTime) = (gap, t) }
            }
            rows.append(Row(runtime: runtime, endTime: model.endTime, remaining: model.remainingAtEnd.map { $0 * setting.distance },
                            deviation: worst * setting.distance, deviationTime: worstTime))
        }
        self.rows = rows
    }
}
