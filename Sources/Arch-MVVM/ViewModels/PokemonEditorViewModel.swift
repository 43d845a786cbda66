import Observation
import PokedeskDomain

// MARK: - The editor

/// One pokemon's state and intents (B-10 to B-14). Changes are saved against the pokemon as
/// this screen last showed it, so another process's change in between is refused (B-43): the
/// conflict is announced and the pokemon becomes its current state, to try again.
@Observable
final class PokemonEditorViewModel: UndoingViewModel, PokemonEditorViewModelInput {
    /// What the editor asks of whoever moves between screens.
    struct Actions {
        /// Opens the races, to choose one.
        var pickRace: (RaceChoice) throws(PokedeskError) -> Void
        /// Opens the types, whose races are to choose from.
        var pickRaceByType: (RaceChoice) throws(PokedeskError) -> Void
        /// Goes back to the pokemons list.
        var close: () -> Void
    }

    // MARK: Display state

    /// The pokemon as the screen shows it.
    private(set) var pokemon: Pokemon
    /// What the last change did: `renamed "Pika" to "Pikachu"`, `undone: …`.
    private(set) var message: Announcement<String>?
    /// A change refused because another process changed the pokemon first.
    private(set) var conflict: Announcement<PokedeskError>?

    var title: String { pokemon.name }

    /// Name, race, code, image and types, one line each.
    var details: [String] { Wording.editorLines(pokemon) }

    // MARK: Model

    let history: any ChangeHistory
    /// The names Tab offers for the commands' arguments.
    let names: NameCompletion
    private let pokemons: any PokemonRepository
    private let races: any RaceRepository
    private let actions: Actions

    init(pokemon: Pokemon, repositories: Repositories, actions: Actions) {
        self.pokemon = pokemon
        pokemons = repositories.pokemons
        races = repositories.races
        history = repositories.history
        names = NameCompletion(repositories)
        self.actions = actions
    }

    // MARK: Intents

    func rename(to name: String) throws(PokedeskError) {
        let old = pokemon.name
        guard try save({ (pokemon) throws(PokedeskError) in try pokemons.rename(pokemon, to: name) }) else { return }
        message.announce(Wording.renamed(from: old, to: pokemon.name))
    }

    /// Sets the race whose code or name is `text` (B-12).
    func setRace(_ text: String) throws(PokedeskError) {
        try saveRace(try races.race(matching: text))
    }

    /// Saves a race chosen on the races screen, which hands it back through `raceChoice`.
    func choose(_ race: Race) throws(PokedeskError) {
        try saveRace(race)
    }

    func pickRace() throws(PokedeskError) {
        try readCurrentPokemon()
        try actions.pickRace(raceChoice)
    }

    func pickRaceByType() throws(PokedeskError) {
        try readCurrentPokemon()
        try actions.pickRaceByType(raceChoice)
    }

    /// `show`: the pokemon as it is stored now.
    func reload() throws(PokedeskError) {
        try readCurrentPokemon()
    }

    func delete() throws(PokedeskError) {
        try deleteShownPokemon()
    }

    /// The pokemon as it is stored now, which another process may have changed (B-43). One that
    /// no longer exists closes the editor, and the error says why.
    private func readCurrentPokemon() throws(PokedeskError) {
        guard let current = try pokemons.pokemon(pokemon.id) else {
            actions.close()
            throw .pokemonGone(name: pokemon.name)
        }
        pokemon = current
    }

    private func deleteShownPokemon() throws(PokedeskError) {
        // A delete is a change too: refused on a stale state, it shows the current one (B-43).
        guard
            try save({ (pokemon) throws(PokedeskError) in
                try pokemons.delete(pokemon)
                return pokemon
            })
        else { return }
        message.announce(Wording.deleted(pokemon))
        actions.close()
    }

    func didRevert(saying line: String) {
        message.announce(line)
        // Undoing its addition, say, removes the pokemon: nothing is left to edit.
        guard let current = try? pokemons.pokemon(pokemon.id) else {
            actions.close()
            return
        }
        pokemon = current
    }

    // MARK: Saving

    /// Saves a race chosen here or on the races screen.
    private func saveRace(_ race: Race) throws(PokedeskError) {
        guard try save({ (pokemon) throws(PokedeskError) in try pokemons.changeRace(of: pokemon, to: race.id) })
        else { return }
        message.announce(Wording.raceChanged(pokemon))
    }

    /// The choice the races screen reports back to this editor.
    private var raceChoice: RaceChoice {
        RaceChoice(current: pokemon.race?.id) { [weak self] race throws(PokedeskError) in try self?.choose(race) }
    }

    /// Saves a change; false when another process changed the pokemon first. A pokemon that no
    /// longer exists closes the editor, and the error says why.
    private func save(_ change: (Pokemon) throws(PokedeskError) -> Pokemon) throws(PokedeskError) -> Bool {
        do {
            pokemon = try change(pokemon)
            return true
        } catch .conflict(let name) {
            conflict.announce(.conflict(name: name))
            if let current = try? pokemons.pokemon(pokemon.id) { pokemon = current }
            return false
        } catch .pokemonGone(let name) {
            actions.close()
            throw .pokemonGone(name: name)
        } catch {
            throw error
        }
    }
}
