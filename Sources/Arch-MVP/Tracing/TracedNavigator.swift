import PokedeskDomain

// MARK: - The router, traced

/// `PokedeskNavigator` as a presenter sees it with `trace on`: each move a hop of the router, in
/// which the new pair's first words nest. A race choice handed on gets a traced delegate too,
/// kept here while the choice is open, since a choice holds its delegate weakly.
final class TracedNavigator: PokedeskNavigator {
    private let router: any PokedeskNavigator
    private let trace: Trace
    private var openChoice: TracedRaceListDelegate?

    init(_ router: any PokedeskNavigator, trace: Trace) {
        self.router = router
        self.trace = trace
    }

    private func move<Value, Failure: Error>(
        _ message: @autoclosure () -> String,
        _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try trace.hop(.router, type(of: router), message(), body)
    }

    func showEditor(for pokemon: Pokemon) {
        move("showEditor(for: \(Quoting.quoted(pokemon.name)))") { router.showEditor(for: pokemon) }
    }

    func showTypes(choosing choice: RaceChoice?) throws(PokedeskError) {
        let choice = traced(choice)
        try move("showTypes(choosing: \(Self.text(choice)))") { () throws(PokedeskError) in
            try router.showTypes(choosing: choice)
        }
    }

    func showRaces(of type: PokemonType, choosing choice: RaceChoice?) throws(PokedeskError) {
        let choice = traced(choice)
        try move("showRaces(of: \(Quoting.quoted(type.name)), choosing: \(Self.text(choice)))") {
            () throws(PokedeskError) in try router.showRaces(of: type, choosing: choice)
        }
    }

    func showRacePicker(_ choice: RaceChoice) throws(PokedeskError) {
        let choice = traced(choice) ?? choice
        try move("showRacePicker(\(Self.text(choice)))") { () throws(PokedeskError) in
            try router.showRacePicker(choice)
        }
    }

    func closeRacePicker() { move("closeRacePicker()") { router.closeRacePicker() } }
    func returnToList() { move("returnToList()") { router.returnToList() } }

    /// The choice with its delegate traced, unless it is already (Types hands on the editor's).
    private func traced(_ choice: RaceChoice?) -> RaceChoice? {
        guard let choice, let delegate = choice.delegate, !(delegate is TracedRaceListDelegate) else { return choice }
        let twin = TracedRaceListDelegate(delegate, trace: trace)
        openChoice = twin
        return RaceChoice(current: choice.current, delegate: twin)
    }

    /// A choice in a hop's message: only whether there is one, since the race it holds is a
    /// store's key, not something the user typed.
    private static func text(_ choice: RaceChoice?) -> String {
        choice == nil ? "nil" : "RaceChoice"
    }
}

// MARK: - The races list's delegate, traced

/// The presenter that opened a race choice, hearing it as a hop of that presenter.
final class TracedRaceListDelegate: RaceListDelegate {
    private weak var delegate: (any RaceListDelegate)?
    private let trace: Trace

    init(_ delegate: any RaceListDelegate, trace: Trace) {
        self.delegate = delegate
        self.trace = trace
    }

    func raceListDidChoose(_ race: Race) {
        guard let delegate else { return }
        trace.hop(.presenter, type(of: delegate), "raceListDidChoose(\(Quoting.quoted(race.name)))") {
            delegate.raceListDidChoose(race)
        }
    }
}
