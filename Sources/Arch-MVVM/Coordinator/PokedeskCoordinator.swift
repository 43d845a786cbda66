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
    /// Where the coordinator records the requests its closures receive (`trace on`).
    private var trace: Trace { repositories.trace }

    init(repositories: Repositories, navigation: any Navigating, console: Console) {
        self.repositories = repositories
        self.navigation = navigation
        self.console = console
    }

    // MARK: Screens

    /// The first screen. The view models keep the coordinator alive through their actions.
    func makePokemonList() throws(PokedeskError) -> any Screen {
        let viewModel = try PokemonListViewModel(
            repositories: repositories,
            actions: PokemonListViewModel.Actions(
                edit: { [self] pokemon in showEditor(for: pokemon) },
                browseTypes: { [self] () throws(PokedeskError) in try showTypes(choosing: nil) }
            )
        )
        return PokemonListView(viewModel: viewModel, console: console)
    }

    func showEditor(for pokemon: Pokemon) {
        trace.hop(.coordinator, Self.self, "showEditor(for: \(Quoting.quoted(pokemon.name)))") {
            let viewModel = PokemonEditorViewModel(
                pokemon: pokemon,
                repositories: repositories,
                actions: PokemonEditorViewModel.Actions(
                    pickRace: { [self] choice throws(PokedeskError) in
                        try showRaces(title: Wording.raceTitle, query: RaceQuery(), choosing: returningToAsker(choice))
                    },
                    pickRaceByType: { [self] choice throws(PokedeskError) in
                        try showTypes(choosing: returningToAsker(choice))
                    },
                    close: { [self] in closeEditor() }
                )
            )
            navigation.push(PokemonEditorView(viewModel: viewModel, navigation: navigation, console: console))
        }
    }

    /// The types; their races are for choosing one when `choice` is given, for browsing otherwise.
    func showTypes(choosing choice: RaceChoice?) throws(PokedeskError) {
        try trace.hop(.coordinator, Self.self, "showTypes(choosing: \(Self.traced(choice)))") {
            () throws(PokedeskError) in
            let viewModel = try TypeListViewModel(
                repositories: repositories,
                actions: TypeListViewModel.Actions(
                    showRaces: { [self] type throws(PokedeskError) in
                        try showRaces(title: type.name, query: RaceQuery(type: type.id), choosing: choice)
                    }
                )
            )
            navigation.push(TypeListView(viewModel: viewModel, console: console))
        }
    }

    func showRaces(title: String, query: RaceQuery, choosing choice: RaceChoice?) throws(PokedeskError) {
        try trace.hop(
            .coordinator,
            Self.self,
            "showRaces(title: \(Quoting.quoted(title)), choosing: \(Self.traced(choice)))"
        ) {
            () throws(PokedeskError) in
            let viewModel = try RaceListViewModel(
                title: title,
                query: query,
                choice: choice,
                repositories: repositories
            )
            navigation.push(RaceListView(viewModel: viewModel, navigation: navigation, console: console))
        }
    }

    /// The editor is done (its pokemon deleted or gone): back to the pokemons list.
    private func closeEditor() {
        trace.hop(.coordinator, Self.self, "closeEditor()") { navigation.popToRoot() }
    }

    // MARK: Choosing a race

    /// The choice, made to close first the screens opened for it — back to the screen that asked
    /// (the editor) — so that the editor saves it and shows itself as it reappears. The race
    /// chosen reaches the coordinator first: its hop is the choice's `choose`.
    private func returningToAsker(_ choice: RaceChoice) -> RaceChoice {
        guard let asker = navigation.top else { return choice }
        return RaceChoice(current: choice.current) { [self] race throws(PokedeskError) in
            try trace.hop(.coordinator, Self.self, "choose(\(Quoting.quoted(race.name)))") {
                () throws(PokedeskError) in
                navigation.pop(to: asker)
                try choice.choose(race)
            }
        }
    }

    /// A choice as the trace shows it: whether there is one, not its closure.
    private static func traced(_ choice: RaceChoice?) -> String {
        choice == nil ? "nil" : "choice"
    }
}
