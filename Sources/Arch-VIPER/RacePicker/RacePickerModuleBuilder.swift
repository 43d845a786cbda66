import PokedeskDomain
import TerminalKit

// MARK: - Assembling the race picker

/// The race picker's public face, with `RacePickerPurpose` and `RacePickerModuleDelegate`: what
/// another module's router uses to open it. Between each pair of parts it puts a traced twin
/// (`Tracing/`), which `trace on` records through.
enum RacePickerModuleBuilder {
    /// - Parameters:
    ///   - title: the picker's part of the prompt's path (`race`, or the type's name).
    ///   - type: only the races of this type; nil for all.
    ///   - delegate: told the chosen race; nil when browsing.
    static func build(
        title: String,
        type: TypeID? = nil,
        purpose: RacePickerPurpose,
        delegate: (any RacePickerModuleDelegate)?,
        dependencies: ModuleDependencies
    ) throws(PokedeskError) -> any Screen {
        let trace = dependencies.trace
        let interactor = try RacePickerInteractor(query: RaceQuery(type: type), repositories: dependencies.repositories)
        let tracedInteractor = TracedRacePickerInteractor(interactor, trace: trace)
        let router = RacePickerRouter(dependencies: dependencies)
        let presenter = RacePickerPresenter(
            title: title,
            purpose: purpose,
            interactor: tracedInteractor,
            router: TracedRacePickerRouter(router, trace: trace)
        )
        let module = TracedRacePickerModule(presenter, trace: trace)
        let view = RacePickerView(eventHandler: module, console: dependencies.console)
        interactor.output = tracedInteractor.keep(TracedRacePickerInteractorOutput(presenter, trace: trace))
        presenter.view = module.keep(TracedRacePickerView(view, trace: trace))
        presenter.moduleDelegate = delegate.map { module.keep(TracedRacePickerModuleDelegate($0, trace: trace)) }
        router.view = view
        module.prepareForPresentation()
        return view
    }
}
