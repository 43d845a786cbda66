import PokedeskDomain

// MARK: - The types

/// The types with their number of races; choosing one opens its races, for the same purpose as
/// this screen was opened for.
struct TypeListState: Equatable {
    var types: [TypeSummary]
    let purpose: RaceListPurpose
}
