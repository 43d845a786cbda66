import PokedeskDomain
import TerminalKit

// MARK: - Moving between screens

/// The navigator presenters are given, over the kit's navigation stack: it has the next
/// screen's pair built and pushes it, and pops back where a presenter asks. Each move is a hop
/// of role router, in which the new pair's first words (its title) nest.
final class PokedeskRouter: PokedeskNavigator {
    private let factory: ScreenFactory
    private unowned let navigation: any Navigating
    /// The screen that opened a race picker — the editor — which closing the picker returns to.
    private weak var pickerOpener: (any Screen)?

    init(factory: ScreenFactory, navigation: any Navigating) {
        self.factory = factory
        self.navigation = navigation
    }

    private var trace: Trace { factory.repositories.trace }

    func showEditor(for pokemon: Pokemon) {
        trace.hop(.router, Self.self, "showEditor(for: \(Quoting.quoted(pokemon.name)))") {
            navigation.push(factory.makePokemonEditor(for: pokemon, navigator: self))
        }
    }

    func showTypes(choosing choice: RaceChoice?) throws(PokedeskError) {
        try trace.hop(.router, Self.self, "showTypes(choosing: \(Self.text(choice)))") { () throws(PokedeskError) in
            let types = try factory.makeTypeList(choosing: choice, navigator: self)
            if choice != nil { pickerOpener = navigation.top }
            navigation.push(types)
        }
    }

    func showRaces(of type: PokemonType, choosing choice: RaceChoice?) throws(PokedeskError) {
        // A closure, so that the message is still built only while tracing.
        let message = { "showRaces(of: \(Quoting.quoted(type.name)), choosing: \(Self.text(choice)))" }
        try trace.hop(.router, Self.self, message()) { () throws(PokedeskError) in
            navigation.push(try factory.makeRaceList(.ofType(type), choosing: choice))
        }
    }

    func showRacePicker(_ choice: RaceChoice) throws(PokedeskError) {
        try trace.hop(.router, Self.self, "showRacePicker(\(Self.text(choice)))") { () throws(PokedeskError) in
            let races = try factory.makeRaceList(.all, choosing: choice)
            pickerOpener = navigation.top
            navigation.push(races)
        }
    }

    func closeRacePicker() {
        trace.hop(.router, Self.self, "closeRacePicker()") {
            guard let opener = pickerOpener else { return }
            navigation.pop(to: opener)
            pickerOpener = nil
        }
    }

    func returnToList() {
        trace.hop(.router, Self.self, "returnToList()") { navigation.popToRoot() }
    }

    /// A choice in a hop's message: only whether there is one, since the race it holds is a
    /// store's key, not something the user typed.
    private static func text(_ choice: RaceChoice?) -> String {
        choice == nil ? "nil" : "RaceChoice"
    }
}
