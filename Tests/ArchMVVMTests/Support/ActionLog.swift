import PokedeskDomain

@testable import ArchMVVM

// MARK: - Navigation asked for by a view model

/// Records what a view model asked of its coordinator, as a hand-written spy would.
final class ActionLog {
    private(set) var entries: [String] = []
    /// The last race choice handed over, to play the races screen.
    private(set) var choice: RaceChoice?

    func record(_ entry: String) {
        entries.append(entry)
    }

    var listActions: PokemonListViewModel.Actions {
        PokemonListViewModel.Actions(
            edit: { [self] pokemon in record("edit \(pokemon.name)") },
            browseTypes: { [self] in record("browse types") }
        )
    }

    var editorActions: PokemonEditorViewModel.Actions {
        PokemonEditorViewModel.Actions(
            pickRace: { [self] choice in
                self.choice = choice
                record("pick race, current \(choice.current.map { "\($0.rawValue)" } ?? "none")")
            },
            pickRaceByType: { [self] choice in
                self.choice = choice
                record("pick race by type")
            },
            close: { [self] in record("close") }
        )
    }

    var typeActions: TypeListViewModel.Actions {
        TypeListViewModel.Actions(showRaces: { [self] type in record("races of \(type.name)") })
    }
}
