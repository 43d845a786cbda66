import PokedeskDomain
import TerminalKit

// MARK: - Assembling the types

/// The types' public face, with `TypeListModuleDelegate`. Between each pair of parts it puts a
/// traced twin (`Tracing/`), which `trace on` records through.
enum TypeListModuleBuilder {
    /// - Parameters:
    ///   - purpose: what the races of a type are opened for, as for the race picker.
    ///   - delegate: told the chosen race; nil when browsing.
    static func build(
        purpose: RacePickerPurpose,
        delegate: (any TypeListModuleDelegate)?,
        dependencies: ModuleDependencies
    ) throws(PokedeskError) -> any Screen {
        let trace = dependencies.trace
        let interactor = try TypeListInteractor(repositories: dependencies.repositories)
        let tracedInteractor = TracedTypeListInteractor(interactor, trace: trace)
        let router = TypeListRouter(dependencies: dependencies)
        let presenter = TypeListPresenter(
            purpose: purpose,
            interactor: tracedInteractor,
            router: TracedTypeListRouter(router, trace: trace)
        )
        let module = TracedTypeListModule(presenter, trace: trace)
        let view = TypeListView(eventHandler: module, console: dependencies.console)
        interactor.output = tracedInteractor.keep(TracedTypeListInteractorOutput(presenter, trace: trace))
        presenter.view = module.keep(TracedTypeListView(view, trace: trace))
        presenter.moduleDelegate = delegate.map { module.keep(TracedTypeListModuleDelegate($0, trace: trace)) }
        router.view = view
        return view
    }
}
