/// Where `plot` hands its images when something other than the terminal shows them (a
/// notebook stores them beside itself). `digest` identifies the data behind the image, so
/// an unchanged plot is not redrawn and staleness never depends on gnuplot's version.
public protocol ImageSink: AnyObject {
    /// Stores one image; `render` writes it to the absolute path it is given, and is called
    /// only when the stored image is missing or its digest changed.
    func addImage(title: String, digest: String, render: (String) throws(CommandError) -> Void) throws(CommandError)
}
