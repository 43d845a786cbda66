import PokedeskDomain

// MARK: - Import, export and generate

/// The presenter's part in the long commands: it passes the view's event to the interactor, with
/// a way to ask the view whether the user wants to stop, and words what the interactor reports —
/// progress, outcome — for the view to show. The progress is not traced: how often it comes
/// depends on the clock, and a trace says the same for the same commands.
extension PokemonListPresenter {
    // MARK: From the view

    func transferPokemons(_ request: TransferRequest) {
        interactor.runTransfer(request) { view?.isStopRequested ?? false }
    }

    // MARK: From the interactor

    func transferDidProgress(_ request: TransferRequest, _ progress: TransferProgress) {
        view?.showProgress(Wording.transferProgress(request, progress))
    }

    func transferDidEnd() {
        view?.hideProgress()
    }

    func didFinishTransfer(_ outcome: TransferOutcome) {
        for line in Wording.transferOutcome(outcome) { view?.showMessage(line) }
    }
}
