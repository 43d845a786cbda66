import PokedeskDomain
import TerminalKit

// MARK: - Assembling the editor

/// The editor's public face: builds the module for one pokemon and returns its view. Between
/// each pair of parts it puts a traced twin (`Tracing/`), which `trace on` records through.
enum PokemonEditorModuleBuilder {
    static func build(pokemon: Pokemon, dependencies: ModuleDependencies) -> any Screen {
        let trace = dependencies.trace
        let interactor = PokemonEditorInteractor(pokemon: pokemon, repositories: dependencies.repositories)
        let tracedInteractor = TracedPokemonEditorInteractor(interactor, trace: trace)
        let router = PokemonEditorRouter(dependencies: dependencies)
        let presenter = PokemonEditorPresenter(
            pokemon: pokemon,
            interactor: tracedInteractor,
            router: TracedPokemonEditorRouter(router, trace: trace)
        )
        let module = TracedPokemonEditorModule(presenter, trace: trace)
        let view = PokemonEditorView(eventHandler: module, console: dependencies.console)
        interactor.output = tracedInteractor.keep(TracedPokemonEditorInteractorOutput(presenter, trace: trace))
        presenter.view = module.keep(TracedPokemonEditorView(view, trace: trace))
        router.view = view
        module.prepareForPresentation()
        return view
    }
}
