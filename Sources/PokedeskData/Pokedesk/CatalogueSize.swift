import ManagedGraph

// MARK: - How big the bundled catalogue is

/// How many types and races the bundled `pokemons.plist` holds. Deciding at start-up that a
/// store lacks nothing needs only these two numbers; knowing them here spares every start
/// finding the plist through Foundation's bundle look-up, reading it and parsing a few
/// thousand XML elements, which was most of what opening a pokedesk cost.
///
/// `PreloadTests` parses the plist and fails when it disagrees with these numbers, so a
/// regenerated plist (`scripts/generate-preload.py`) cannot go unnoticed.
struct CatalogueSize: Equatable {
    let types: Int
    let races: Int

    static let bundled = CatalogueSize(types: 18, races: 898)

    /// Whether a store holding `other` types and distinct race codes has every one of these.
    func isCovered(by other: CatalogueSize) -> Bool {
        other.types >= types && other.races >= races
    }
}
