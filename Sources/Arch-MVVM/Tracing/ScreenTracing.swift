import PokedeskDomain

// MARK: - Tracing at MVVM's seams

/// What the coordinator puts in place as it builds a screen, so that `trace on` sees MVVM's
/// boundaries without a line in a view, a view model or the coordinator's own moves: the view's
/// intents (a twin of the view model's input), the changes a list's view model hears from its
/// live results, and the requests a view model makes of the coordinator through its `Actions`,
/// each a hop named after the action (and the race chosen, through the choice the coordinator
/// hands the races).
struct ScreenTracing {
    let trace: Trace

    // MARK: Intents and changes

    func input(_ viewModel: PokemonListViewModel) -> any PokemonListViewModelInput {
        hearChanges(of: viewModel)
        return TracedPokemonListViewModel(viewModel, trace: trace)
    }

    func input(_ viewModel: RaceListViewModel) -> any RaceListViewModelInput {
        hearChanges(of: viewModel)
        return TracedRaceListViewModel(viewModel, trace: trace)
    }

    func input(_ viewModel: TypeListViewModel) -> any TypeListViewModelInput {
        TracedTypeListViewModel(viewModel, trace: trace)
    }

    func input(_ viewModel: PokemonEditorViewModel) -> any PokemonEditorViewModelInput {
        TracedPokemonEditorViewModel(viewModel, trace: trace)
    }

    /// The view model hearing each change of its live results, as MVC's and MVP's do.
    private func hearChanges<ViewModel: LiveListViewModel>(of viewModel: ViewModel) {
        let heard = viewModel.pages.onChange
        viewModel.pages.onChange = { [trace] changes in
            trace.hop(.viewModel, ViewModel.self, "liveResultsDidChange()") { heard(changes) }
        }
    }

    // MARK: Requests to the coordinator

    func actions(_ actions: PokemonListViewModel.Actions) -> PokemonListViewModel.Actions {
        PokemonListViewModel.Actions(
            edit: { pokemon in request("edit(\(Quoting.quoted(pokemon.name)))") { actions.edit(pokemon) } },
            browseTypes: { () throws(PokedeskError) in
                try request("browseTypes()") { () throws(PokedeskError) in try actions.browseTypes() }
            }
        )
    }

    func actions(_ actions: PokemonEditorViewModel.Actions) -> PokemonEditorViewModel.Actions {
        PokemonEditorViewModel.Actions(
            pickRace: { choice throws(PokedeskError) in
                try request("pickRace(choice)") { () throws(PokedeskError) in
                    try actions.pickRace(heardByEditor(choice))
                }
            },
            pickRaceByType: { choice throws(PokedeskError) in
                try request("pickRaceByType(choice)") { () throws(PokedeskError) in
                    try actions.pickRaceByType(heardByEditor(choice))
                }
            },
            close: { request("close()") { actions.close() } }
        )
    }

    func actions(_ actions: TypeListViewModel.Actions) -> TypeListViewModel.Actions {
        TypeListViewModel.Actions(
            showRaces: { type throws(PokedeskError) in
                try request("showRaces(\(Quoting.quoted(type.name)))") { () throws(PokedeskError) in
                    try actions.showRaces(type)
                }
            }
        )
    }

    /// The choice the coordinator hands the races: the race chosen reaches it first.
    func choice(_ choice: RaceChoice?) -> RaceChoice? {
        choice.map { choice in
            RaceChoice(current: choice.current) { [trace] race throws(PokedeskError) in
                try trace.hop(.coordinator, PokedeskCoordinator.self, "choose(\(Quoting.quoted(race.name)))") {
                    () throws(PokedeskError) in try choice.choose(race)
                }
            }
        }
    }

    /// The editor's own choice, which the race chosen reaches last: the editor saving it.
    private func heardByEditor(_ choice: RaceChoice) -> RaceChoice {
        RaceChoice(current: choice.current) { [trace] race throws(PokedeskError) in
            try trace.hop(.viewModel, PokemonEditorViewModel.self, "choose(\(Quoting.quoted(race.name)))") {
                () throws(PokedeskError) in try choice.choose(race)
            }
        }
    }

    private func request<Value, Failure: Error>(
        _ message: @autoclosure () -> String,
        _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try trace.hop(.coordinator, PokedeskCoordinator.self, message(), body)
    }
}
