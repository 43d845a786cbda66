import PokedeskDomain
import TerminalKit

// MARK: - Assembling the pokemons list

/// Builds the root module, wires its parts and returns its view for the stack.
enum PokemonListModuleBuilder {
    static func build(dependencies: ModuleDependencies) throws(PokedeskError) -> any Screen {
        let query = PokemonQuery()
        let interactor = try PokemonListInteractor(query: query, repositories: dependencies.repositories)
        let tracedInteractor = TracedPokemonListInteractor(interactor, trace: dependencies.trace)
        let router = PokemonListRouter(dependencies: dependencies)
        let presenter = PokemonListPresenter(
            query: query,
            interactor: tracedInteractor,
            router: router,
            trace: dependencies.trace
        )
        let view = PokemonListView(eventHandler: presenter, console: dependencies.console, trace: dependencies.trace)
        interactor.output = tracedInteractor.keep(
            TracedPokemonListInteractorOutput(presenter, trace: dependencies.trace)
        )
        presenter.view = view
        router.view = view
        return view
    }
}
