import PokedeskDomain
import TerminalKit

// MARK: - Assembling the race picker

/// The race picker's public face, with `RacePickerPurpose` and `RacePickerModuleDelegate`: what
/// another module's router uses to open it.
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
        let interactor = try RacePickerInteractor(query: RaceQuery(type: type), repositories: dependencies.repositories)
        let tracedInteractor = TracedRacePickerInteractor(interactor, trace: dependencies.trace)
        let router = RacePickerRouter(dependencies: dependencies)
        let presenter = RacePickerPresenter(
            title: title,
            purpose: purpose,
            interactor: tracedInteractor,
            router: router,
            trace: dependencies.trace
        )
        let view = RacePickerView(eventHandler: presenter, console: dependencies.console, trace: dependencies.trace)
        interactor.output = tracedInteractor.keep(
            TracedRacePickerInteractorOutput(presenter, trace: dependencies.trace)
        )
        presenter.view = view
        presenter.moduleDelegate = delegate
        router.view = view
        presenter.prepareForPresentation()
        return view
    }
}
