// https://developer.android.com/reference/android/animation/ValueAnimator
// (areAnimatorsEnabled: API 26). Only the members the exports call.
package android.animation;

public class ValueAnimator {
    public ValueAnimator() {}

    public static boolean areAnimatorsEnabled() { return true; }
}
