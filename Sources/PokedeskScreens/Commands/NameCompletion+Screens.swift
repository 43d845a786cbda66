public import PokedeskDomain

// MARK: - The repositories' names, for every screen

/// The names as the repositories hold them answer every screen's completion as they are: an
/// architecture whose screens reach the repositories passes a `NameCompletion`.
extension NameCompletion: PokemonListCompletions, PokemonEditorCompletions, RaceListCompletions {}
