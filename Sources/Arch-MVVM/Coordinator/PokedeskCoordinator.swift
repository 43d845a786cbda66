import PokedeskDomain
import TerminalKit

// MARK: - Moving between screens

/// Builds each screen — a view model and the view bound to it — and puts it on the navigation
/// stack when a view model asks, through the closures of its `Actions`. The only type that knows
/// more than one screen; the view models know none.
final class PokedeskCoordinator {
    private let repositories: Repositories
    private unowned let navigation: any Navigating
    private let console: Console
    /// The twins and wrappers `trace on` sees through (`Tracing/`).
    private let tracing: ScreenTracing

    init(repositories: Repositories, navigation: any Navigating, console: Console) {
        self.repositories = repositories
        self.navigation = navigation
        self.console = console
        tracing = ScreenTracing(trace: repositories.trace)
    }

    // MARK: Screens

    /// The first screen. The view models keep the coordinator alive through their actions.
    func makePokemonList() throws(PokedeskError) -> any Screen {
        let viewModel = try PokemonListViewModel(
            repositories: repositories,
            actions: tracing.actions(
                PokemonListViewModel.Actions(
                    edit: { [self] pokemon in showEditor(for: pokemon) },
                    browseTypes: { [self] () throws(PokedeskError) in try showTypes(choosing: nil) }
                )
            )
        )
        return PokemonListView(viewModel: viewModel, input: tracing.input(viewModel), console: console)
    }

    func showEditor(for pokemon: Pokemon) {
        let viewModel = PokemonEditorViewModel(
            pokemon: pokemon,
            repositories: repositories,
            actions: tracing.actions(
                PokemonEditorViewModel.Actions(
                    pickRace: { [self] choice throws(PokedeskError) in
                        try showRaces(title: Wording.raceTitle, query: RaceQuery(), choosing: returningToAsker(choice))
                    },
                    pickRaceByType: { [self] choice throws(PokedeskError) in
                        try showTypes(choosing: returningToAsker(choice))
                    },
                    close: { [self] in navigation.popToRoot() }
                )
            )
        )
        let view = PokemonEditorView(
            viewModel: viewModel,
            input: tracing.input(viewModel),
            navigation: navigation,
            console: console
        )
        navigation.push(view)
    }

    /// The types; their races are for choosing one when `choice` is given, for browsing otherwise.
    func showTypes(choosing choice: RaceChoice?) throws(PokedeskError) {
        let viewModel = try TypeListViewModel(
            repositories: repositories,
            actions: tracing.actions(
                TypeListViewModel.Actions(
                    showRaces: { [self] type throws(PokedeskError) in
                        try showRaces(title: type.name, query: RaceQuery(type: type.id), choosing: choice)
                    }
                )
            )
        )
        navigation.push(TypeListView(viewModel: viewModel, input: tracing.input(viewModel), console: console))
    }

    func showRaces(title: String, query: RaceQuery, choosing choice: RaceChoice?) throws(PokedeskError) {
        let viewModel = try RaceListViewModel(
            title: title,
            query: query,
            choice: tracing.choice(choice),
            repositories: repositories
        )
        let view = RaceListView(
            viewModel: viewModel,
            input: tracing.input(viewModel),
            navigation: navigation,
            console: console
        )
        navigation.push(view)
    }

    // MARK: Choosing a race

    /// The choice, made to close first the screens opened for it — back to the screen that asked
    /// (the editor) — so that the editor saves it and shows itself as it reappears.
    private func returningToAsker(_ choice: RaceChoice) -> RaceChoice {
        guard let asker = navigation.top else { return choice }
        return RaceChoice(current: choice.current) { [self] race throws(PokedeskError) in
            navigation.pop(to: asker)
            try choice.choose(race)
        }
    }
}
