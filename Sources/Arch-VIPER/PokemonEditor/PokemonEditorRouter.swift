import PokedeskDomain
import TerminalKit

// MARK: - Where the editor leads

protocol PokemonEditorRouting: AnyObject {
    /// The races, opened on the page of `current`, reporting the choice to `delegate`.
    func presentRacePicker(current: RaceID?, delegate: any RacePickerModuleDelegate) throws(PokedeskError)
    /// The types, whose races report the choice to `delegate`.
    func presentTypeList(current: RaceID?, delegate: any TypeListModuleDelegate) throws(PokedeskError)
    /// Back to the screen the editor was opened from.
    func dismissEditor()
}

/// Opens the race picker and the types through their builders; closes the editor.
final class PokemonEditorRouter: ModuleRouter {
    weak var view: (any Screen)?
    let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }
}

extension PokemonEditorRouter: PokemonEditorRouting {
    func presentRacePicker(current: RaceID?, delegate: any RacePickerModuleDelegate) throws(PokedeskError) {
        present(
            try RacePickerModuleBuilder.build(
                title: Wording.raceTitle,
                purpose: .choosing(current: current),
                delegate: delegate,
                dependencies: dependencies
            )
        )
    }

    func presentTypeList(current: RaceID?, delegate: any TypeListModuleDelegate) throws(PokedeskError) {
        present(
            try TypeListModuleBuilder.build(
                purpose: .choosing(current: current),
                delegate: delegate,
                dependencies: dependencies
            )
        )
    }

    func dismissEditor() {
        dismissModule()
    }
}
