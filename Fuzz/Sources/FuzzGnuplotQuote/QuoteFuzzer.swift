import Foundation
import Gnuplot

/// The gnuplot the target prints with: `ANIMTUNE_GNUPLOT`, else the first on `PATH`.
enum QuoteFuzzer {
    nonisolated(unsafe) static let printer: GnuplotPrinter = {
        let executable: String
        switch GnuplotSession.locate(environment: ProcessInfo.processInfo.environment) {
        case .success(let path): executable = path
        case .failure(let error): fatalError("the gnuplot quoting target needs gnuplot: \(error)")
        }
        do {
            return try GnuplotPrinter(executable: executable)
        } catch {
            fatalError("cannot start \(executable): \(error)")
        }
    }()
}
