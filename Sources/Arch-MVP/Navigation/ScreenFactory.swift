import PokedeskDomain
import TerminalKit

// MARK: - Building a screen's pair

/// Builds each screen as MVP pairs it: the presenter with its repositories and navigator, the
/// passive view forwarding to it, then the presenter attached to the view. The one place that
/// knows both halves of every screen, and so the place that puts their traced twins between
/// them.
struct ScreenFactory {
    let repositories: Repositories
    let console: Console
    unowned let navigation: any Navigating

    /// What `trace on` records of a pair: its presenter's and its navigator's twins record the
    /// intents and moves, its view's twin what the presenter has it show (`Tracing/`).
    private var trace: Trace { repositories.trace }

    func makePokemonList(navigator: any PokedeskNavigator) throws(PokedeskError) -> any Screen {
        let presenter = try PokemonListPresenter(repositories: repositories, navigator: traced(navigator))
        let twin = TracedPokemonListPresenter(presenter, trace: trace)
        let view = PokemonListScreen(presenter: twin, console: console, navigation: navigation)
        presenter.attach(twin.keep(TracedPokemonListView(view, trace: trace)))
        return view
    }

    func makePokemonEditor(for pokemon: Pokemon, navigator: any PokedeskNavigator) -> any Screen {
        let presenter = PokemonEditorPresenter(
            pokemon: pokemon,
            repositories: repositories,
            navigator: traced(navigator)
        )
        let twin = TracedPokemonEditorPresenter(presenter, trace: trace)
        let view = PokemonEditorScreen(presenter: twin, console: console, navigation: navigation)
        presenter.attach(twin.keep(TracedPokemonEditorView(view, trace: trace)))
        return view
    }

    func makeTypeList(
        choosing choice: RaceChoice?,
        navigator: any PokedeskNavigator
    ) throws(PokedeskError)
        -> any Screen
    {
        let presenter = try TypeListPresenter(choice: choice, repositories: repositories, navigator: traced(navigator))
        let twin = TracedTypeListPresenter(presenter, trace: trace)
        let view = TypeListScreen(presenter: twin, console: console, navigation: navigation)
        presenter.attach(twin.keep(TracedTypeListView(view, trace: trace)))
        return view
    }

    /// The races list needs no navigator: a choice goes to the choice's delegate.
    func makeRaceList(_ scope: RaceListScope, choosing choice: RaceChoice?) throws(PokedeskError) -> any Screen {
        let presenter = try RaceListPresenter(scope: scope, choice: choice, repositories: repositories)
        let twin = TracedRaceListPresenter(presenter, trace: trace)
        let view = RaceListScreen(presenter: twin, console: console, navigation: navigation)
        presenter.attach(twin.keep(TracedRaceListView(view, trace: trace)))
        return view
    }

    private func traced(_ navigator: any PokedeskNavigator) -> any PokedeskNavigator {
        TracedNavigator(navigator, trace: trace)
    }
}
