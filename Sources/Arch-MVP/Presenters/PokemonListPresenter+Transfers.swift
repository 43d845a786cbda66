import PokedeskDomain

// MARK: - Import, export and generate

/// The long intents of the pokemons list. The presenter calls the repository, words its
/// progress and its outcome, and asks its view whether the user wants to stop; the view only
/// draws the progress line and knows about Ctrl-C. The rows an import adds reach the view first,
/// as the live results' changes the presenter forwards (see `liveResultsDidChange`).
extension PokemonListPresenter {
    func importPokemons(from path: String) {
        perform(reportingTo: view) {
            let report = try withProgress { () throws(PokedeskError) in
                try transfers.importPokemons(
                    from: path,
                    progress: { view?.showProgress(Wording.importProgress(from: path, $0)) },
                    isCancelled: { view?.isStopRequested ?? false }
                )
            }
            for line in Wording.importReport(report, from: path) { view?.showMessage(line) }
        }
    }

    func exportPokemons(to path: String) {
        perform(reportingTo: view) {
            let report = try withProgress { () throws(PokedeskError) in
                try transfers.exportPokemons(
                    to: path,
                    progress: { view?.showProgress(Wording.exportProgress(to: path, $0)) },
                    isCancelled: { view?.isStopRequested ?? false }
                )
            }
            view?.showMessage(Wording.exported(report, to: path))
        }
    }

    func generatePokemons(count: Int) {
        perform(reportingTo: view) {
            let report = try withProgress { () throws(PokedeskError) in
                try transfers.generatePokemons(
                    count: count,
                    progress: { view?.showProgress(Wording.generateProgress($0)) },
                    isCancelled: { view?.isStopRequested ?? false }
                )
            }
            view?.showMessage(Wording.generated(report))
        }
    }

    /// Runs a long job, then has the view erase its progress line, whether the job ended or failed.
    private func withProgress<Report>(_ job: () throws(PokedeskError) -> Report) throws(PokedeskError) -> Report {
        defer { view?.hideProgress() }
        return try job()
    }
}
