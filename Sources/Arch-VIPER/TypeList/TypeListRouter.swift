import PokedeskDomain
import TerminalKit

// MARK: - Where the types lead

protocol TypeListRouting: AnyObject {
    /// The races of `type`, for `purpose`, reporting a choice to `delegate`.
    func presentRacePicker(
        of type: PokemonType,
        purpose: RacePickerPurpose,
        delegate: (any RacePickerModuleDelegate)?
    ) throws(PokedeskError)
    func dismissTypeList()
}

/// Opens the races of a type through the race picker's builder; closes the types.
final class TypeListRouter: ModuleRouter {
    weak var view: (any Screen)?
    let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }
}

extension TypeListRouter: TypeListRouting {
    func presentRacePicker(
        of type: PokemonType,
        purpose: RacePickerPurpose,
        delegate: (any RacePickerModuleDelegate)?
    ) throws(PokedeskError) {
        present(
            try RacePickerModuleBuilder.build(
                title: type.name,
                type: type.id,
                purpose: purpose,
                delegate: delegate,
                dependencies: dependencies
            )
        )
    }

    func dismissTypeList() {
        dismissModule()
    }
}
