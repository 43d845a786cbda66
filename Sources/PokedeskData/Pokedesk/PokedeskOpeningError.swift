public import ManagedGraph

// MARK: - Why a pokedesk could not be opened

/// Why `PokedeskContainer` could not open a pokedesk, in the one line the app prints: the
/// store's own refusal, in a pokedesk's words where it has them, or the preload's failure.
public enum PokedeskOpeningError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The store refused to open (the file is left as it was).
    case store(StoreError)
    /// The disk filled up while the races and types were being loaded: the store is open (created
    /// or migrated) but has none yet; they are loaded the next time it opens with room.
    case fullBeforePreload(path: String)
    /// The disk failed a write while they were being loaded: the same, and they are loaded the
    /// next time the store opens.
    case ioErrorBeforePreload(path: String)
    /// Loading the races and types failed otherwise.
    case preloadFailed(ContextError)

    /// The line, in the current language (the data layer's table).
    public var description: String {
        switch self {
        case .store(.foreignDatabase(let path)): return Phrases.text("opening.notAPokedesk", path)
        case .store(let error): return error.worded
        case .fullBeforePreload: return Phrases.text("opening.fullBeforePreload")
        case .ioErrorBeforePreload: return Phrases.text("opening.ioErrorBeforePreload")
        case .preloadFailed(let error): return Phrases.text("opening.preloadFailed", error.description)
        }
    }
}
