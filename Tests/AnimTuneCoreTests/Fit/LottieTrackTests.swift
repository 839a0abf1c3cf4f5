import Testing
import TestPrerequisites
@testable import AnimTuneCore

@Suite("Lottie tracks")
struct LottieTrackTests {
    /// A 60 fps file whose layer "Card" moves x from 100 to 400 over 30 frames, eased out.
    static let file = """
    {"v": "5.7.4", "fr": 60, "ip": 0, "op": 60, "w": 500, "h": 500, "layers": [
      {"nm": "Background", "ks": {"o": {"a": 0, "k": 100}}},
      {"nm": "Card", "ks": {
        "o": {"a": 0, "k": 100},
        "p": {"a": 1, "k": [
          {"t": 0, "s": [100, 250, 0], "o": {"x": [0], "y": [0]}, "i": {"x": [0.58], "y": [1]}},
          {"t": 30, "s": [400, 250, 0]}
        ]}
      }}
    ]}
    """

    @Test("a layer's animated position becomes progress over seconds, eased as its keyframes say")
    func samples() throws {
        let data = try LottieTrack(json: Self.file, layer: "Card", property: "position").data
        #expect(data.start == 100 && data.target == 400)
        #expect(data.samples.first == FitSample(t: 0, value: 0))
        #expect(abs(data.samples.last!.t - 0.5) < 1e-12 && data.samples.last!.value == 1)
        let middle = data.samples[120]
        assertClose(middle.value, TimingCurve.easeOut.progress(at: 0.5), .absolute(1e-12))
    }

    @Test("a missing layer names the layers there are; a still property says it is not animated")
    func errors() {
        #expect(throws: FitError("no layer 'Crad'; did you mean 'Card'? (layers: Background, Card)")) {
            try LottieTrack(json: Self.file, layer: "Crad", property: "position")
        }
        #expect(throws: FitError("opacity of layer 'Card' is not animated (needs at least two keyframes)")) {
            try LottieTrack(json: Self.file, layer: "Card", property: "opacity")
        }
    }

    /// Layer "Sheet" moves down: y 600 → 200, x stays 250.
    static let vertical = """
    {"fr": 60, "layers": [{"nm": "Sheet", "ks": {"p": {"a": 1, "k": [
      {"t": 0, "s": [250, 600], "o": {"x": [0.3, 0.3], "y": [0, 0]}, "i": {"x": [0.6, 0.6], "y": [1, 1]}},
      {"t": 30, "s": [250, 200]}
    ]}}}]}
    """

    @Test("a card moving vertically fits its y, the component that moves; --component picks another")
    func componentThatMoves() throws {
        let track = try LottieTrack(json: Self.vertical, layer: "Sheet", property: "position")
        #expect(track.component == 1)
        let data = try track.data
        #expect(data.start == 600 && data.target == 200)
        #expect(throws: FitError("the property ends where it starts: no travel")) {
            try LottieTrack(json: Self.vertical, layer: "Sheet", property: "position", component: 0).data
        }
        #expect(throws: FitError("position of layer 'Sheet' has 2 components; --component takes 1 to 2")) {
            try LottieTrack(json: Self.vertical, layer: "Sheet", property: "position", component: 2)
        }
    }
}
