import PokedeskDomain

@testable import ArchVIPER

// MARK: - Spies on the routers

final class PokemonListRouterSpy: PokemonListRouting {
    let log: CallLog
    var isModuleFrontmost = true
    var nextError: PokedeskError?

    init(log: CallLog = CallLog()) {
        self.log = log
    }

    func presentEditor(for pokemon: Pokemon) { log.record("presentEditor(\(pokemon.name))") }

    func presentTypeList() throws(PokedeskError) {
        if let nextError { throw nextError }
        log.record("presentTypeList")
    }
}

final class PokemonEditorRouterSpy: PokemonEditorRouting {
    let log: CallLog
    private(set) var racePickerDelegate: (any RacePickerModuleDelegate)?
    private(set) var typeListDelegate: (any TypeListModuleDelegate)?

    init(log: CallLog = CallLog()) {
        self.log = log
    }

    func presentRacePicker(current: RaceID?, delegate: any RacePickerModuleDelegate) throws(PokedeskError) {
        racePickerDelegate = delegate
        log.record("presentRacePicker(current: \(current.map { "\($0.rawValue)" } ?? "nil"))")
    }

    func presentTypeList(current: RaceID?, delegate: any TypeListModuleDelegate) throws(PokedeskError) {
        typeListDelegate = delegate
        log.record("presentTypeList(current: \(current.map { "\($0.rawValue)" } ?? "nil"))")
    }

    func dismissEditor() { log.record("dismissEditor") }
}

final class RacePickerRouterSpy: RacePickerRouting {
    let log: CallLog
    var isModuleFrontmost = true

    init(log: CallLog = CallLog()) {
        self.log = log
    }

    func dismissRacePicker() { log.record("dismissRacePicker") }
}

final class TypeListRouterSpy: TypeListRouting {
    let log: CallLog
    private(set) var racePickerDelegate: (any RacePickerModuleDelegate)?

    init(log: CallLog = CallLog()) {
        self.log = log
    }

    func presentRacePicker(
        of type: PokemonType,
        purpose: RacePickerPurpose,
        delegate: (any RacePickerModuleDelegate)?
    ) throws(PokedeskError) {
        racePickerDelegate = delegate
        log.record("presentRacePicker(\(type.name), \(purpose))")
    }

    func dismissTypeList() { log.record("dismissTypeList") }
}

// MARK: - Spies on the module delegates

final class RaceChoiceDelegateSpy: RacePickerModuleDelegate, TypeListModuleDelegate {
    let log: CallLog

    init(log: CallLog = CallLog()) {
        self.log = log
    }

    func racePicker(didChoose race: Race) { log.record("racePicker(didChoose: \(race.name))") }
    func typeList(didChoose race: Race) { log.record("typeList(didChoose: \(race.name))") }
}
