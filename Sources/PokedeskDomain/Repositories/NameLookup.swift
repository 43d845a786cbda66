// MARK: - Finding by name what users may also choose by number

extension PokemonRepository {
    /// The one pokemon called `name` (ignoring case and diacritics): `edit Bulby`. Refused when
    /// none is, or when several are — a row number then says which.
    public func pokemon(named name: String) throws(PokedeskError) -> Pokemon {
        let found = try pokemons(named: name)
        guard let pokemon = found.first else { throw .unknownPokemon(name) }
        guard found.count == 1 else { throw .ambiguousPokemon(name, count: found.count) }
        return pokemon
    }
}

extension RaceRepository {
    /// Every race's name, for Tab: each in the language shown, and in the other where it
    /// differs — a race is typed by either.
    public func allNames() throws(PokedeskError) -> [String] {
        try allDataNames().flatMap(\.both)
    }
}

extension TypeRepository {
    /// Every type's name, for Tab: in the language shown, and in the other where it differs.
    public func allNames() throws(PokedeskError) -> [String] {
        try allTypes().flatMap(\.type.names.both)
    }
}

extension TypeSummary {
    /// The type the user means on the Types screen: row `text` of `types` when it is a number,
    /// else the type called `text` in either language (ignoring case and diacritics).
    public static func chosen(_ text: String, in types: [TypeSummary]) throws(PokedeskError) -> PokemonType {
        if let number = Int(text) { return types[try RowNumber.index(number, count: types.count)].type }
        guard let found = types.first(where: { $0.type.names.isNamed(text) }) else {
            throw .unknownType(text)
        }
        return found.type
    }

    /// The names a type may be typed by on the Types screen, for Tab and for a bare name: each
    /// type's name in the language shown, then in the other where it differs.
    public static func typedNames(of types: [TypeSummary]) -> [String] {
        types.flatMap(\.type.names.both)
    }

    /// Whether `word` names one of `types`, as `chosen(_:in:)` reads it.
    public static func isName(_ word: String, in types: [TypeSummary]) -> Bool {
        types.contains { $0.type.names.isNamed(word) }
    }
}
