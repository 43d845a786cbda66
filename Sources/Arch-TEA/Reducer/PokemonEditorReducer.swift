import PokedeskDomain

// MARK: - The editor

/// The editor's reducer. Every change is saved against the pokemon as the editor last showed
/// it; a conflict says so and shows the pokemon as it is now, to try again (B-43).
enum PokemonEditorReducer {
    static func reduce(_ editor: inout PokemonEditorState, _ action: PokemonEditorAction) -> Reaction {
        switch action {
        case .rename(let name): return .run(.save(editor.pokemon, .rename(to: name)))
        case .setRace(let text): return .run(.save(editor.pokemon, .setRace(text)))
        case .chosen(let race): return .run(.save(editor.pokemon, .chosenRace(race)))
        case .delete: return .run(.save(editor.pokemon, .delete))
        // What shows the pokemon, or the races for it, reads it as stored now first.
        case .show: return .run(.fetchPokemon(editor.pokemon.id, for: .showing))
        case .pickRace: return .run(.fetchPokemon(editor.pokemon.id, for: .pickingRace))
        case .pickRaceByType: return .run(.fetchPokemon(editor.pokemon.id, for: .pickingRaceByType))
        case .fetched(let result, let reason): return fetched(&editor, result, for: reason)
        case .saved(let change, .success(let pokemon)): return saved(&editor, change, pokemon)
        case .saved(let change, .failure(let error)): return refused(editor, change, error)
        }
    }

    // MARK: Reading it again

    private static func fetched(
        _ editor: inout PokemonEditorState,
        _ result: Result<Pokemon?, PokedeskError>,
        for reason: EditorFetch
    ) -> Reaction {
        switch (reason, result) {
        case (.refusal(let showing), _):
            // A pokemon that cannot be read now keeps the state the editor had.
            if case .success(let current?) = result { editor.pokemon = current }
            return showing ? .run(.write(.pokemon)) : .none
        case (.revert, .success(let current?)):
            editor.pokemon = current
            return .run(.write(.pokemon))
        case (.revert, _):
            // Undoing its addition, say, removed the pokemon: nothing is left to edit.
            return Reaction(navigation: .popToRoot)
        case (_, .failure(let error)):
            return .run(.write(.error(error.description)))
        case (_, .success(nil)):
            let gone = PokedeskError.pokemonGone(name: editor.pokemon.name)
            return Reaction(effects: [.write(.error(gone.description))], navigation: .popToRoot)
        case (.showing, .success(let current?)):
            editor.pokemon = current
            return .run(.write(.pokemon))
        case (.pickingRace, .success(let current?)):
            editor.pokemon = current
            let races = RaceListRequest(
                title: Wording.raceTitle,
                query: RaceQuery(),
                purpose: .choosing(current: current.race?.id)
            )
            return .run(.openRaces(races))
        case (.pickingRaceByType, .success(let current?)):
            editor.pokemon = current
            return .run(.openTypes(.choosing(current: current.race?.id)))
        }
    }

    // MARK: Saving

    private static func saved(
        _ editor: inout PokemonEditorState,
        _ change: EditorChange,
        _ pokemon: Pokemon
    ) -> Reaction {
        let old = editor.pokemon
        editor.pokemon = pokemon
        switch change {
        case .rename:
            return .run(.write(.message([Wording.renamed(from: old.name, to: pokemon.name)])), .write(.pokemon))
        case .setRace:
            return .run(.write(.message([Wording.raceChanged(pokemon)])), .write(.pokemon))
        case .chosenRace:
            // The races screens are gone already: the editor shows itself as it is revealed.
            return .run(.write(.message([Wording.raceChanged(pokemon)])))
        case .delete:
            return Reaction(effects: [.write(.message([Wording.deleted(pokemon)]))], navigation: .popToRoot)
        }
    }

    private static func refused(
        _ editor: PokemonEditorState,
        _ change: EditorChange,
        _ error: PokedeskError
    ) -> Reaction {
        switch error {
        case .conflict:
            // After a choice on the races screen the editor is about to be revealed: it shows
            // itself then.
            let showing = !change.isChoice
            return .run(
                .write(.error(error.description)),
                .fetchPokemon(editor.pokemon.id, for: .refusal(showing: showing))
            )
        case .pokemonGone:
            return Reaction(effects: [.write(.error(error.description))], navigation: .popToRoot)
        default:
            return .run(.write(.error(error.description)))
        }
    }
}
