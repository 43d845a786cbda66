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

extension TypeRepository {
    /// Every type's name, for Tab.
    public func allNames() throws(PokedeskError) -> [String] {
        try allTypes().map(\.type.name)
    }
}

extension TypeSummary {
    /// The type the user means on the Types screen: row `text` of `types` when it is a number,
    /// else the type called `text` (ignoring case and diacritics).
    public static func chosen(_ text: String, in types: [TypeSummary]) throws(PokedeskError) -> PokemonType {
        if let number = Int(text) { return types[try RowNumber.index(number, count: types.count)].type }
        let folded = TextFolding.fold(text)
        guard let found = types.first(where: { TextFolding.fold($0.type.name) == folded }) else {
            throw .unknownType(text)
        }
        return found.type
    }

    /// Whether `word` names one of `types`, as `chosen(_:in:)` reads it.
    public static func isName(_ word: String, in types: [TypeSummary]) -> Bool {
        NameCompletion.names(types.map(\.type.name), include: word)
    }
}
