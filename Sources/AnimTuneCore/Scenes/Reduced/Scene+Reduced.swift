extension Scene {
    /// The strategy `action` plays under reduced motion (`ACTION.reduced`), `none` for a scene
    /// that declares none.
    public func reducedStrategy(for action: SceneAction, in state: SceneState) -> ReducedStrategy {
        guard let strategy = state.choice(ReducedKeys.key(for: action.name), as: ReducedStrategy.self) else { return .none }
        return strategy
    }

    /// The frames of `run ACTION --reduced`: the action as its strategy plays it.
    ///
    /// - fade: ``ReducedFade`` over the full motion's first and last frames;
    /// - tighten, track: the action with ``tightened(_:for:)`` (the scenes' gestures already
    ///   follow the finger 1:1, so track differs from tighten only after a release);
    /// - snap: the last frame, at once;
    /// - shorten: the full motion sampled at `fps · scale` with its times multiplied by `scale`;
    /// - none: the full motion.
    public func reducedTimeline(for action: SceneAction, state: SceneState, options: RunOptions) throws(SceneError) -> Timeline {
        switch reducedStrategy(for: action, in: state) {
        case .none:
            return try timeline(for: action, state: state, options: options)
        case .tighten, .track:
            return try timeline(for: action, state: tightened(state, for: action), options: options)
        case .fade:
            let full = try timeline(for: action, state: state, options: options)
            let fade = ReducedFade(full, blurElements: Set(blurElements))
            return try fade.timeline(duration: state[ReducedKeys.fadeDuration], fps: options.fps)
        case .snap:
            let full = try timeline(for: action, state: state, options: options)
            let last = full.frames[full.frames.count - 1]
            return try Timeline.sampled(action: full.action, fps: options.fps, duration: 0, screen: full.screen) { t in
                var frame = last
                frame.time = t
                return frame
            }
        case .shorten:
            let scale = state[ReducedKeys.timeScale]
            var fast = options
            fast.fps = options.fps * scale
            let full = try timeline(for: action, state: state, options: fast)
            let frames = full.frames.map { frame in
                var frame = frame
                frame.time *= scale
                return frame
            }
            return Timeline(action: full.action, fps: options.fps, frames: frames, screen: full.screen)
        }
    }
}
