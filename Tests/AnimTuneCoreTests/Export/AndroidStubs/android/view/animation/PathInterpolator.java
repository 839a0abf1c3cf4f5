// https://developer.android.com/reference/android/view/animation/PathInterpolator (API 21):
// the quadratic and cubic Bézier constructors.
package android.view.animation;

public class PathInterpolator extends BaseInterpolator {
    public PathInterpolator(float controlX, float controlY) {}
    public PathInterpolator(float controlX1, float controlY1, float controlX2, float controlY2) {}

    public float getInterpolation(float t) { return t; }
}
