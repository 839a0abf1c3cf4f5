// https://developer.android.com/reference/android/util/TypedValue
// (applyDimension, COMPLEX_UNIT_*). Only the members the exports call.
package android.util;

public class TypedValue {
    public static final int COMPLEX_UNIT_PX = 0;
    public static final int COMPLEX_UNIT_DIP = 1;
    public static final int COMPLEX_UNIT_SP = 2;
    public static final int COMPLEX_UNIT_PT = 3;
    public static final int COMPLEX_UNIT_IN = 4;
    public static final int COMPLEX_UNIT_MM = 5;

    public TypedValue() {}

    public static float applyDimension(int unit, float value, DisplayMetrics metrics) { return 0f; }
}
