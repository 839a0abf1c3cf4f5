import Testing
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
        #expect(abs(middle.value - TimingCurve.easeOut.progress(at: 0.5)) < 1e-12)
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
}
