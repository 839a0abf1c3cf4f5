// https://developer.android.com/reference/androidx/dynamicanimation/animation/SpringAnimation
// (androidx.dynamicanimation:dynamicanimation 1.1.0)
package androidx.dynamicanimation.animation;

public final class SpringAnimation extends DynamicAnimation<SpringAnimation> {
    public <K> SpringAnimation(K object, FloatPropertyCompat<K> property) {}
    public <K> SpringAnimation(K object, FloatPropertyCompat<K> property, float finalPosition) {}

    public SpringForce getSpring() { return null; }
    public SpringAnimation setSpring(SpringForce force) { return this; }
    public void animateToFinalPosition(float finalPosition) {}
    public void skipToEnd() {}
    public boolean canSkipToEnd() { return true; }
}
