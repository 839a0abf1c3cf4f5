extension Scene {
    /// Whether each runtime plays `action` and a tap can send its spring elsewhere
    /// (`run ACTION --runtime NAME --retarget TIME:TARGET`): every action of a scene that plays
    /// runtimes (the spring), and an action with a spring to interrupt (the card's present,
    /// the tab bar's select and swipe, …).
    public func isInterruptible(_ action: SceneAction) -> Bool {
        playsRuntimes || action.interruption != nil
    }
}
