import PokedeskDomain
import TerminalKit

// MARK: - Assembling the editor

/// The editor's public face: builds the module for one pokemon and returns its view.
enum PokemonEditorModuleBuilder {
    static func build(pokemon: Pokemon, dependencies: ModuleDependencies) -> any Screen {
        let interactor = PokemonEditorInteractor(pokemon: pokemon, repositories: dependencies.repositories)
        let tracedInteractor = TracedPokemonEditorInteractor(interactor, trace: dependencies.trace)
        let router = PokemonEditorRouter(dependencies: dependencies)
        let presenter = PokemonEditorPresenter(
            pokemon: pokemon,
            interactor: tracedInteractor,
            router: router,
            trace: dependencies.trace
        )
        let view = PokemonEditorView(eventHandler: presenter, console: dependencies.console, trace: dependencies.trace)
        interactor.output = tracedInteractor.keep(
            TracedPokemonEditorInteractorOutput(presenter, trace: dependencies.trace)
        )
        presenter.view = view
        router.view = view
        presenter.prepareForPresentation()
        return view
    }
}
