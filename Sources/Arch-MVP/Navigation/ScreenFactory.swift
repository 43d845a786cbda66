import PokedeskDomain
import TerminalKit

// MARK: - Building a screen's pair

/// Builds each screen as MVP pairs it: the presenter with its repositories and navigator, the
/// passive view forwarding to it, then the presenter attached to the view. The one place that
/// knows both halves of every screen.
struct ScreenFactory {
    let repositories: Repositories
    let console: Console
    unowned let navigation: any Navigating

    /// Where the pair's view records what it is told to show, as its presenter its intents.
    private var trace: Trace { repositories.trace }

    func makePokemonList(navigator: any PokedeskNavigator) throws(PokedeskError) -> any Screen {
        let presenter = try PokemonListPresenter(repositories: repositories, navigator: navigator)
        let view = PokemonListScreen(presenter: presenter, console: console, navigation: navigation, trace: trace)
        presenter.attach(view)
        return view
    }

    func makePokemonEditor(for pokemon: Pokemon, navigator: any PokedeskNavigator) -> any Screen {
        let presenter = PokemonEditorPresenter(pokemon: pokemon, repositories: repositories, navigator: navigator)
        let view = PokemonEditorScreen(presenter: presenter, console: console, navigation: navigation, trace: trace)
        presenter.attach(view)
        return view
    }

    func makeTypeList(
        choosing choice: RaceChoice?,
        navigator: any PokedeskNavigator
    ) throws(PokedeskError)
        -> any Screen
    {
        let presenter = try TypeListPresenter(choice: choice, repositories: repositories, navigator: navigator)
        let view = TypeListScreen(presenter: presenter, console: console, navigation: navigation, trace: trace)
        presenter.attach(view)
        return view
    }

    /// The races list needs no navigator: a choice goes to the choice's delegate.
    func makeRaceList(_ scope: RaceListScope, choosing choice: RaceChoice?) throws(PokedeskError) -> any Screen {
        let presenter = try RaceListPresenter(scope: scope, choice: choice, repositories: repositories)
        let view = RaceListScreen(presenter: presenter, console: console, navigation: navigation, trace: trace)
        presenter.attach(view)
        return view
    }
}
