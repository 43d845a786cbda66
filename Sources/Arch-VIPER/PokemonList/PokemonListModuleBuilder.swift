import PokedeskDomain
import TerminalKit

// MARK: - Assembling the pokemons list

/// Builds the root module, wires its parts and returns its view for the stack. Between each
/// pair of parts it puts a traced twin (`Tracing/`), which `trace on` records through.
enum PokemonListModuleBuilder {
    static func build(dependencies: ModuleDependencies) throws(PokedeskError) -> any Screen {
        let trace = dependencies.trace
        let query = PokemonQuery()
        let interactor = try PokemonListInteractor(query: query, repositories: dependencies.repositories)
        let tracedInteractor = TracedPokemonListInteractor(interactor, trace: trace)
        let router = PokemonListRouter(dependencies: dependencies)
        let presenter = PokemonListPresenter(
            query: query,
            interactor: tracedInteractor,
            router: TracedPokemonListRouter(router, trace: trace)
        )
        let module = TracedPokemonListModule(presenter, trace: trace)
        let view = PokemonListView(eventHandler: module, console: dependencies.console)
        interactor.output = tracedInteractor.keep(TracedPokemonListInteractorOutput(presenter, trace: trace))
        presenter.view = module.keep(TracedPokemonListView(view, trace: trace))
        router.view = view
        return view
    }
}
