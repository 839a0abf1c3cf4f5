/// placeholder
public enum AsciiPlot { public static let installHint = "apt-get install gnuplot-nox, or brew install gnuplot" }
