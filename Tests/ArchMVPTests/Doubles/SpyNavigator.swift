import PokedeskDomain

@testable import ArchMVP

// MARK: - A navigator that remembers where it was sent

final class SpyNavigator: PokedeskNavigator {
    enum Call: Equatable {
        case showEditor(PokemonID)
        case showTypes(choosing: Bool)
        case showRaces(PokemonType, choosing: Bool)
        case showRacePicker(current: RaceID?)
        case closeRacePicker
        case returnToList
    }

    private(set) var calls: [Call] = []
    /// The last choice handed on, to check who hears it.
    private(set) var lastChoice: RaceChoice?
    /// Run when the race picker is closed, to see what had happened by then.
    var onClose: () -> Void = {}

    func showEditor(for pokemon: Pokemon) {
        calls.append(.showEditor(pokemon.id))
    }

    func showTypes(choosing choice: RaceChoice?) throws(PokedeskError) {
        lastChoice = choice
        calls.append(.showTypes(choosing: choice != nil))
    }

    func showRaces(of type: PokemonType, choosing choice: RaceChoice?) throws(PokedeskError) {
        lastChoice = choice
        calls.append(.showRaces(type, choosing: choice != nil))
    }

    func showRacePicker(_ choice: RaceChoice) throws(PokedeskError) {
        lastChoice = choice
        calls.append(.showRacePicker(current: choice.current))
    }

    func closeRacePicker() {
        onClose()
        calls.append(.closeRacePicker)
    }

    func returnToList() {
        calls.append(.returnToList)
    }
}

// MARK: - A delegate that remembers the choice

final class SpyRaceListDelegate: RaceListDelegate {
    private(set) var chosen: [Race] = []
    func raceListDidChoose(_ race: Race) { chosen.append(race) }
}
