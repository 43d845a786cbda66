import PokedeskDomain
import TerminalKit

// MARK: - Where the race picker leads

protocol RacePickerRouting: AnyObject {
    var isModuleFrontmost: Bool { get }
    /// Closes the picker; whoever opened it is shown again.
    func dismissRacePicker()
}

/// The picker opens nothing; it only closes itself once a race is chosen.
final class RacePickerRouter: ModuleRouter {
    weak var view: (any Screen)?
    let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }
}

extension RacePickerRouter: RacePickerRouting {
    func dismissRacePicker() {
        dismissModule()
    }
}
