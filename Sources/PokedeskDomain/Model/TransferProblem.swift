// MARK: - Why a file could not be imported or exported

/// What went wrong with the file of an `import` or `export`, phrased for the person who typed
/// its name. Each is one line after "error: "; a problem with the file as a whole means nothing
/// was imported (rows that are merely wrong are skipped and reported instead, see `SkippedRow`).
public enum TransferProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name ends neither in `.csv` nor in `.json`.
    case unknownFormat(path: String)
    /// A directory was named, and its name does not say a format either: that it is a
    /// directory is what the person needs to hear.
    case notAFile(path: String)
    case cannotRead(path: String, reason: FileFailure)
    case cannotWrite(path: String, reason: FileFailure)
    /// The file is not CSV or JSON at all: `position` is `line 4` or `line 3, column 7`.
    case malformed(path: String, format: String, position: String, reason: String)

    public var description: String {
        switch self {
        case .unknownFormat(let path):
            return "cannot tell the format of \(Quoting.quoted(path)): the name must end in .csv or .json"
        case .notAFile(let path):
            return "\(Quoting.quoted(path)) is a directory, not a .csv or .json file"
        case .cannotRead(let path, let reason):
            return "cannot read \(Quoting.quoted(path)): \(reason)"
        case .cannotWrite(let path, let reason):
            return "cannot write \(Quoting.quoted(path)): \(reason)"
        case .malformed(let path, let format, let position, let reason):
            return "\(Quoting.quoted(path)) is not valid \(format): \(position): \(reason)"
        }
    }
}

/// Why the system refused a file, in a few words.
public enum FileFailure: Error, Hashable, Sendable, CustomStringConvertible {
    case noSuchFile
    case noSuchDirectory
    case permissionDenied
    case isDirectory
    /// Anything rarer (a full disk, an I/O error), as the system words it.
    case other(String)

    public var description: String {
        switch self {
        case .noSuchFile: return "no such file"
        case .noSuchDirectory: return "no such directory"
        case .permissionDenied: return "permission denied"
        case .isDirectory: return "it is a directory"
        case .other(let text): return text
        }
    }
}
