// MARK: - The engine's own words, which the user should never read

/// The ways `ContextError` and `MergeConflict` describe themselves, which the app words anew for
/// the user (in the user's language, naming pokemons as shown): an error line that holds one
/// let an engine error through as it is. An object id (`Pokemon/p12`) is the plainest sign.
enum EngineWords {
    private static let phrases = [
        " no longer exists in the store", " belongs to another context", " is no longer in a context",
        " is deleted and cannot be changed", "cannot save: ", " by another writer", "(delete rule deny)",
    ]

    /// Whether `line` shows an engine error's own words.
    static func appear(in line: Substring) -> Bool {
        phrases.contains { line.contains($0) } || line.contains(/\b[A-Z][A-Za-z]*\/[pt][0-9]+\b/)
    }
}
