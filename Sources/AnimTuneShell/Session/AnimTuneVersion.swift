/// The release `animtune --version` prints.
public enum AnimTuneVersion {
    public static let current = "0.9.0"
}
