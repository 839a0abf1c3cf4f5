// https://developer.android.com/reference/android/animation/TimeInterpolator (API 11)
package android.animation;

public interface TimeInterpolator {
    float getInterpolation(float input);
}
