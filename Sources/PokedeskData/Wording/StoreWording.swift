public import ManagedGraph

// MARK: - The engine's refusal of a store file, in the user's language

extension StoreError {
    /// The one line the app writes, in the current language; the engine's `description` is its
    /// English.
    public var worded: String {
        switch self {
        case .notADatabase(let path): return Phrases.text("store.notADatabase", path)
        case .foreignDatabase(let path): return Phrases.text("store.foreignDatabase", path)
        case .newerModel(let stored, let known): return Phrases.text("store.newerModel", String(stored), String(known))
        case .unknownModel(let stored): return Phrases.text("store.unknownModel", String(stored))
        case .notLightweight(let reason): return Phrases.text("store.notLightweight", reason)
        case .invalidMapping(let source, let destination, let reason):
            return Phrases.text("store.invalidMapping", String(source), String(destination), reason)
        case .migrationFailed(let source, let destination, let reason):
            return Phrases.text("store.migrationFailed", String(source), String(destination), reason)
        case .readOnly(let path): return Phrases.text("store.readOnly", path)
        case .cannotOpen(let path, let reason): return Phrases.text("store.cannotOpen", path, reason.worded)
        case .damaged(let path): return Phrases.text("store.damaged", path)
        case .busy(let path): return Phrases.text("store.busy", path)
        case .full: return Phrases.text("store.full")
        case .ioError: return Phrases.text("store.ioError")
        case .invalidModel(let reason): return Phrases.text("store.invalidModel", reason)
        case .sqlite(let message): return message
        }
    }
}

extension OpenFailure {
    /// Why the file cannot be opened, in the current language.
    public var worded: String {
        switch self {
        case .isDirectory: return Phrases.text("open.isDirectory")
        case .notADirectory(let path): return Phrases.text("open.notADirectory", path)
        case .noDirectory(let path): return Phrases.text("open.noDirectory", path)
        case .cannotCreateDirectory(let path): return Phrases.text("open.cannotCreateDirectory", path)
        case .directoryNotWritable(let path): return Phrases.text("open.directoryNotWritable", path)
        case .notAccessible: return Phrases.text("open.notAccessible")
        case .other(let text): return text
        }
    }
}

extension PersistentStore {
    /// Why a store that was to be written opened read-only, as a warning in the current
    /// language; nil when it opened as asked.
    public var readOnlyWarning: String? {
        readOnlyReason.map { reason in
            let why = reason == .fileNotWritable ? "readOnly.fileNotWritable" : "readOnly.directoryNotWritable"
            return Phrases.text("readOnly.notice", location.description, Phrases.text(why))
        }
    }
}
