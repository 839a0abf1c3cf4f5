import Testing
@testable import AnimTuneCore

/// Choice parameters are declared with an enum (`ParameterKey.choice`): its cases are the
/// words, the scene reads a case, and a word that is none of them is refused in one line that
/// names the key, the word and every choice.
@Suite("choice parameters: typed keys and the words they accept")
struct ChoiceKeyTests {
    @Test("a choice key's words are its enum's cases, in their order, and its default is a case")
    func wordsAreTheCases() {
        let key = TabBarScene.Key.transitionTo
        #expect(key.parameter.kind == .choice(["left", "camera", "right"]))
        #expect(key.parameter.defaultValue == .word("left"))
    }

    @Test("the scene reads the case the word set names")
    func readsTheCase() throws {
        var state = SceneState(scene: TabBarScene())
        #expect(state[TabBarScene.Key.transitionTo] == .left)
        try state.apply(key: "transition.to", text: "right")
        #expect(state[TabBarScene.Key.transitionTo] == .right)
    }

    @Test("set refuses a word that is no choice, naming the key, the word and the choices (and the nearest)",
          arguments: [
            ("tabbar", "transition.to", "centre", "transition.to: 'centre' is not one of left, camera, right"),
            ("tabbar", "transition.from", "Left", "transition.from: 'Left' is not one of left, camera, right (did you mean 'left'?)"),
            ("card", "present.reduced", "fdae",
             "present.reduced: 'fdae' is not one of fade, tighten, track, snap, shorten, none (did you mean 'fade'?)"),
          ])
    func unknownWordRefused(scene: String, key: String, word: String, refusal: String) throws {
        var state = SceneState(scene: try #require(SceneCatalog.all.first { $0.name == scene }))
        do {
            try state.apply(key: key, text: word)
            Issue.record("\(key) took '\(word)'")
        } catch {
            #expect(error.description == refusal)
        }
    }

    @Test("a preset whose choice holds a word that is no choice is refused at that key, naming the choices")
    func presetWithUnknownWordRefused() throws {
        let text = Preset(name: "t", state: SceneState(scene: TabBarScene())).text
            .replacing(#""to": "left""#, with: #""to": "centre""#)
        do {
            _ = try PresetDecoder.decode(text)
            Issue.record("a preset with transition.to 'centre' was loaded")
        } catch {
            #expect("\(error)" == "parameters.transition.to: transition.to: 'centre' is not one of left, camera, right")
        }
    }

    @Test("the reduced strategy a scene plays is the case its ACTION.reduced holds; none where it declares none")
    func reducedStrategyRead() throws {
        var state = SceneState(scene: CardScene())
        let present = try #require(CardScene().actions.first { $0.name == "present" })
        try state.apply(key: "present.reduced", text: "snap")
        #expect(CardScene().reducedStrategy(for: present, in: state) == .snap)
        let elsewhere = SceneAction("elsewhere", "an action the card does not have")
        #expect(CardScene().reducedStrategy(for: elsewhere, in: state) == ReducedStrategy.none)
    }
}
