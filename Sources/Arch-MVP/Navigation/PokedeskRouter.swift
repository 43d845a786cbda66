import PokedeskDomain
import TerminalKit

// MARK: - Moving between screens

/// The navigator presenters are given, over the kit's navigation stack: it has the next
/// screen's pair built and pushes it, and pops back where a presenter asks.
final class PokedeskRouter: PokedeskNavigator {
    private let factory: ScreenFactory
    private unowned let navigation: any Navigating
    /// The screen that opened a race picker — the editor — which closing the picker returns to.
    private weak var pickerOpener: (any Screen)?

    init(factory: ScreenFactory, navigation: any Navigating) {
        self.factory = factory
        self.navigation = navigation
    }

    func showEditor(for pokemon: Pokemon) {
        navigation.push(factory.makePokemonEditor(for: pokemon, navigator: self))
    }

    func showTypes(choosing choice: RaceChoice?) throws(PokedeskError) {
        let types = try factory.makeTypeList(choosing: choice, navigator: self)
        if choice != nil { pickerOpener = navigation.top }
        navigation.push(types)
    }

    func showRaces(of type: PokemonType, choosing choice: RaceChoice?) throws(PokedeskError) {
        navigation.push(try factory.makeRaceList(.ofType(type), choosing: choice))
    }

    func showRacePicker(_ choice: RaceChoice) throws(PokedeskError) {
        let races = try factory.makeRaceList(.all, choosing: choice)
        pickerOpener = navigation.top
        navigation.push(races)
    }

    func closeRacePicker() {
        guard let opener = pickerOpener else { return }
        navigation.pop(to: opener)
        pickerOpener = nil
    }

    func returnToList() {
        navigation.popToRoot()
    }
}
