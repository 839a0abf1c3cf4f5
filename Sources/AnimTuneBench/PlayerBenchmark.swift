import AnimTuneCore
import AnimTuneShell

/// The terminal player's cost per frame (rendering and diffing cells, no sleeping) on a
/// 120 × 40 terminal, for each scene's first action, against the 8.33 ms a frame has at 120 Hz.
struct PlayerBenchmark {
    static let columns = 120
    static let rows = 40

    func run() throws -> (rows: [BenchmarkRow], details: [String]) {
        var seconds = 0.0, bytes = 0, frames = 0
        var details = ["terminal player, \(Self.columns) × \(Self.rows), truecolor:"]
        for scene in SceneCatalog.all {
            let state = scene.defaultState
            let action = try scene.action(named: nil)
            let timeline = try scene.timeline(for: action, state: state, options: RunOptions(fps: 60))
            let player = TerminalPlayer(timeline: timeline, sceneName: scene.name, mode: .truecolor)
            let cost = try player.measureRendering(columns: Self.columns, rows: Self.rows, repetitions: 5)
            seconds += cost.seconds
            bytes += cost.bytes
            frames += cost.frames
            details.append("  \(scene.name) \(action.name): \(cost.description)")
        }
        let perFrame = seconds / Double(frames)
        let kilobytes = Double(bytes) / Double(frames) / 1000
        return ([BenchmarkRow(
            name: "terminal player: render time per frame vs a 120 Hz frame",
            animtune: "\(formatSeconds(perFrame)), \(NumberFormatting.fixed(kilobytes, decimals: 1)) KB",
            baseline: FrameBudget.baseline, ratio: perFrame / FrameBudget.seconds,
            note: "lower is better; all scenes, \(frames) frames")], details)
    }
}
