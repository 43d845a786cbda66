import PokedeskDomain

// MARK: - Import, export and generate

/// The long intents of the pokemons list. The presenter runs the request on the repository,
/// words its progress and its outcome, and asks its view whether the user wants to stop; the view
/// only draws the progress line and knows about Ctrl-C. The rows an import adds reach the view
/// first, as the live results' changes the presenter forwards (see `liveResultsDidChange`).
extension PokemonListPresenter {
    func transfer(_ request: TransferRequest) {
        perform(reportingTo: view) {
            let outcome = try withProgress { () throws(PokedeskError) in
                try request.run(
                    on: transfers,
                    progress: { view?.showProgress(Wording.transferProgress(request, $0)) },
                    isCancelled: { view?.isStopRequested ?? false }
                )
            }
            for line in Wording.transferOutcome(outcome) { view?.showMessage(line) }
        }
    }

    /// Runs a long job, then has the view erase its progress line, whether the job ended or failed.
    private func withProgress<Report>(_ job: () throws(PokedeskError) -> Report) throws(PokedeskError) -> Report {
        defer { view?.hideProgress() }
        return try job()
    }
}
