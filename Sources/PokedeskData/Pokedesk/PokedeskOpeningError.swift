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
    /// Loading the races and types failed otherwise.
    case preloadFailed(ContextError)

    public var description: String {
        switch self {
        case .store(.foreignDatabase(let path)):
            return "\(path) is a SQLite database but not a pokedesk store; it was left untouched"
        case .store(let error):
            return error.description
        case .fullBeforePreload:
            return "the disk is full; the races and types could not be loaded (they will be when there is room)"
        case .preloadFailed(let error):
            return "the races and types could not be loaded: \(error)"
        }
    }
}
