import PokedeskDomain
import PokedeskScreens
import TerminalKit

// MARK: - The editor

/// One pokemon's screen (B-10 to B-14). It is the delegate of the races list it opens, which
/// tells it which race was chosen; it saves the choice and shows itself again.
final class PokemonEditorViewController: ViewController, RaceListViewControllerDelegate {
    private var pokemon: Pokemon
    private lazy var detailView = PokemonDetailView(console: console)

    init(pokemon: Pokemon, repositories: Repositories, navigation: any Navigating, console: Console) {
        self.pokemon = pokemon
        super.init(repositories: repositories, navigation: navigation, console: console)
    }

    override var title: String { pokemon.name }

    // MARK: Commands

    override var commandTable: CommandTable {
        PokemonEditorCommands.table(completing: NameCompletion(repositories))
    }

    override func perform(_ command: ParsedCommand) throws {
        switch command.name {
        case "name":
            let old = pokemon.name
            guard
                try save({ (pokemon) throws(PokedeskError) in
                    try repositories.pokemons.rename(pokemon, to: command.arguments[0])
                })
            else { return }
            console.writeLine(Wording.renamed(from: old, to: pokemon.name))
            detailView.show(pokemon)
        case "race":
            if let text = command.argument(0) {
                let race = try repositories.races.race(matching: text)
                guard
                    try save({ (pokemon) throws(PokedeskError) in
                        try repositories.pokemons.changeRace(of: pokemon, to: race.id)
                    })
                else { return }
                console.writeLine(Wording.raceChanged(pokemon))
                detailView.show(pokemon)
            } else {
                guard try reloadPokemon() else { return }
                let races = try RaceListViewController(
                    title: Wording.raceTitle,
                    query: RaceQuery(),
                    mode: .choose(current: pokemon.race?.id),
                    delegate: self,
                    repositories: repositories,
                    navigation: navigation,
                    console: console
                )
                navigation.push(races)
            }
        case "types":
            guard try reloadPokemon() else { return }
            let types = try TypeListViewController(
                mode: .choose(current: pokemon.race?.id, delegate: self),
                repositories: repositories,
                navigation: navigation,
                console: console
            )
            navigation.push(types)
        case "delete":
            // A delete is a change too: refused on a stale state, it shows the current one (B-43).
            guard
                try save({ (pokemon) throws(PokedeskError) in
                    try repositories.pokemons.delete(pokemon)
                    return pokemon
                })
            else { return }
            console.writeLine(Wording.deleted(pokemon))
            navigation.popToRoot()
        case "show":
            guard try reloadPokemon() else { return }
            detailView.show(pokemon)
        default:
            throw UnhandledCommand(command)
        }
    }

    override func viewDidAppear() {
        detailView.show(pokemon)
    }

    override func modelDidChangeByUndo() {
        guard let current = try? repositories.pokemons.pokemon(pokemon.id) else {
            navigation.popToRoot()
            return
        }
        pokemon = current
        detailView.show(pokemon)
    }

    // MARK: RaceListViewControllerDelegate

    /// The races screen (and the types screen under it) close first; then the race is saved and
    /// confirmed, and the editor shows itself as it reappears.
    func raceList(_ controller: RaceListViewController, didChoose race: Race) throws {
        navigation.pop(to: self)
        guard
            try save(
                { (pokemon) throws(PokedeskError) in
                    try repositories.pokemons.changeRace(of: pokemon, to: race.id)
                },
                reappearing: true
            )
        else { return }
        console.writeLine(Wording.raceChanged(pokemon))
    }

    // MARK: Following the store

    /// Takes the pokemon as it is stored now, before a command that shows it: another process
    /// may have changed it (B-43). False when it is gone: then the error is written and the
    /// list shows again.
    private func reloadPokemon() throws(PokedeskError) -> Bool {
        guard let current = try repositories.pokemons.pokemon(pokemon.id) else {
            console.reportError(PokedeskError.pokemonGone(name: pokemon.name).description)
            navigation.popToRoot()
            return false
        }
        pokemon = current
        return true
    }

    // MARK: Saving

    /// Saves a change to the pokemon; false when it was refused because another process changed
    /// or deleted the pokemon since it was shown (B-43): then the error is written and the editor
    /// shows the current state (or the list, when the pokemon is gone). Other errors are thrown.
    /// `reappearing`: the editor is about to show itself anyway (it was just revealed).
    private func save(
        _ change: (Pokemon) throws(PokedeskError) -> Pokemon,
        reappearing: Bool = false
    )
        throws(PokedeskError) -> Bool
    {
        do {
            pokemon = try change(pokemon)
            return true
        } catch .conflict(let name) {
            console.reportError(PokedeskError.conflict(name: name).description)
            if let current = try? repositories.pokemons.pokemon(pokemon.id) { pokemon = current }
            if !reappearing { detailView.show(pokemon) }
            return false
        } catch .pokemonGone(let name) {
            console.reportError(PokedeskError.pokemonGone(name: name).description)
            navigation.popToRoot()
            return false
        } catch {
            throw error
        }
    }
}
