import TextRules

// MARK: - Names Tab offers

/// The names Tab completes wherever a command takes one (docs/screens.md, "Typing at the prompt"):
/// content, not architecture, so the five offer the same. A name that cannot be read (the store
/// is busy) offers nothing rather than an error in the middle of typing.
public struct NameCompletion {
    private let repositories: Repositories

    public init(_ repositories: Repositories) {
        self.repositories = repositories
    }

    public func pokemonNames() -> [String] {
        (try? repositories.pokemons.allNames()) ?? []
    }

    public func raceNames() -> [String] {
        (try? repositories.races.allNames()) ?? []
    }

    public func typeNames() -> [String] {
        (try? repositories.types.allNames()) ?? []
    }

    /// The names a `find` predicate compares with, for the value typed after a name's key path
    /// and a string operator: `name BEGINSWITH "Bul` offers pokemon names, `race.name ==` race
    /// names, `ANY race.types.name ==[c] "fi` type names — the canonical ones, which `name`
    /// holds, and the Spanish ones after `race.spanishName` and `race.types.spanishName`. `words`
    /// are the predicate's words before the one being typed; nothing is offered elsewhere in a
    /// predicate.
    public func predicateValues(after words: [String]) -> [String] {
        guard words.count >= 2, Self.isStringOperator(words[words.count - 1]) else { return [] }
        var keyPath = Substring(words[words.count - 2].lowercased())
        while keyPath.first == "(" { keyPath = keyPath.dropFirst() }
        let races = { (name: (DataName) -> String) in ((try? repositories.races.allDataNames()) ?? []).map(name) }
        let types = { (name: (DataName) -> String) in
            ((try? repositories.types.allTypes()) ?? []).map { name($0.type.names) }
        }
        switch keyPath {
        case "name": return pokemonNames()
        case "race.name": return races(\.english)
        case "race.spanishname": return races(\.spanish)
        case "race.types.name": return types(\.english)
        case "race.types.spanishname": return types(\.spanish)
        default: return []
        }
    }

    /// Whether `word` is one of `names`, ignoring case and diacritics, as a typed name is read.
    public static func names(_ names: [String], include word: String) -> Bool {
        let folded = TextFolding.fold(word)
        return names.contains { TextFolding.fold($0) == folded }
    }

    /// `==`, `BEGINSWITH[cd]`, `like`…: the operators that compare with a string.
    private static func isStringOperator(_ word: String) -> Bool {
        var name = Substring(word.uppercased())
        if let open = name.firstIndex(of: "["), name.last == "]" { name = name[..<open] }
        return ["=", "==", "!=", "<>", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES"].contains(name)
    }
}
