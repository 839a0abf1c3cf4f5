// https://developer.android.com/reference/android/view/View
// Only the members the exports call; the float properties DynamicAnimation's ViewProperty sets.
package android.view;

import android.content.res.Resources;

public class View {
    public Resources getResources() { return null; }
    public ViewPropertyAnimator animate() { return null; }
    public float getAlpha() { return 1f; }
    public void setAlpha(float alpha) {}
    public float getTranslationX() { return 0f; }
    public void setTranslationX(float translationX) {}
    public float getTranslationY() { return 0f; }
    public void setTranslationY(float translationY) {}
    public float getScaleX() { return 1f; }
    public void setScaleX(float scaleX) {}
    public float getScaleY() { return 1f; }
    public void setScaleY(float scaleY) {}
    public float getRotation() { return 0f; }
    public void setRotation(float rotation) {}
}
