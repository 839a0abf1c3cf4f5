/// The headings `help` lists commands under.
public enum CommandGroup: String, Sendable, CaseIterable {
    case discover = "Discover"
    case parameters = "Parameters"
    case springs = "Springs"
    case animation = "Run and plot"
    case presets = "Presets and export"
    case session = "Session"
}
