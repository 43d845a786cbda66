import PokedeskDomain

// MARK: - The pokemons list's presenter, traced

/// `PokemonListPresenting` as the view sees it with `trace on`: each intent a hop of the
/// presenter. Tab's suggestions are asked between lines, never within a traced one: no hops.
final class TracedPokemonListPresenter: TracedPresenter, PokemonListPresenting {
    let presenter: PokemonListPresenter
    let trace: Trace
    var viewTwin: AnyObject?

    init(_ presenter: PokemonListPresenter, trace: Trace) {
        self.presenter = presenter
        self.trace = trace
    }

    func add(name: String, race: String?) {
        intent("add(name: \(Quoting.quoted(name)), race: \(TraceText.quoted(race)))") {
            presenter.add(name: name, race: race)
        }
    }

    func rename(row: Int, to name: String) {
        intent("rename(row: \(row), to: \(Quoting.quoted(name)))") { presenter.rename(row: row, to: name) }
    }

    func changeRace(row: Int, to race: String) {
        intent("changeRace(row: \(row), to: \(Quoting.quoted(race)))") { presenter.changeRace(row: row, to: race) }
    }

    func delete(row: Int) { intent("delete(row: \(row))") { presenter.delete(row: row) } }
    func edit(row: Int) { intent("edit(row: \(row))") { presenter.edit(row: row) } }
    func edit(named name: String) { intent("edit(named: \(Quoting.quoted(name)))") { presenter.edit(named: name) } }

    func pokemonNameSuggestions() -> [String] { presenter.pokemonNameSuggestions() }

    func predicateValueSuggestions(after words: [String]) -> [String] {
        presenter.predicateValueSuggestions(after: words)
    }

    func filter(_ predicate: String, column: Int) {
        intent("filter(\(Quoting.quoted(predicate)), column: \(column))") {
            presenter.filter(predicate, column: column)
        }
    }

    func group(by sections: PokemonSections) { intent("group(by: \(sections))") { presenter.group(by: sections) } }
    func order(by sort: PokemonSort) { intent("order(by: \(sort))") { presenter.order(by: sort) } }

    /// Progress lines are no hops: how many the job reports depends on its speed.
    func transfer(_ request: TransferRequest) {
        intent("transfer(\(TraceText.request(request)))") { presenter.transfer(request) }
    }

    func browseTypes() { intent("browseTypes()") { presenter.browseTypes() } }
}
