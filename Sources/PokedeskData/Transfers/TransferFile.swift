import Foundation
import Glibc
import ManagedGraph
import PokedeskDomain

// MARK: - The file of an import or export

/// A file named by the user and its format, told by the extension. An import reads it a row at
/// a time (`rowReader()`), an export writes it with a `TransferFileWriter`, whole or not at all.
struct TransferFile {
    enum Format: Equatable {
        case csv
        case json
    }

    let path: String
    let format: Format

    /// The file at `path`, refused when its name ends in neither `.csv` nor `.json` (in any case).
    init(path: String) throws(TransferProblem) {
        self.path = path
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "csv": format = .csv
        case "json": format = .json
        default:
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw .notAFile(path: path) }
            throw .unknownFormat(path: path)
        }
    }
}
