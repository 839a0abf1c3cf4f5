// https://developer.android.com/reference/androidx/dynamicanimation/animation/SpringForce
// (androidx.dynamicanimation:dynamicanimation 1.1.0), constants with their documented values.
package androidx.dynamicanimation.animation;

public final class SpringForce {
    public static final float STIFFNESS_HIGH = 10_000f;
    public static final float STIFFNESS_MEDIUM = 1500f;
    public static final float STIFFNESS_LOW = 200f;
    public static final float STIFFNESS_VERY_LOW = 50f;
    public static final float DAMPING_RATIO_HIGH_BOUNCY = 0.2f;
    public static final float DAMPING_RATIO_MEDIUM_BOUNCY = 0.5f;
    public static final float DAMPING_RATIO_LOW_BOUNCY = 0.75f;
    public static final float DAMPING_RATIO_NO_BOUNCY = 1f;

    public SpringForce() {}
    public SpringForce(float finalPosition) {}

    public SpringForce setStiffness(float stiffness) { return this; }
    public float getStiffness() { return 0f; }
    public SpringForce setDampingRatio(float dampingRatio) { return this; }
    public float getDampingRatio() { return 0f; }
    public SpringForce setFinalPosition(float finalPosition) { return this; }
    public float getFinalPosition() { return 0f; }
}
