import PokedeskDomain

// MARK: - The editor

/// One pokemon, as the editor last showed it: changes are made against this value, so that the
/// store refuses them when another process changed the pokemon since (B-43).
struct PokemonEditorState: Equatable {
    var pokemon: Pokemon
}
