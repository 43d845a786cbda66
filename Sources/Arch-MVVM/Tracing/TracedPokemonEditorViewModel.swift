import PokedeskDomain

// MARK: - The editor's view model, traced

/// `PokemonEditorViewModelInput` as the view sees it with `trace on`: each intent a hop of the
/// view model.
final class TracedPokemonEditorViewModel: TracedViewModel, PokemonEditorViewModelInput {
    let viewModel: PokemonEditorViewModel
    let trace: Trace

    init(_ viewModel: PokemonEditorViewModel, trace: Trace) {
        self.viewModel = viewModel
        self.trace = trace
    }

    func rename(to name: String) throws(PokedeskError) {
        try intent("rename(to: \(Quoting.quoted(name)))") { () throws(PokedeskError) in
            try viewModel.rename(to: name)
        }
    }

    func setRace(_ text: String) throws(PokedeskError) {
        try intent("setRace(\(Quoting.quoted(text)))") { () throws(PokedeskError) in try viewModel.setRace(text) }
    }

    func pickRace() throws(PokedeskError) {
        try intent("pickRace()") { () throws(PokedeskError) in try viewModel.pickRace() }
    }

    func pickRaceByType() throws(PokedeskError) {
        try intent("pickRaceByType()") { () throws(PokedeskError) in try viewModel.pickRaceByType() }
    }

    func reload() throws(PokedeskError) {
        try intent("reload()") { () throws(PokedeskError) in try viewModel.reload() }
    }

    func delete() throws(PokedeskError) {
        try intent("delete()") { () throws(PokedeskError) in try viewModel.delete() }
    }
}
