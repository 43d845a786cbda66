// MARK: - Errors of opening and migrating a store

/// Why a store could not be opened, each a one-line message; the file is never overwritten.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists but is not a SQLite database.
    case notADatabase(path: String)
    /// A SQLite database, but not a store this engine made (no model metadata, yet tables):
    /// another program's. An app that has a name for its stores can say so in its own words.
    case foreignDatabase(path: String)
    /// Written by a newer model version than this program knows.
    case newerModel(stored: Int, known: Int)
    /// Written by an older version that is not among the known models.
    case unknownModel(stored: Int)
    /// The difference between the versions cannot be migrated automatically.
    case notLightweight(String)
    /// A mapping model given to the store does not fit its models (a name it uses is missing,
    /// a copy between two types): found before anything is written.
    case invalidMapping(sourceVersion: Int, destinationVersion: Int, reason: String)
    /// A heavy migration stopped on an object a mapping or a policy could not migrate; its
    /// work was thrown away and the store is still the source version.
    case migrationFailed(sourceVersion: Int, destinationVersion: Int, reason: String)
    /// A migration or preload is needed but the store is read-only.
    case readOnly(path: String)
    /// The file or its directory cannot be opened or created.
    case cannotOpen(path: String, reason: OpenFailure)
    /// A SQLite file whose pages are damaged (SQLite reports it malformed).
    case damaged(path: String)
    /// Another process held the store's write lock for longer than the bounded wait.
    case busy(path: String)
    /// The disk (or the store's page limit) is full: a migration was not saved.
    case full(path: String)
    /// The disk failed a write, a sync or a truncate (SQLite's I/O error): what opening was
    /// writing (a new schema, a migration's transaction) was not saved.
    case ioError(path: String)
    /// The model asks for something the store cannot do (a derived attribute it cannot compute).
    case invalidModel(String)
    /// Any other SQLite failure.
    case sqlite(String)

    public var description: String {
        switch self {
        case .notADatabase(let path):
            return "\(path) is not a SQLite database; it was left untouched"
        case .foreignDatabase(let path):
            return "\(path) is a SQLite database but not a store of this program; it was left untouched"
        case .newerModel(let stored, let known):
            return
                "the store was written by model version \(stored), newer than this program's version \(known); it was left untouched"
        case .unknownModel(let stored):
            return "the store was written by model version \(stored), which this program cannot migrate from"
        case .notLightweight(let reason):
            return "the store cannot be migrated automatically: \(reason)"
        case .invalidMapping(let source, let destination, let reason):
            return "the mapping model from version \(source) to \(destination) does not fit the models: \(reason)"
        case .migrationFailed(let source, let destination, let reason):
            return
                "the store could not be migrated from version \(source) to \(destination): \(reason); it is still version \(source)"
        case .readOnly(let path):
            return "\(path) is read-only and needs to be migrated or preloaded first"
        case .cannotOpen(let path, let reason):
            return "cannot open \(path): \(reason)"
        case .damaged(let path):
            return "\(path) is damaged (SQLite finds it malformed); it was left untouched"
        case .busy(let path):
            return "\(path) is busy: another process has been writing to it for too long; try again"
        case .full:
            // Opening writes only in transactions (a migration), each rolled back
            // whole: the store is as it was.
            return "the disk is full; nothing was saved"
        case .ioError:
            // As a full disk: each of opening's writes is a transaction, rolled back whole.
            return "the store could not be written (I/O error); nothing was saved"
        case .invalidModel(let reason):
            return "the model cannot be used with a store: \(reason)"
        case .sqlite(let message):
            return message
        }
    }
}

/// Why a store file cannot be opened or created, as a value: an app words it in its language;
/// `description` is the engine's English.
public enum OpenFailure: Hashable, Sendable, CustomStringConvertible {
    /// The path names a directory.
    case isDirectory
    /// What should be the file's directory is something else: `path`.
    case notADirectory(String)
    /// The file's directory does not exist (and is not the engine's to create).
    case noDirectory(String)
    /// The directory could not be created.
    case cannotCreateDirectory(String)
    /// The file does not exist and its directory is not writable.
    case directoryNotWritable(String)
    /// SQLite could not open it (`SQLITE_CANTOPEN`).
    case notAccessible
    /// Anything else, as the system words it.
    case other(String)

    public var description: String {
        switch self {
        case .isDirectory: return "it is a directory, not a store file"
        case .notADirectory(let path): return "\(path) is not a directory"
        case .noDirectory(let path): return "the directory \(path) does not exist"
        case .cannotCreateDirectory(let path): return "cannot create the directory \(path)"
        case .directoryNotWritable(let path):
            return "the directory \(path) is not writable, so the store cannot be created there"
        case .notAccessible: return "the file or its directory is not accessible"
        case .other(let text): return text
        }
    }
}

/// Why a store that was to be written opened read-only.
public enum ReadOnlyReason: Hashable, Sendable, CustomStringConvertible {
    case fileNotWritable
    case directoryNotWritable

    public var description: String {
        switch self {
        case .fileNotWritable: return "the file is not writable"
        case .directoryNotWritable: return "its directory is not writable"
        }
    }
}
