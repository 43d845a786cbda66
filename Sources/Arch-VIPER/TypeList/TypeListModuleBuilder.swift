import PokedeskDomain
import TerminalKit

// MARK: - Assembling the types

/// The types' public face, with `TypeListModuleDelegate`.
enum TypeListModuleBuilder {
    /// - Parameters:
    ///   - purpose: what the races of a type are opened for, as for the race picker.
    ///   - delegate: told the chosen race; nil when browsing.
    static func build(
        purpose: RacePickerPurpose,
        delegate: (any TypeListModuleDelegate)?,
        dependencies: ModuleDependencies
    ) throws(PokedeskError) -> any Screen {
        let interactor = try TypeListInteractor(repositories: dependencies.repositories)
        let tracedInteractor = TracedTypeListInteractor(interactor, trace: dependencies.trace)
        let router = TypeListRouter(dependencies: dependencies)
        let presenter = TypeListPresenter(
            purpose: purpose,
            interactor: tracedInteractor,
            router: router,
            trace: dependencies.trace
        )
        let view = TypeListView(eventHandler: presenter, console: dependencies.console, trace: dependencies.trace)
        interactor.output = tracedInteractor.keep(TracedTypeListInteractorOutput(presenter, trace: dependencies.trace))
        presenter.view = view
        presenter.moduleDelegate = delegate
        router.view = view
        return view
    }
}
