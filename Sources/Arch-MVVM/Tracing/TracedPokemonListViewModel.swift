import PokedeskDomain

// MARK: - The pokemons list's view model, traced

/// `PokemonListViewModelInput` as the view sees it with `trace on`: each intent a hop of the
/// view model.
final class TracedPokemonListViewModel: TracedViewModel, PokemonListViewModelInput {
    let viewModel: PokemonListViewModel
    let trace: Trace

    init(_ viewModel: PokemonListViewModel, trace: Trace) {
        self.viewModel = viewModel
        self.trace = trace
    }

    func pageShown() { intent("pageShown()") { viewModel.pageShown() } }

    func find(_ predicate: String, column: Int) throws(PokedeskError) {
        try intent("find(\(Quoting.quoted(predicate)), column: \(column))") { () throws(PokedeskError) in
            try viewModel.find(predicate, column: column)
        }
    }

    func group(by sections: PokemonSections) throws(PokedeskError) {
        try intent("group(by: .\(sections))") { () throws(PokedeskError) in try viewModel.group(by: sections) }
    }

    func order(by sort: PokemonSort) throws(PokedeskError) {
        try intent("order(by: .\(sort))") { () throws(PokedeskError) in try viewModel.order(by: sort) }
    }

    func add(name: String, race raceText: String?) throws(PokedeskError) {
        try intent("add(name: \(Quoting.quoted(name)), race: \(TraceText.quoted(raceText)))") {
            () throws(PokedeskError) in try viewModel.add(name: name, race: raceText)
        }
    }

    func rename(row: Int, to name: String) throws(PokedeskError) {
        try intent("rename(row: \(row), to: \(Quoting.quoted(name)))") { () throws(PokedeskError) in
            try viewModel.rename(row: row, to: name)
        }
    }

    func changeRace(row: Int, to raceText: String) throws(PokedeskError) {
        try intent("changeRace(row: \(row), to: \(Quoting.quoted(raceText)))") { () throws(PokedeskError) in
            try viewModel.changeRace(row: row, to: raceText)
        }
    }

    func delete(row: Int) throws(PokedeskError) {
        try intent("delete(row: \(row))") { () throws(PokedeskError) in try viewModel.delete(row: row) }
    }

    func edit(row: Int) throws(PokedeskError) {
        try intent("edit(row: \(row))") { () throws(PokedeskError) in try viewModel.edit(row: row) }
    }

    func edit(named name: String) throws(PokedeskError) {
        try intent("edit(named: \(Quoting.quoted(name)))") { () throws(PokedeskError) in
            try viewModel.edit(named: name)
        }
    }

    func browseTypes() throws(PokedeskError) {
        try intent("browseTypes()") { () throws(PokedeskError) in try viewModel.browseTypes() }
    }

    func transfer(_ request: TransferRequest, isCancelled: () -> Bool) throws(PokedeskError) {
        try intent("transfer(\(TraceText.request(request)))") { () throws(PokedeskError) in
            try viewModel.transfer(request, isCancelled: isCancelled)
        }
    }
}
