import PokedeskDomain

@testable import ArchMVP

// MARK: - Presenters that remember the intents their view forwarded

/// The shared part: every intent is written down as a line, e.g. `delete(row: 3)`.
class SpyPresenter: PagedListPresenting {
    var intents: [String] = []

    func viewDidAppear() { intents.append("viewDidAppear()") }
    func undo() { intents.append("undo()") }
    func redo() { intents.append("redo()") }
    func showList() { intents.append("showList()") }
    func showNextPage() { intents.append("showNextPage()") }
    func showPreviousPage() { intents.append("showPreviousPage()") }
    func showPage(number: Int) { intents.append("showPage(number: \(number))") }
}

final class SpyPokemonListPresenter: SpyPresenter, PokemonListPresenting {
    func add(name: String, race: String?) { intents.append("add(name: \(name), race: \(race ?? "nil"))") }
    func rename(row: Int, to name: String) { intents.append("rename(row: \(row), to: \(name))") }
    func changeRace(row: Int, to race: String) { intents.append("changeRace(row: \(row), to: \(race))") }
    func delete(row: Int) { intents.append("delete(row: \(row))") }
    func edit(row: Int) { intents.append("edit(row: \(row))") }
    func edit(named name: String) { intents.append("edit(named: \(name))") }
    func pokemonNameSuggestions() -> [String] { ["Pika", "Pikachu"] }
    func predicateValueSuggestions(after words: [String]) -> [String] { words.last == "==" ? ["Mr. Mime"] : [] }
    func filter(_ predicate: String, column: Int) { intents.append("filter(\(predicate), column: \(column))") }
    func group(by sections: PokemonSections) { intents.append("group(by: \(sections))") }
    func order(by sort: PokemonSort) { intents.append("order(by: \(sort))") }
    func transfer(_ request: TransferRequest) { intents.append("transfer(\(request))") }
    func browseTypes() { intents.append("browseTypes()") }
}

final class SpyRaceListPresenter: SpyPresenter, RaceListPresenting {
    func select(row: Int) { intents.append("select(row: \(row))") }
    func find(_ text: String?) { intents.append("find(\(text ?? "every race"))") }
}
